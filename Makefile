# Every target creates or updates .venv first, so a fresh machine needs only python3, make and (for the
# browser tests) apt-get.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PORT ?= 8866
POOL ?=
LEARNERS ?= 30
# pytest-xdist workers: three on the 2-core machine CI runs on, since the browser tests spend most of their time
# waiting for a kernel or chromium (measured: 10 min with two workers, 9 with three; four made a browser test time
# out); --dist loadgroup keeps the tests of one play-out, and of one browser module, on one worker
# (tests/xdist_groups.py)
JOBS ?= 3
# axe-core's script for the accessibility audit (tests/browser/test_axe.py reads KG_AXE, else this place)
AXE_JS ?= $(VENV)/share/axe-core/axe.min.js
PYTEST := KG_AXE=$(AXE_JS) $(BIN)/python -m pytest -q -n $(JOBS) --dist loadgroup
MEASURE := test-output/measure

.PHONY: venv serve lab test test-fast test-deep coverage browser-deps axe-deps bench bench-class notebooks lint site site-preview

# the data-files are copied into .venv at install time (widgets/static/README.md): reinstall when they change
$(STAMP): pyproject.toml widgets/static/plotly-basic.min.js share/jupyter/voila/templates/kernel-games/conf.json \
          share/jupyter/voila/templates/kernel-games/index.html.j2
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[serve,test]'
	touch $(STAMP)

venv: $(STAMP)

serve: venv  ## the gallery of notebooks on http://127.0.0.1:8866 (settings: jupyter_config/voila.json); CLASS=40 for another class size, POOL=vaalbara.ipynb=32 for one page's pool
	$(BIN)/python -m widgets.serve notebooks --port $(PORT) $(if $(CLASS),--class-size $(CLASS)) $(if $(POOL),--pool $(POOL))

lab: venv  ## the same notebooks in JupyterLab
	$(BIN)/jupyter lab notebooks --ServerApp.ip=127.0.0.1 --ServerApp.allow_root=True

browser-deps:  ## Debian's chromium and a CJK font, for the browser tests and screenshots
	bash scripts/install_browser.sh

axe-deps:  ## axe-core (npm, pinned in package-lock.json) for the accessibility audit, fetched and checked without node
	$(PY) scripts/fetch_axe.py --dest $(AXE_JS)

lint: venv
	$(BIN)/ruff check .

test: venv browser-deps axe-deps lint  ## every test, browser and notebook tests included (option sets: a covering array)
	$(PYTEST)

test-fast: venv  ## everything but the browser and notebook tests
	$(PYTEST) -m "not browser and not notebook"

test-deep: venv browser-deps axe-deps lint  ## every test over every option set × player count × the old seeds: before changing the flow, the contract or a game's rules
	KG_DEEP=1 $(PYTEST)

coverage: venv browser-deps axe-deps  ## every test under coverage.py (lines and branches) and the rule ids passing tests name
	rm -rf $(MEASURE)
	KG_MEASURE=$(MEASURE) $(PYTEST) -p tests.measure; status=$$?; \
	$(BIN)/python scripts/measure_tests.py $(MEASURE); exit $$status

bench: venv browser-deps site  ## games per second, the UI's latencies, the static page beside the Voila page
	$(BIN)/python bench/kernel_bench.py
	$(BIN)/python bench/load_bench.py
	$(BIN)/python bench/browser_bench.py
	$(BIN)/python bench/analysis_bench.py
	$(BIN)/python bench/site_bench.py
	$(BIN)/python bench/search_bench.py --games 2

bench-class: venv browser-deps  ## a class of LEARNERS (default 30) opening Buru's page at once on one Voila (BENCH_FLAGS="--all-games --compare")
	$(BIN)/python bench/class_bench.py --learners $(LEARNERS) $(BENCH_FLAGS)

notebooks: venv  ## rewrite the notebooks (without outputs) from scripts/make_notebooks.py
	$(BIN)/python scripts/make_notebooks.py

site:  ## the static site in site/: every notebook runs in the visitor's browser (Pyodide; docs/static_site.md)
	$(PY) scripts/build_site.py

site-preview:  ## serve site/ on http://127.0.0.1:8000 (build it first: make site)
	$(PY) -m http.server --bind 127.0.0.1 -d site 8000
