"""The package itself: version, where its bundle comes from, types, no required dependency."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

import pagemark
from pagemark import _assets, _session, _types

ROOT = Path(__file__).resolve().parents[2]
PKG = Path(pagemark.__file__).parent


def test_version_follows_package_json() -> None:
    version = json.loads((ROOT / "package.json").read_text())["version"]
    pyproject = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())
    assert pyproject["project"]["version"] == version
    assert pagemark.__version__ == version


@pytest.mark.parametrize("name", ["pagemark.iife.min.js", "pagemark.stitch.js"])
def test_a_checkout_reads_dist_itself(name: str) -> None:
    """An editable install reads the checkout's dist/: a copy left in src/pagemark/ would shadow it."""
    assert (PKG / "py.typed").exists()
    if PKG != ROOT / "python" / "src" / "pagemark":
        pytest.skip("an installed package: scripts/test-python.mjs checks what the wheel ships")
    assert _assets.path(name) == ROOT / "dist" / name, f"remove python/src/pagemark/{name}: dist/ is the one copy"


def test_the_minified_bundle_is_injected() -> None:
    assert _session.BUNDLE == "pagemark.iife.min.js"
    assert _session.bundle_source() == (ROOT / "dist" / "pagemark.iife.min.js").read_text(encoding="utf-8")


def test_no_required_dependency() -> None:
    pyproject = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())
    assert pyproject["project"]["dependencies"] == []
    assert set(pyproject["project"]["optional-dependencies"]) == {"playwright", "selenium", "test"}


def test_names_and_usage_error() -> None:
    assert _types.snake("isTopElement") == "is_top_element" and _types.camel("viewport_expansion") == "viewportExpansion"
    assert issubclass(pagemark.UsageError, TypeError)
