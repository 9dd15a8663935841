"""Build site/: a static web site on which each visitor's browser runs the notebooks with Pyodide.

The gallery (notebooks/index.ipynb) and every game notebook become Voici pages (site/voici/render/<name>.html),
and the same notebooks open in the JupyterLite lab (site/lab/index.html). Everything comes from PyPI and npm:
the build tools into their own pinned venv (.site-venv/, scripts/site-requirements.txt), the Pyodide runtime from
the npm package `pyodide`, the kernel's Python wheels from PyPI at the exact versions of Pyodide's lock, and the
project's own wheel from the working tree. All of it is preloaded when the kernel starts, so nothing is fetched
from outside the site at page time. Downloads are kept in .site-cache/: a rebuild is fast and offline.
Usage: `make site` (or python3 scripts/build_site.py). Python 3.11 standard library only. See docs/static_site.md.
"""

from __future__ import annotations

import argparse
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
# The build venv and the download cache; another place each (e.g. one shared by several checkouts) by environment
VENV = Path(os.environ.get("KG_SITE_VENV") or ROOT / ".site-venv")
CACHE = Path(os.environ.get("KG_SITE_CACHE") or ROOT / ".site-cache")
REQUIREMENTS = ROOT / "scripts" / "site-requirements.txt"

# jupyterlite-pyodide-kernel 0.7.0 (site-requirements.txt) is built for this Pyodide (its constants.PYODIDE_VERSION)
PYODIDE_VERSION = "0.29.0"
PYODIDE_PYTHON = "3.13"  # the Python inside that Pyodide: the kernel's wheels must install there
PYODIDE_CORE = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")  # + pyodide-lock.json

# What the kernel loads at start (jupyterlite-pyodide-kernel's worker) that Pyodide's lock lists but npm lacks.
# Taken from PyPI at the lock's versions, with their dependencies in the lock.
LOCK_ROOTS = ("micropip", "ipython", "jedi", "packaging", "typing-extensions")
# Dependencies in Pyodide's lock that the site leaves out: Pyodide-only builds that are on no registry.
DROPPED_DEPENDS = {"matplotlib": "matplotlib-inline imports it only for %matplotlib"}
# Pyodide's sqlite3 (the stdlib module, built apart) is on no registry either, but the kernel's worker installs
# "sqlite3" by name unless it is preloaded, and fails to start when it cannot. An empty distribution of that name
# stands in: `import sqlite3` still raises ModuleNotFoundError, and IPython then keeps its history in memory.
PLACEHOLDERS = {"sqlite3": "0.0.0"}
# The notebooks' own dependencies (pyproject.toml's, with theirs), not in Pyodide's lock: pure wheels from PyPI.
APP_WHEELS = {
    "ipywidgets": "8.1.9",
    "anywidget": "0.11.0",
    "psygnal": "0.16.1",
    "comm": "0.2.3",
    "jupyterlab-widgets": "3.0.17",
}
# jupyterlite-pyodide-kernel's own wheels (its piplite, the kernel, and small stand-ins for ipykernel and
# widgetsnbextension), taken from its front-end extension in the build venv.
KERNEL_EXTENSION = "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
KERNEL_EXTENSION_WHEELS = ("piplite", "pyodide_kernel", "ipykernel", "widgetsnbextension-4")
# Loaded with Pyodide itself (loadPyodideOptions.packages): the kernel's worker then installs none of the first
# eight one by one, and the notebooks import the project, ipywidgets and anywidget with no install cell.
PRELOAD = ("micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython", "kernel-games")

# Modules compiled to bytecode in the wheels (scripts/site_pyc.py, run in this Pyodide under Node); the project's
# wheel keeps its sources beside the bytecode.
COMPILER = ROOT / "scripts" / "site_pyc.py"
KEEP_SOURCE = ("kernel-games",)
# Left as source: modules no page imports at start whose bytecode would only add to the download (Pygments' lexers
# but the Python ones IPython uses; .pyc files compress about half as well as the source).
UNCOMPILED = r"pygments/lexers/(?!__init__|_mapping|python)"
NODE_RUNNER = """
const {loadPyodide} = require(process.argv[2] + "/pyodide.js");
loadPyodide({indexURL: process.argv[2] + "/"}).then(async (pyodide) => {
  pyodide.FS.mkdirTree("/wheels");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, {root: process.argv[3]}, "/wheels");
  pyodide.globals.set("ARGS", process.argv[4]);
  await pyodide.runPythonAsync(require("fs").readFileSync(process.argv[5], "utf8"));
}).catch((e) => { console.error(e); process.exit(1); });
"""

PLOTLY = ROOT / "widgets" / "static"
PLOTLY_SITE_DIR = "voila/templates/kernel-games/static"  # where widgets/board.js looks: <baseUrl>PLOTLY_PATH
TEMPLATE = "kernel-games"  # share/jupyter/voila/templates/kernel-games: Voila's lab template minus the CDN links
HIDDEN_LAB_EXTENSIONS = ["@voila-dashboards/jupyterlab-preview"]  # needs a Voila server: of no use in the lab view


def run(cmd: list[str | Path], **kwargs) -> subprocess.CompletedProcess:
    """Run a command, echoing it; fail the build when it fails."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def sha256(path: Path) -> str:
    """A file's SHA-256, in hex (as pyodide-lock.json holds it)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def zip_date(epoch: int) -> tuple[int, int, int, int, int, int]:
    """The date stamped on every file of a wheel the build writes (zip dates start in 1980)."""
    return time.gmtime(max(epoch, 315532800))[:6]


def canonical(name: str) -> str:
    """A distribution's canonical name (PEP 503), as Pyodide's lock keys them."""
    return re.sub(r"[-_.]+", "-", name).lower()


# ---- the build venv ----------------------------------------------------------------------------------------
def ensure_build_venv() -> Path:
    """Create .site-venv from site-requirements.txt (offline from .site-cache/build-wheels after the first time)."""
    python = VENV / "bin" / "python"
    stamp = VENV / ".requirements-sha256"
    wanted = sha256(REQUIREMENTS)
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    wheels = CACHE / "build-wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "venv", "--clear", VENV])
    install = [python, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--find-links", wheels, "-r", REQUIREMENTS]
    if subprocess.run([str(c) for c in install], capture_output=True).returncode != 0:
        run([python, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "-d", wheels, "-r", REQUIREMENTS])
        run(install)
    run([python, "-m", "pip", "check"])
    stamp.write_text(wanted)
    return python


# ---- downloads ---------------------------------------------------------------------------------------------
def npm_package(spec: str) -> Path:
    """The npm package's tarball, from .site-cache/npm or else `npm pack` (which checks the registry's integrity)."""
    name, version = spec.rsplit("@", 1)
    dest = CACHE / "npm"
    tarball = dest / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not tarball.exists():
        dest.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", "--silent", spec, "--pack-destination", dest], stdout=subprocess.DEVNULL)
    return tarball


def pypi_wheel(python: Path, name: str, version: str) -> Path:
    """A pure-Python wheel NAME==VERSION for Pyodide's Python, from .site-cache/wheels or else PyPI."""
    dest = CACHE / "wheels"
    prefix = f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}-"
    found = [p for p in dest.glob("*.whl") if p.name.lower().startswith(prefix)]
    if not found:
        dest.mkdir(parents=True, exist_ok=True)
        run([python, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--platform", "any",
             "--python-version", PYODIDE_PYTHON, "-d", dest, f"{name}=={version}"])
        found = [p for p in dest.glob("*.whl") if p.name.lower().startswith(prefix)]
    if len(found) != 1 or not found[0].name.endswith("-none-any.whl"):
        raise SystemExit(f"no single pure wheel for {name}=={version} in {dest}: {found}")
    return found[0]


def extract_pyodide(tarball: Path, dest: Path) -> dict:
    """Unpack Pyodide's core files (no source maps) into DEST; return its pyodide-lock.json."""
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as tar:
        for name in PYODIDE_CORE:
            (dest / name).write_bytes(tar.extractfile(f"package/{name}").read())
        return json.load(tar.extractfile("package/pyodide-lock.json"))


# ---- wheels ------------------------------------------------------------------------------------------------
def working_tree_copy(dest: Path) -> Path:
    """Copy the files git sees in the working tree (tracked or new, not ignored) to DEST: no stale build/ reused."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            check=True, capture_output=True).stdout.decode().split("\0")
    for rel in filter(None, listed):
        src = ROOT / rel
        if src.is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    return dest


def repack_wheel(src: Path, dest: Path, epoch: int) -> Path:
    """Rewrite a wheel into DEST without its .data/ folder and with fixed dates.

    A wheel's .data/ holds files installed outside site-packages (front-end extensions, Voila's template, a man
    page): the site serves the front-end parts itself, and the browser's Python has no use for them.
    """
    with zipfile.ZipFile(src) as zin:
        names = sorted(n for n in zin.namelist() if not n.split("/", 1)[0].endswith(".data"))
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        out = dest / src.name
        with zipfile.ZipFile(out, "w") as zout:
            for name in names:
                data = zin.read(name)
                if name == record:
                    lines = data.decode().splitlines(keepends=True)
                    data = "".join(line for line in lines if not line.split("/", 1)[0].endswith(".data")).encode()
                info = zipfile.ZipInfo(name, zip_date(epoch))
                info.external_attr = 0o644 << 16
                zout.writestr(info, data, zipfile.ZIP_DEFLATED, 9)
    return out


def ship_wheel(wheel: Path, dest: Path, epoch: int) -> Path:
    """Put a wheel into DEST (beside the lock): as it is, or repacked without its .data/ folder if it has one."""
    if wheel.parent == dest:
        return wheel
    with zipfile.ZipFile(wheel) as whl:
        if any(n.split("/", 1)[0].endswith(".data") for n in whl.namelist()):
            return repack_wheel(wheel, dest, epoch)
    shutil.copy2(wheel, dest / wheel.name)
    return dest / wheel.name


def placeholder_wheel(name: str, version: str, dest: Path, epoch: int) -> Path:
    """An empty wheel NAME==VERSION (metadata only) that satisfies a dependency without installing a module."""
    info = f"{name}-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                            f"Summary: placeholder for Pyodide's {name}, which is on no registry: installs no module\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: kernel-games build_site.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{n},,\n" for n in files) + f"{info}/RECORD,,\n"
    out = dest / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(out, "w") as whl:
        for n, text in files.items():
            whl.writestr(zipfile.ZipInfo(n, zip_date(epoch)), text, zipfile.ZIP_DEFLATED)
    return out


def project_wheel(python: Path, dest: Path, epoch: int) -> Path:
    """Build kernel-games' wheel from the working tree, without its data files."""
    with tempfile.TemporaryDirectory() as tmp:
        src = working_tree_copy(Path(tmp) / "src")
        env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch))
        run([python, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", Path(tmp) / "dist", src],
            env=env)
        (built,) = (Path(tmp) / "dist").glob("*.whl")
        return repack_wheel(built, dest, epoch)


def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """A wheel's name, version, unconditional requirements (canonical names) and top-level import names."""
    with zipfile.ZipFile(path) as whl:
        names = whl.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = email.parser.Parser().parsestr(whl.read(meta_name).decode())
    requires = []
    for req in meta.get_all("Requires-Dist") or []:
        spec, _, marker = req.partition(";")
        if "extra" in marker:
            continue
        if marker.strip():
            raise SystemExit(f"{path.name}: cannot judge the marker of {req!r}")
        requires.append(canonical(re.match(r"[A-Za-z0-9._-]+", spec.strip()).group()))
    tops = sorted({n.split("/")[0].removesuffix(".py") for n in names
                   if not n.split("/")[0].endswith((".dist-info", ".data")) and (n.endswith(".py") or "/" in n)})
    return meta["Name"], meta["Version"], requires, tops


def lock_entry(path: Path) -> dict:
    """A pyodide-lock.json entry for a pure wheel that sits beside the lock."""
    name, version, depends, imports = wheel_metadata(path)
    return {
        "name": name, "version": version, "file_name": path.name, "install_dir": "site", "sha256": sha256(path),
        "package_type": "package", "imports": imports, "depends": depends, "unvendored_tests": False,
    }


def kernel_lock(python: Path, pyodide_lock: dict, extra_wheels: list[Path], dest: Path, epoch: int) -> dict:
    """Pyodide's lock cut down to the wheels the site ships (put in DEST), with their file names and hashes."""
    known = pyodide_lock["packages"]
    packages: dict[str, dict] = {}
    todo = list(LOCK_ROOTS)
    while todo:
        key = canonical(todo.pop())
        if key in packages or key in DROPPED_DEPENDS or key in PLACEHOLDERS:
            continue
        entry = dict(known[key])
        wheel = ship_wheel(pypi_wheel(python, entry["name"], entry["version"]), dest, epoch)
        entry.update(file_name=wheel.name, sha256=sha256(wheel), unvendored_tests=False)
        entry["depends"] = [d for d in entry["depends"] if canonical(d) not in DROPPED_DEPENDS]
        packages[key] = entry
        todo.extend(entry["depends"])
    for wheel in extra_wheels:
        entry = lock_entry(ship_wheel(wheel, dest, epoch))
        packages[canonical(entry["name"])] = entry
    missing = {d for e in packages.values() for d in e["depends"] if canonical(d) not in packages}
    missing |= {p for p in PRELOAD if canonical(p) not in packages}
    if missing:
        raise SystemExit(f"the kernel's lock lacks {sorted(missing)}")
    return {"info": pyodide_lock["info"], "packages": dict(sorted(packages.items()))}


def compile_wheels(tarball: Path, lock: dict, folder: Path, epoch: int) -> None:
    """Compile the modules of the lock's wheels in FOLDER to bytecode (scripts/site_pyc.py), in place, with the
    Pyodide of TARBALL under Node; then put the wheels' new hashes into LOCK."""
    wheels = {e["file_name"]: canonical(e["name"]) in KEEP_SOURCE for e in lock["packages"].values()}
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(tarball) as tar:
            tar.extractall(tmp, filter="data")
        runner = Path(tmp) / "compile.js"
        runner.write_text(NODE_RUNNER)
        args = json.dumps({"wheels": wheels, "date": zip_date(epoch), "uncompiled": UNCOMPILED})
        run(["node", runner, Path(tmp) / "package", folder.resolve(), args, COMPILER])
    for entry in lock["packages"].values():
        entry["sha256"] = sha256(folder / entry["file_name"])


def app_wheels(python: Path, dest: Path, epoch: int) -> list[Path]:
    """The wheels that Pyodide's lock does not know: the notebooks' dependencies, the kernel's own, the project."""
    wheels = [pypi_wheel(python, name, version) for name, version in APP_WHEELS.items()]
    extension = VENV / KERNEL_EXTENSION / "static" / "pypi"
    for prefix in KERNEL_EXTENSION_WHEELS:
        (found,) = extension.glob(f"{prefix}*.whl")
        wheels.append(found)
    wheels += [placeholder_wheel(name, version, dest, epoch) for name, version in PLACEHOLDERS.items()]
    wheels.append(project_wheel(python, dest, epoch))
    return wheels


# ---- the site ----------------------------------------------------------------------------------------------
def write_lite_dir(python: Path, lite: Path, epoch: int) -> None:
    """Lay out the JupyterLite project folder: static/pyodide/ (runtime, lock, wheels) and jupyter-lite.json."""
    pyodide_dir = lite / "static" / "pyodide"
    tarball = npm_package(f"pyodide@{PYODIDE_VERSION}")
    lock = kernel_lock(python, extract_pyodide(tarball, pyodide_dir), app_wheels(python, pyodide_dir, epoch),
                       pyodide_dir, epoch)
    compile_wheels(tarball, lock, pyodide_dir, epoch)
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    settings = {
        "disablePyPIFallback": True,  # piplite never asks PyPI
        "loadPyodideOptions": {"packages": list(PRELOAD)},
    }
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Kernel Games",
            "disabledExtensions": HIDDEN_LAB_EXTENSIONS,
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings},
        },
    }
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")


def voici_build(lite: Path, out: Path, epoch: int) -> None:
    """Run Voici (a JupyterLite build): the lab app, the Voici pages of notebooks/, no source maps."""
    env = dict(os.environ, JUPYTER_PATH=str(ROOT / "share" / "jupyter"), SOURCE_DATE_EPOCH=str(epoch))
    run([VENV / "bin" / "voici", "build", "--lite-dir", lite, "--output-dir", out, "--contents", ROOT / "notebooks",
         "--apps", "lab", "--no-sourcemaps", f"--template={TEMPLATE}",
         f"--source-date-epoch={epoch}"], cwd=lite, env=env)


def add_plotly(out: Path) -> None:
    """Put plotly.js where widgets/board.js fetches it (<baseUrl>voila/templates/kernel-games/static/)."""
    dest = out / PLOTLY_SITE_DIR
    dest.mkdir(parents=True, exist_ok=True)
    for name in ("plotly-basic.min.js", "PLOTLY-LICENSE"):
        shutil.copy2(PLOTLY / name, dest / name)


def add_page_files(out: Path) -> None:
    """Copy the notebooks' other files (the rules summaries) beside the Voici pages too (voici/render/).

    A relative link in a notebook's output, such as `summaries/vaalbara-en.html` (widgets/gallery.py), then
    resolves from the page as it does from the notebook's folder. JupyterLite keeps its copy under files/.
    """
    files = out / "files"
    for src in files.rglob("*"):
        if src.is_file() and src.suffix != ".ipynb":
            dest = out / "voici" / "render" / src.relative_to(files)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest)


def drop_cdn_font_awesome(out: Path) -> None:
    """Drop the Font Awesome 4 stylesheet that Voila's page.html links from a CDN (Voici's file-browser pages).

    Those pages (Voici's JupyterLab-style tree, not the classic one) use no Font Awesome class, and Voici's own
    bundle carries Font Awesome 5 for widgets' icons; the notebook pages use the kernel-games template, which
    has no such link.
    """
    link = re.compile(r'\s*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/npm/font-awesome@[^"]+"[^>]*>')
    for page in (out / "voici" / "tree").rglob("*.html"):
        page.write_text(link.sub("", page.read_text(encoding="utf-8")), encoding="utf-8")


def add_front_page(out: Path) -> None:
    """The site's root opens the gallery (JupyterLite's root page would open the lab), with the lab's favicon.

    The lab reads the (empty) jupyter-config-data of every index.html up to the root, so the page keeps one.
    """
    shutil.copy2(out / "lab" / "favicon.ico", out / "favicon.ico")
    (out / "index.html").write_text(
        '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>Kernel Games</title>\n'
        '<meta http-equiv="refresh" content="0; url=voici/render/index.html">\n'
        '<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{}</script>\n'
        '</head>\n<body>\n<a href="voici/render/index.html">Kernel Games</a> · <a href="lab/index.html">JupyterLab</a>\n'
        "</body>\n</html>\n",
        encoding="utf-8",
    )


def check_site(out: Path) -> None:
    """Fail on a source map, or on a page that links a script or stylesheet from outside the site."""
    maps = [p for p in out.rglob("*.map")]
    outside = [p for p in out.rglob("*.html")
               if re.search(r"""<(?:script|link)[^>]+(?:src|href)=["'](?:https?:)?//""", p.read_text(errors="replace"))]
    if maps or outside:
        raise SystemExit(f"source maps: {maps[:5]}; pages linking outside the site: {outside[:5]}")


def source_date_epoch() -> int:
    """The last commit's time: the build's timestamps (zip entries, contents' dates) do not change between builds."""
    out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
    return int(out.stdout.strip() or 315532800)


def summary(out: Path, started: float) -> str:
    """One line: the site's size, its number of files and the build's time."""
    files = [p for p in out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files) / 1e6
    return f"{out}: {size:.1f} MB in {len(files)} files, built in {time.monotonic() - started:.0f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SITE, help="the folder to write (replaced whole; default: site/)")
    dest = parser.parse_args().out.resolve()
    started = time.monotonic()
    epoch = source_date_epoch()
    python = ensure_build_venv()
    CACHE.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE, prefix="build-") as tmp:
        lite, out = Path(tmp) / "lite", Path(tmp) / "site"
        lite.mkdir()
        write_lite_dir(python, lite, epoch)
        voici_build(lite, out, epoch)
        add_plotly(out)
        add_page_files(out)
        drop_cdn_font_awesome(out)
        add_front_page(out)
        check_site(out)
        if dest.exists():
            shutil.rmtree(dest)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(out, dest)
    print(summary(dest, started))


if __name__ == "__main__":
    main()
