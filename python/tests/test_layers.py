"""scripts/check-python-layers.py: the package's import graph against the layers docs/architecture.md declares."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("check_python_layers", ROOT / "scripts" / "check-python-layers.py")
assert spec is not None and spec.loader is not None
layers_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(layers_check)

DOC = """# x

## Python package

```python-layers
base  _a _b   # the bottom
top   _c pub
```

## Next
"""


def test_the_package_keeps_its_layers() -> None:
    layers = layers_check.read_layers((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"))
    assert layers_check.problems(layers_check.graph(layers_check.PACKAGE), layers) == []


def test_reads_the_block_of_the_section() -> None:
    assert layers_check.read_layers(DOC) == [("base", ["_a", "_b"]), ("top", ["_c", "pub"])]


def test_an_import_inside_a_function_counts() -> None:
    src = "from ._b import x\n\ndef f():\n    from . import _c\n    import pagemark.pub\n"
    assert layers_check.imports_of(src, "_a", {"_a", "_b", "_c", "pub"}) == {"_b", "_c", "pub"}


def test_a_cycle_an_upward_import_and_an_unlisted_module_fail() -> None:
    layers = layers_check.read_layers(DOC)
    edges = {"_a": {"_b"}, "_b": {"_a", "_c"}, "_c": set(), "pub": {"_c"}, "_new": set()}
    found = layers_check.problems(edges, layers)
    assert "import cycle: _a -> _b -> _a" in found
    assert any(p.startswith("_b (base) imports _c (top)") for p in found)
    assert any(p.startswith("_new.py is in no layer") for p in found)
    assert len(found) == 3


def test_a_cycle_across_three_modules_is_named_in_order() -> None:
    assert layers_check.cycles({"_a": {"_b"}, "_b": {"_c"}, "_c": {"_a"}}) == [["_a", "_b", "_c", "_a"]]
