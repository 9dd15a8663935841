"""Hosting a class: the settings in jupyter_config/ parse, are what Voila and the Jupyter server actually read, and
agree across `make serve` (widgets/serve.py), Binder (postBuild) and JupyterHub (z2jh.yaml); the server's root address
opens the gallery and Voila sends the printable summaries but not the notebooks' source.
environment.yml's agreement with pyproject.toml is tests/test_environment.py's.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import stat
import subprocess
import sys
import urllib.error
import urllib.request
import warnings
from pathlib import Path

import pytest
import yaml

from kernel_games import GAMES
from kernel_games.core.text import LANGS
from kernel_games.summary import file_name
from tests import run_async
from widgets import serve
from widgets.kernels import pools

REPO = Path(__file__).resolve().parents[1]
VOILA = json.loads((REPO / "jupyter_config" / "voila.json").read_text(encoding="utf-8"))
SERVER = json.loads((REPO / "jupyter_config" / "jupyter_server_config.json").read_text(encoding="utf-8"))
HUB = yaml.safe_load((REPO / "jupyter_config" / "z2jh.yaml").read_text(encoding="utf-8"))
GALLERY_URL = "/voila/render/notebooks/index.ipynb"


def allowed(path: str) -> bool:
    """Whether Voila sends ``path`` (relative to what it serves) from voila/files/, as its AllowListFileHandler does."""
    return any(re.fullmatch(p, path, re.IGNORECASE) for p in VOILA["VoilaConfiguration"]["file_allowlist"])


def test_voila_settings_say_what_the_pages_rely_on() -> None:
    conf = VOILA["VoilaConfiguration"]
    assert conf["template"] == "kernel-games", "the template without the CDN stylesheets"
    assert conf["preheat_kernel"] is True and conf["default_pool_size"] >= 1
    assert VOILA["MappingKernelManager"]["cull_idle_timeout"] > 0, "Voila does not stop a kernel when its tab closes"
    assert VOILA["MappingKernelManager"]["cull_connected"] is False, "a learner still reading keeps their kernel"
    assert (REPO / "share/jupyter/voila/templates/kernel-games/index.html.j2").is_file()
    assert VOILA["KernelManager"]["transport"] == "ipc", "thirty kernels started at once over TCP can pick one port"
    assert VOILA["VoilaKernelManager"]["fill_delay"] <= 5, "a learner arriving while the pool refills waits this long"


@pytest.mark.parametrize("root", ["", "notebooks/"], ids=["make-serve", "binder"])
def test_voila_sends_the_summaries_and_not_the_notebooks(root: str) -> None:
    for gid in GAMES:
        for lang in LANGS:
            assert allowed(f"{root}summaries/{file_name(gid, lang)}")
    for secret in ("vaalbara.ipynb", "summaries/x.ipynb", "../jupyter_config/voila.json", "summaries/a.html.py"):
        assert not allowed(f"{root}{secret}"), secret


def test_voila_reads_the_file_serve_points_it_to(monkeypatch: pytest.MonkeyPatch) -> None:
    """The settings reach Voila through its own config loading, not through flags (widgets/serve.py repeats none)."""
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", serve.voila_env()["JUPYTER_CONFIG_PATH"])
    handler = signal.getsignal(signal.SIGTERM)
    app = serve.gallery_voila()()
    try:
        app.initialize([str(REPO / "notebooks"), *serve.voila_args(str(REPO / "notebooks"), 8866)[1:]])
        conf = app.voila_configuration
        assert (conf.template, conf.preheat_kernel, conf.default_pool_size) == (
            "kernel-games", True, VOILA["VoilaConfiguration"]["default_pool_size"])
        assert app.config.MappingKernelManager.cull_idle_timeout == VOILA["MappingKernelManager"]["cull_idle_timeout"]
    finally:
        signal.signal(signal.SIGTERM, handler)
    flags = " ".join(serve.voila_args("notebooks", 8866))
    for section, values in VOILA.items():
        for key in values:
            assert key not in flags, f"widgets/serve.py repeats {section}.{key}"


def test_voila_inside_a_jupyter_server_reads_the_same_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    from jupyter_server.serverapp import ServerApp
    from voila.server_extension import load_config_file

    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(REPO / "jupyter_config"))
    assert load_config_file().VoilaConfiguration.template == "kernel-games"
    app = ServerApp()
    app.load_config_file()
    assert app.config.ServerApp.default_url == GALLERY_URL
    assert app.config.MappingKernelManager.cull_idle_timeout == VOILA["MappingKernelManager"]["cull_idle_timeout"]


def test_standalone_and_server_cull_alike() -> None:
    assert SERVER["MappingKernelManager"] == VOILA["MappingKernelManager"]


def test_binder_and_jupyterhub_open_the_gallery() -> None:
    assert SERVER["ServerApp"]["default_url"] == HUB["singleuser"]["defaultUrl"] == GALLERY_URL
    assert (REPO / GALLERY_URL.removeprefix("/voila/render/")).is_file()
    readme = (REPO / "README.md").read_text(encoding="utf-8") + (REPO / "docs/hosting.md").read_text(encoding="utf-8")
    assert "urlpath=voila/render/notebooks/index.ipynb" in readme, "the Binder link opens the gallery too"


def test_jupyterhub_settings_fit_a_class() -> None:
    single = HUB["singleuser"]
    assert single["storage"]["type"] == "none", "a home volume would hide the notebooks the image holds"
    mb = {"M": 1, "G": 1024}
    guarantee, limit = (int(v[:-1]) * mb[v[-1]] for v in (single["memory"]["guarantee"], single["memory"]["limit"]))
    assert 0 < guarantee <= limit
    assert HUB["cull"]["enabled"] and HUB["cull"]["timeout"] > VOILA["MappingKernelManager"]["cull_idle_timeout"]
    assert HUB["scheduling"]["userPlaceholder"]["enabled"]


def test_binder_builds_with_postbuild_and_environment_yml() -> None:
    post = REPO / "postBuild"
    assert post.stat().st_mode & stat.S_IXUSR, "repo2docker runs postBuild only if it is executable"
    assert "widgets.serve install-config" in post.read_text(encoding="utf-8")
    assert not (REPO / "binder").exists() and not (REPO / ".binder").exists(), (
        "repo2docker reads only binder/ when it exists: environment.yml and postBuild at the root would be ignored")
    assert (REPO / "environment.yml").is_file()


def test_install_config_merges_into_what_is_there(tmp_path: Path) -> None:
    (tmp_path / "jupyter_server_config.json").write_text(json.dumps(
        {"ServerApp": {"ip": "0.0.0.0", "default_url": "/lab"}, "Other": {"x": 1}}))
    run = subprocess.run([sys.executable, "-m", "widgets.serve", "install-config", str(tmp_path)], cwd=REPO,
                         capture_output=True, text=True, check=True)
    assert len(run.stdout.split()) == 2
    merged = json.loads((tmp_path / "jupyter_server_config.json").read_text())
    assert merged["ServerApp"] == {"ip": "0.0.0.0", "default_url": GALLERY_URL}
    assert merged["Other"] == {"x": 1} and merged["MappingKernelManager"] == SERVER["MappingKernelManager"]
    assert json.loads((tmp_path / "voila.json").read_text()) == VOILA


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: ANN002, ANN003
        return None


def test_the_root_address_opens_the_gallery_and_summaries_are_sent(tmp_path: Path) -> None:
    proc, url = serve.start(REPO / "notebooks", tmp_path / "voila.log", preheat=False)
    try:
        with pytest.raises(urllib.error.HTTPError) as root:
            urllib.request.build_opener(_NoRedirect).open(f"{url}/?lang=en", timeout=30)
        assert root.value.code == 302 and root.value.headers["Location"] == "/voila/render/index.ipynb?lang=en"
        with urllib.request.urlopen(f"{url}/voila/render/summaries/{file_name('vaalbara', 'ja')}", timeout=30) as res:
            assert res.status == 200 and res.headers["Content-Type"].startswith("text/html")
            assert res.url.endswith("/voila/files/summaries/vaalbara-ja.html")
        with pytest.raises(urllib.error.HTTPError) as source:
            urllib.request.urlopen(f"{url}/voila/files/vaalbara.ipynb", timeout=30)
        assert source.value.code == 403
    finally:
        serve.stop(proc)


def test_a_class_sized_pool_is_read_by_voila(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`make serve POOL=vaalbara.ipynb=32`: that page keeps 32 kernels ready, every other page voila.json's pool (a
    voila.json of the run's own, before jupyter_config/ on the path)."""
    (tmp_path / "voila.json").write_text(json.dumps(serve.pool_settings({"vaalbara.ipynb": 32})))
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", os.pathsep.join((str(tmp_path), serve.voila_env()["JUPYTER_CONFIG_PATH"])))
    handler = signal.getsignal(signal.SIGTERM)
    app = serve.gallery_voila()()
    try:
        app.initialize([str(REPO / "notebooks")])
    finally:
        signal.signal(signal.SIGTERM, handler)
    assert app.config.VoilaKernelManager.kernel_pools_config == {
        "default": {"pool_size": VOILA["VoilaConfiguration"]["default_pool_size"]}, "vaalbara.ipynb": {"pool_size": 32}}
    assert app.voila_configuration.template == "kernel-games", "the other settings still come from jupyter_config/"


def test_a_teacher_sets_the_class_size_in_voila_json_and_voila_accepts_it(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """``KernelGames.class_size`` is ours: widgets.serve reads it, Voila loads the file without a word about it, and
    standalone Voila (only) forks its kernels."""
    assert serve.class_size() == VOILA["KernelGames"]["class_size"] >= 1
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", serve.voila_env()["JUPYTER_CONFIG_PATH"])
    handler = signal.getsignal(signal.SIGTERM)
    app = serve.gallery_voila()()
    try:
        with caplog.at_level("DEBUG"), warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            app.initialize([str(REPO / "notebooks"), *serve.voila_args(str(REPO / "notebooks"), 8866)[1:]])
    finally:
        signal.signal(signal.SIGTERM, handler)
    said = [r.getMessage() for r in caplog.records if r.levelname != "DEBUG"] + [str(w.message) for w in warned]
    assert not [m for m in said if "KernelGames" in m or "class_size" in m], said
    assert app.config.AsyncMappingKernelManager.kernel_manager_class == "widgets.kernels.manager.ForkingKernelManager"
    from voila.server_extension import load_config_file

    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(REPO / "jupyter_config"))
    assert "AsyncMappingKernelManager" not in SERVER and "kernel_manager_class" not in json.dumps(SERVER)
    assert load_config_file().VoilaConfiguration.template == "kernel-games", "a Jupyter server keeps its own kernels"


def test_the_class_size_gives_every_page_a_pool_while_memory_holds_them() -> None:
    pages = serve.served_pages(REPO / "notebooks")
    assert set(pages) == {"index.ipynb", *(f"{gid}.ipynb" for gid in GAMES)}
    roomy = pools.class_pools(pages, 30, memory_mb=64_000)
    assert roomy == dict.fromkeys(pages, 33), "every learner, and three who reload or come late, get a waiting kernel"
    assert pools.with_spares(1) == 1 and pools.with_spares(2) == 3 and pools.with_spares(10) == 11 and pools.with_spares(31) == 35
    small = pools.class_pools(pages, 30, memory_mb=2_000)
    fits = int(2_000 * pools.MEMORY_SHARE // pools.KERNEL_MB)
    assert sum(small.values()) <= fits and small["index.ipynb"] == max(small.values()), "the gallery first"
    assert all(n >= 1 for n in small.values()), "every page keeps a kernel ready"
    assert pools.class_pools(pages, 0, memory_mb=64_000) == {}, "class size 0: voila.json's own pools"
    assert pools.refill_slots(2) == 1 and pools.refill_slots(8) == 4


def test_refills_start_one_at_a_time_the_next_one_a_learner_takes_first() -> None:
    """The gate of Voila's refills: at most its slots at once, and a freed slot goes to the lowest rank then (a
    kernel a learner already waits for ranks below zero)."""
    async def go() -> list[str]:
        gate, order, ranks = pools.Gate(1), [], {"first": 0, "a": 3, "b": 2, "c": 1, "d": 4}

        async def start(name: str) -> None:
            await gate.enter(lambda: (ranks[name], False))
            order.append(name)
            await asyncio.sleep(0.01)
            gate.leave()

        first = asyncio.ensure_future(start("first"))
        await asyncio.sleep(0)
        others = [asyncio.ensure_future(start(n)) for n in "abcd"]
        await asyncio.sleep(0)
        assert order == ["first"] and gate.free == 0
        ranks["d"] = -1  # a learner now waits for d's kernel
        await asyncio.gather(first, *others)
        return order

    assert run_async.run(go()) == ["first", "d", "c", "b", "a"]


def test_make_serve_sizes_every_page_for_the_class_and_pool_overrides_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pools, "available_mb", lambda: 64_000)
    root = str(REPO / "notebooks")
    _, port, sized, rest = serve.options([root, "--port", "8900", "--class-size=4", "--pool", "buru.ipynb=32", "--x=1"])
    assert port == 8900 and rest == ["--x=1"]
    assert sized == {**dict.fromkeys(serve.served_pages(REPO / "notebooks"), 5), "buru.ipynb": 32}, "4 and a spare"
    assert serve.options([root])[2]["index.ipynb"] == pools.with_spares(VOILA["KernelGames"]["class_size"])
    assert serve.options([root, "--class-size", "0"])[2] == {}, "class size 0: voila.json's default_pool_size"
