"""MiniWoB++'s `dom_elements` for a pagemark attachment: `dom_elements(pm)`.

The list is the bundle's (`observe(shapes=["miniwob"])`); with numpy installed the geometry,
colours and flags are numpy arrays with MiniWoB++'s shapes and dtypes. For async_api attachments it
returns an awaitable.
"""

from __future__ import annotations

import inspect
from typing import Any, Dict, List, Tuple

from ._types import UsageError

__all__ = ["dom_elements"]


def _convert(items: List[Dict[str, Any]]) -> Tuple[Dict[str, Any], ...]:
    try:
        import numpy as np
    except ImportError:
        return tuple(items)
    out = []
    for e in items:
        d = dict(e)
        for k in ("left", "top", "width", "height"):
            d[k] = np.asarray([d[k]], dtype=np.float32)
        for k in ("bg_color", "fg_color"):
            d[k] = np.asarray(d[k], dtype=np.float32)
        d["flags"] = np.asarray(d["flags"], dtype=np.int8)
        out.append(d)
    return tuple(out)


def dom_elements(pm: Any) -> Any:
    if not hasattr(pm, "observe"):
        raise UsageError("dom_elements(pm): pm is what pagemark's attach() returned")
    if inspect.iscoroutinefunction(pm.observe):

        async def run() -> Tuple[Dict[str, Any], ...]:
            return _convert((await pm.observe(shapes=["miniwob"]))["miniwob"]["dom_elements"])

        return run()
    return _convert(pm.observe(shapes=["miniwob"])["miniwob"]["dom_elements"])
