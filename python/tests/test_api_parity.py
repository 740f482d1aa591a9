"""The sync and async APIs offer the same public names, methods and signatures.

Compared, not listed: whatever either module exports (`__all__`) must exist in the other with the
same members, each of the same kind (method, property, class method) and the same signature; the
only difference allowed is that the async one awaits.
"""

from __future__ import annotations

import inspect
from typing import Any, Dict, Tuple

from pagemark import async_api, sync_api


def _members(cls: type) -> Dict[str, Tuple[str, Any]]:
    out: Dict[str, Tuple[str, Any]] = {}
    # Public members as a caller sees them: those inherited from pagemark's own classes count (the
    # sync client inherits `complete` from its base, the async one overrides it); nearest wins.
    merged: Dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        if klass.__module__.split(".")[0] == "pagemark":  # not object's, Exception's or typing's
            merged.update(vars(klass))
    for name, raw in merged.items():
        if name.startswith("_") and name != "__init__":
            continue
        if isinstance(raw, property):
            out[name] = ("property", inspect.signature(raw.fget) if raw.fget else None)
        elif isinstance(raw, classmethod):
            out[name] = ("classmethod", inspect.signature(raw.__func__))
        elif isinstance(raw, staticmethod):
            out[name] = ("staticmethod", inspect.signature(raw.__func__))
        elif callable(raw):
            out[name] = ("method", inspect.signature(raw))
    return out


def test_same_public_names() -> None:
    assert sorted(sync_api.__all__) == sorted(async_api.__all__)
    for name in sync_api.__all__:
        assert hasattr(sync_api, name) and hasattr(async_api, name), name


def test_same_members_and_signatures() -> None:
    compared = 0
    for name in sync_api.__all__:
        s, a = getattr(sync_api, name), getattr(async_api, name)
        if inspect.isclass(s):
            assert inspect.isclass(a), name
            sm, am = _members(s), _members(a)
            assert sorted(sm) == sorted(am), name
            for member in sm:
                assert sm[member] == am[member], f"{name}.{member}"
                compared += 1
        else:
            assert inspect.signature(s) == inspect.signature(a), name
            compared += 1
    assert compared > 0

