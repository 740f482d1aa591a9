"""`render(snapshot, "text")` of a page in a session: the session header above the page, as `observe()` prints it.

The Python side of src/node/session/sessionRender.ts: the session state is read when the snapshot is
taken (the tabs, pending dialogs and file chooser, downloads not yet observed) and kept beside the
snapshot, never in it, so a snapshot stays what the page gave and its other formats do not change. The
header itself is `_session_header.render_session`, the port of src/core/render/renderSession.ts.
"""

from __future__ import annotations

import weakref
from typing import Any, Dict, TypeVar

from ._session_header import render_session

S = TypeVar("S")


class SessionRender:
    def __init__(self) -> None:
        # By id(): a Snapshot is a dataclass with value equality, so it cannot key a WeakKeyDictionary;
        # the entry goes when the snapshot does.
        self._states: Dict[int, Dict[str, Any]] = {}

    def note(self, snap: S, state: Dict[str, Any]) -> S:
        key = id(snap)
        self._states[key] = state
        weakref.finalize(snap, self._states.pop, key, None)
        return snap

    def render(self, snap: Any, fmt: str, page: str) -> str:
        state = self._states.get(id(snap)) if fmt == "text" else None
        return render_session(state, page) if state is not None else page
