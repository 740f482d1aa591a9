"""`attach(page)` as a session of the page's context, as in Node (src/node/session/attachedPage.ts).

The page's host is its tab's host in a session that stays in the page (follow_popups False) and answers
dialogs as Playwright does when nobody listens (dismiss), now reported: an action's result carries
`browser` (the tabs it opened, the downloads it saved, the dialogs it met), and the text render of a
snapshot starts with the session header when there is more than one tab or something to report.
"""

from __future__ import annotations

from typing import Any, Dict, Union

from . import _session, _session_actions as acts
from ._browser_session import SessionCore
from ._driver import Op
from ._types import ActionResult, Snapshot

# As open_session's defaults (_session_sync.py).
SETTLE_MS = 250
DOWNLOAD_TIMEOUT_MS = 15000


def open_attached(page: Any, hooks: bool, mode: str) -> Op[SessionCore]:
    _session.check_attach(page, hooks)
    core = SessionCore(page.context, mode, "dismiss", None, SETTLE_MS, DOWNLOAD_TIMEOUT_MS, hooks, False)
    yield from core.open(page)
    return core


def host_of(core: SessionCore, page: Any) -> Any:
    tab = core.tab_of(page)
    assert tab is not None  # open() registered every page of the context
    return tab.host


def act(core: SessionCore, command: Union[Dict[str, Any], str], trusted: bool) -> Op[ActionResult]:
    raw = yield from acts.act(core, command, trusted)
    s = raw.pop("snapshot", None)
    return ActionResult.from_json(raw, Snapshot.from_json(s) if s else None)
