"""The session's state in snake_case: its tabs, the state and the observation.

The same fields as src/core/model/session.ts (TabInfo, SessionState); what an action's result says
of the browser (BrowserEffects and its dialogs, downloads, file choosers) is in _types.py, with the
result. `.raw` keeps the JSON (camelCase), which is what the session builds and what the header
renderer reads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from ._types import DialogInfo, DownloadInfo, FileChooserInfo, Snapshot, _from


@dataclass
class TabInfo:
    id: str
    index: int
    url: str
    title: str
    active: bool
    opener_tab_id: Optional[str] = None

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "TabInfo":
        return _from(cls, d)


@dataclass
class SessionState:
    tabs: List[TabInfo]
    active_tab_id: str
    dialogs: List[DialogInfo]
    file_chooser: Optional[FileChooserInfo]
    downloads: List[DownloadInfo]
    raw: Dict[str, Any] = field(repr=False, default_factory=dict)

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "SessionState":
        fc = d.get("fileChooser")
        return cls(
            tabs=[TabInfo.from_json(t) for t in d["tabs"]],
            active_tab_id=d["activeTabId"],
            dialogs=[DialogInfo.from_json(x) for x in d["dialogs"]],
            file_chooser=FileChooserInfo.from_json(fc) if fc else None,
            downloads=[DownloadInfo.from_json(x) for x in d["downloads"]],
            raw=d,
        )


@dataclass
class SessionObservation:
    """`observe()`: the session state, the active tab's snapshot (None while a dialog blocks it), the text."""

    state: SessionState
    snapshot: Optional[Snapshot]
    text: str
