"""Build-time only (pyproject.toml ``[tool.setuptools.cmdclass]``): ``pip install -e .`` installs data-files too.

The files under ``[tool.setuptools.data-files]`` (the ``kernel-games`` Voila template that holds plotly.js,
see widgets/static/README.md) go to ``<prefix>/share/jupyter``, where Voila and Jupyter servers look for them.
A normal install copies them, but setuptools' editable wheel skips them: ``editable_wheel._run_install("data")``
looks for ``Distribution.has_data``, which does not exist (the method is ``has_data_files``). An editable
install is what `make`, environment.yml (Binder) and the README use, so this subclass runs ``install_data``
into the editable wheel as well; pip then copies the files into the environment like any wheel's data.

``run_command`` runs a command once, so this stays harmless if setuptools fixes the lookup. If a future
setuptools drops the hook, tests/test_static_serving.py fails with the reinstall hint.
Never imported at run time.
"""

from __future__ import annotations

from setuptools.command.editable_wheel import editable_wheel as _editable_wheel


class editable_wheel(_editable_wheel):  # noqa: N801 - setuptools command names are lower case
    def _run_install(self, category: str) -> None:
        super()._run_install(category)
        if category == "data" and self.distribution.has_data_files():
            self.run_command("install_data")
