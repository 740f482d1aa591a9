"""The files this package ships from the repository's dist/ (python/setup.py copies them in).

An installed wheel has them next to this module. An editable install of a repository checkout
(`pip install -e ./python`, the .venv that `npm test` uses) does not: setup.py copies nothing there,
so that `npm run build` is seen without reinstalling and no second copy can go stale; the files are
then read from the checkout's dist/ (python/src/pagemark/ -> the repository root is three levels up).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHECKOUT_DIST = HERE.parents[2] / "dist"


def path(name: str) -> Path:
    """Where `name` is: beside this module (an install) or in the checkout's dist/ (editable)."""
    for candidate in (HERE / name, CHECKOUT_DIST / name):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(
        f"pagemark: {name} is not in this installation ({HERE}) nor in {CHECKOUT_DIST}; "
        "in a repository checkout run `npm run build` first; otherwise reinstall the package"
    )


@lru_cache(maxsize=None)
def text(name: str) -> str:
    return path(name).read_text(encoding="utf-8")
