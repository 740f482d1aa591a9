"""The package itself: version, shipped bundle, types, no required dependency."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

import pagemark
from pagemark import _types

ROOT = Path(__file__).resolve().parents[2]
PKG = Path(pagemark.__file__).parent


def test_version_follows_package_json() -> None:
    version = json.loads((ROOT / "package.json").read_text())["version"]
    pyproject = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())
    assert pyproject["project"]["version"] == version
    assert pagemark.__version__ == version


@pytest.mark.parametrize("name", ["pagemark.iife.js", "pagemark.stitch.js"])
def test_bundle_is_shipped_and_equals_dist(name: str) -> None:
    shipped = (PKG / name).read_bytes()
    assert (PKG / "py.typed").exists()
    dist = ROOT / "dist" / name
    if not dist.exists():
        pytest.skip("no dist/ next to this package")
    assert shipped == dist.read_bytes(), f"copy dist/{name} to python/src/pagemark/"


def test_no_required_dependency() -> None:
    pyproject = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())
    assert pyproject["project"]["dependencies"] == []
    assert set(pyproject["project"]["optional-dependencies"]) == {"playwright", "selenium", "test"}


def test_names_and_usage_error() -> None:
    assert _types.snake("isTopElement") == "is_top_element" and _types.camel("viewport_expansion") == "viewportExpansion"
    assert issubclass(pagemark.UsageError, TypeError)
