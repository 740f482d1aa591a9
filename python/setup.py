"""The build hook: the package's JavaScript comes from the repository's dist/, built by `npm run build`.

Nothing of dist/ is committed under python/ (the bundle alone is hundreds of kilobytes and would be a
second copy to keep equal). As playwright-python fetches its driver when its wheel is built, this file
copies dist/'s files into what setuptools builds:

- a wheel (`build_py`): into the build tree's `pagemark/`, from ../dist/ (a repository checkout) or,
  building from an sdist, from the copies the sdist carries in src/pagemark/;
- an sdist (`sdist`): into the release tree's src/pagemark/, so that the sdist builds a wheel alone.

The repository's LICENSE is copied to python/LICENSE (ignored by git) before setuptools runs, which
puts it in the wheel's .dist-info and the sdist (its default license_files); an sdist carries it already.

A required file that is found nowhere stops the build with what to run. An editable install
(`pip install -e`, the repository's .venv) maps the package to src/ and ships nothing: there
pagemark/_assets.py reads the files from the checkout's dist/, so a rebuild is seen at once.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

HERE = Path(__file__).resolve().parent
DIST = HERE.parent / "dist"
PACKAGE = HERE / "src" / "pagemark"
# Name, required. The agent's prompt and tools come with the agent's build; ship it when it is there.
# The session's host verb data (browser-use's file system, evaluate's fixes, save_as_pdf) is required.
SHIPPED = [("pagemark.iife.min.js", True), ("pagemark.stitch.js", True), ("pagemark.agent.json", False), ("pagemark.session.json", True)]


def sources() -> list[Path]:
    found, missing = [], []
    for name, required in SHIPPED:
        for candidate in (DIST / name, PACKAGE / name):
            if candidate.is_file():
                found.append(candidate)
                break
        else:
            if required:
                missing.append(name)
    if missing:
        raise SystemExit(
            f"pagemark build: {', '.join(missing)} not found in {DIST} (nor in {PACKAGE}). "
            "The Python package ships the JavaScript bundle built from the repository: "
            "run `npm install && npm run build` in the repository root first, then build again."
        )
    return found


class BuildPy(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the editable package reads dist/ itself (_assets.py)
        target = Path(self.build_lib) / "pagemark"
        target.mkdir(parents=True, exist_ok=True)
        for src in sources():
            shutil.copyfile(src, target / src.name)


class Sdist(sdist):
    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        target = Path(base_dir) / "src" / "pagemark"
        for src in sources():
            dest = target / src.name
            if dest.exists():
                dest.unlink()  # a hard link to the source file: never write through it
            shutil.copyfile(src, dest)


# One copy of the license, the repository's: absent beside an unpacked sdist, which has its own.
if (HERE.parent / "LICENSE").is_file():
    shutil.copyfile(HERE.parent / "LICENSE", HERE / "LICENSE")

setup(cmdclass={"build_py": BuildPy, "sdist": Sdist})
