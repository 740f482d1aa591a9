#!/usr/bin/env python3
"""The layers of the Python package (python/src/pagemark/): run by `npm test` (step "python layers").

The layers are declared once, in docs/architecture.md, section "Python package": a fenced block
marked `python-layers`, one layer a line, bottom first: its name, then its modules. A module
imports modules of its own layer and of the layers below it, never above. This reads every import
of every module with the standard library's `ast` (imports inside functions too: a lazy import is
still a dependency, and was how the package's cycles hid) and fails on

- a module of the package that no layer lists, or a listed module that does not exist;
- an import that runs upward (a module importing one of a higher layer);
- a cycle of imports between modules, within a layer or across.

Only the package's own modules count; the standard library and Playwright, Selenium and the rest
are not layered here.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from typing import Dict, List, Optional, Set, Tuple

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "python" / "src" / "pagemark"
DOC = ROOT / "docs" / "architecture.md"
SECTION = "## Python package"


def read_layers(markdown: str) -> List[Tuple[str, List[str]]]:
    """The `python-layers` block of the section: [(layer, [module, ...]), ...], bottom first."""
    start = markdown.find("\n" + SECTION + "\n")
    if start < 0:
        raise ValueError(f"{DOC.name} has no '{SECTION}' section")
    end = markdown.find("\n## ", start + 1)
    section = markdown[start : end if end >= 0 else len(markdown)]
    m = re.search(r"^```python-layers\n(.*?)^```", section, re.M | re.S)
    if not m:
        raise ValueError(f"the '{SECTION}' section of {DOC.name} has no ```python-layers block")
    layers = []
    for line in m.group(1).splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            layers.append((words[0], words[1:]))
    return layers


def imports_of(source: str, module: str, modules: Set[str]) -> Set[str]:
    """The package's modules that `module` imports (`from . import x`, `from ._y import z`, `import pagemark.y`)."""
    out: Set[str] = set()
    for node in ast.walk(ast.parse(source, module)):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1 or (node.level == 0 and (node.module or "").split(".")[0] == "pagemark"):
                sub = (node.module or "").split(".")[1 if node.level == 0 else 0 :]
                name = sub[0] if sub and sub[0] else None
                if name is not None:
                    out.add(name)
                else:  # `from . import x`: a module x, or a name of the package's __init__
                    out.update(a.name if a.name in modules else "__init__" for a in node.names)
        elif isinstance(node, ast.Import):
            for a in node.names:
                parts = a.name.split(".")
                if parts[0] == "pagemark":
                    out.add(parts[1] if len(parts) > 1 else "__init__")
    out.discard(module)
    return out & modules


def graph(package: Path) -> Dict[str, Set[str]]:
    files = sorted(package.glob("*.py"))
    modules = {f.stem for f in files}
    return {f.stem: imports_of(f.read_text(encoding="utf-8"), f.stem, modules) for f in files}


def cycles(edges: Dict[str, Set[str]]) -> List[List[str]]:
    """One cycle per strongly connected component of more than one module (Tarjan), as a path."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on: Set[str] = set()
    found: List[List[str]] = []
    counter = [0]

    def strong(v: str) -> None:  # the graph is a few dozen modules: recursion is shallow
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(_path(edges, set(comp)))

    for v in sorted(edges):
        if v not in index:
            strong(v)
    return found


def _path(edges: Dict[str, Set[str]], comp: Set[str]) -> List[str]:
    """A cycle through the component's first module, found breadth first: [a, b, ..., a]."""
    start = min(comp)
    prev: Dict[str, Optional[str]] = {start: None}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(edges[v] & comp):
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])  # type: ignore[arg-type]
                return list(reversed(path)) + [start]
            if w not in prev:
                prev[w] = v
                queue.append(w)
    return sorted(comp)


def problems(edges: Dict[str, Set[str]], layers: List[Tuple[str, List[str]]]) -> List[str]:
    out: List[str] = []
    level: Dict[str, int] = {}
    for i, (name, mods) in enumerate(layers):
        for m in mods:
            if m in level:
                out.append(f"{m} is listed in two layers ({layers[level[m]][0]} and {name})")
            level[m] = i
    for m in sorted(set(edges) - set(level)):
        out.append(f"{m}.py is in no layer: add it to the python-layers block of {DOC.name} ({SECTION})")
    for m in sorted(set(level) - set(edges)):
        out.append(f"{m} is listed in {layers[level[m]][0]} but python/src/pagemark/{m}.py does not exist")
    for m in sorted(edges):
        for d in sorted(edges[m]):
            if m in level and d in level and level[d] > level[m]:
                out.append(f"{m} ({layers[level[m]][0]}) imports {d} ({layers[level[d]][0]}): a layer imports only its own and those below")  # fmt: skip
    for c in cycles(edges):
        out.append("import cycle: " + " -> ".join(c))
    return out


def main() -> int:
    try:
        layers = read_layers(DOC.read_text(encoding="utf-8"))
    except ValueError as e:
        print(f"python layers: {e}", file=sys.stderr)
        return 1
    edges = graph(PACKAGE)
    found = problems(edges, layers)
    for p in found:
        print(f"python layers: {p}", file=sys.stderr)
    if found:
        return 1
    n = sum(len(v) for v in edges.values())
    print(f"python layers: {len(edges)} modules, {n} imports, {len(layers)} layers, no cycle, none upward")
    return 0


if __name__ == "__main__":
    sys.exit(main())
