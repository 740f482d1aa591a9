"""The package itself: version, where its bundle comes from, types, no required dependency."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

import pagemark
from pagemark import _assets, _session, _types

ROOT = Path(__file__).resolve().parents[2]
PKG = Path(pagemark.__file__).parent


def test_python_m_pagemark_prints_its_version() -> None:
    for flag in ("--version", "-v"):
        r = subprocess.run([sys.executable, "-m", "pagemark", flag], capture_output=True, text=True, timeout=60)
        assert (r.returncode, r.stdout) == (0, pagemark.__version__ + "\n"), r.stderr


def test_the_browser_flag_and_variable_are_the_node_clis_and_the_old_names_warn(capsys: Any) -> None:
    """`--executable-path` and PAGEMARK_BROWSER, as `pagemark` in Node; `--chromium` and PAGEMARK_CHROMIUM still work."""
    from pagemark.__main__ import _parser, executable_path

    def pick(argv: list, env: dict) -> tuple:
        path = executable_path(_parser().parse_args(["agent", "p.html", "task", *argv]), env)
        return path, capsys.readouterr().err

    assert pick(["--executable-path", "/a"], {"PAGEMARK_BROWSER": "/b"}) == ("/a", "")
    assert pick([], {"PAGEMARK_BROWSER": "/b"}) == ("/b", "")
    assert pick([], {}) == (None, "")
    assert pick(["--chromium", "/c"], {}) == ("/c", "pagemark: --chromium is the old name of --executable-path\n")
    assert pick([], {"PAGEMARK_CHROMIUM": "/d"}) == ("/d", "pagemark: PAGEMARK_CHROMIUM is the old name of PAGEMARK_BROWSER\n")  # fmt: skip
    assert pick([], {"PAGEMARK_CHROMIUM": "/d", "PAGEMARK_BROWSER": "/b"})[0] == "/b"


def test_version_follows_package_json() -> None:
    version = json.loads((ROOT / "package.json").read_text())["version"]
    pyproject = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())
    assert pyproject["project"]["version"] == version
    assert pagemark.__version__ == version


@pytest.mark.parametrize("name", ["pagemark.iife.min.js", "pagemark.stitch.js", "pagemark.session.json"])
def test_a_checkout_reads_dist_itself(name: str) -> None:
    """An editable install reads the checkout's dist/: a copy left in src/pagemark/ would shadow it."""
    assert (PKG / "py.typed").exists()
    if PKG != ROOT / "python" / "src" / "pagemark":
        pytest.skip("an installed package: scripts/test-python.mjs checks what the wheel ships")
    assert _assets.path(name) == ROOT / "dist" / name, f"remove python/src/pagemark/{name}: dist/ is the one copy"


def test_the_minified_bundle_is_injected() -> None:
    assert _session.BUNDLE == "pagemark.iife.min.js"
    assert _session.bundle_source() == (ROOT / "dist" / "pagemark.iife.min.js").read_text(encoding="utf-8")


def test_classifiers_say_what_the_package_is() -> None:
    classifiers = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())["project"]["classifiers"]
    assert "Framework :: Pytest" not in classifiers, "that classifier marks a pytest plugin"
    assert "License :: OSI Approved :: MIT License" in classifiers
    assert json.loads((ROOT / "package.json").read_text())["license"] == "MIT"


def test_no_required_dependency() -> None:
    pyproject = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())
    assert pyproject["project"]["dependencies"] == []
    assert set(pyproject["project"]["optional-dependencies"]) == {"playwright", "selenium", "test"}


def test_names_and_usage_error() -> None:
    assert _types.snake("isTopElement") == "is_top_element" and _types.camel("viewport_expansion") == "viewportExpansion"
    assert issubclass(pagemark.UsageError, TypeError)
