"""The session's results in snake_case: tabs, dialogs, downloads, file choosers, browser effects.

The same fields as src/core/model/actionResult.ts (BrowserEffects, DialogInfo, DownloadInfo,
FileChooserInfo) and src/core/model/session.ts (TabInfo, SessionState); `.raw` keeps the JSON
(camelCase), which is what the session builds and what the header renderer reads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from ._types import Snapshot, snake


def _kw(d: Dict[str, Any], names: List[str]) -> Dict[str, Any]:
    return {snake(k): v for k, v in d.items() if snake(k) in names}


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
        return cls(**_kw(d, ["id", "index", "url", "title", "active", "opener_tab_id"]))


@dataclass
class DialogInfo:
    tab_id: str
    type: str
    message: str
    state: str
    default_value: Optional[str] = None
    by: Optional[str] = None
    prompt_text: Optional[str] = None

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "DialogInfo":
        names = ["tab_id", "type", "message", "state", "default_value", "by", "prompt_text"]
        return cls(**_kw(d, names))


@dataclass
class DownloadInfo:
    tab_id: str
    url: str
    suggested_filename: str
    state: str
    path: Optional[str] = None
    size: Optional[int] = None
    error: Optional[str] = None
    code: Optional[str] = None

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "DownloadInfo":
        names = ["tab_id", "url", "suggested_filename", "state", "path", "size", "error", "code"]
        return cls(**_kw(d, names))


@dataclass
class FileChooserInfo:
    tab_id: str
    multiple: bool
    state: str
    index: Optional[int] = None

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "FileChooserInfo":
        return cls(**_kw(d, ["tab_id", "multiple", "state", "index"]))


@dataclass
class BrowserEffects:
    """What the browser did around the page while an action ran (every tab, not just the active one)."""

    tabs_opened: List[Dict[str, Any]] = field(default_factory=list)
    tabs_closed: List[Dict[str, Any]] = field(default_factory=list)
    navigations: List[Dict[str, Any]] = field(default_factory=list)
    dialogs: List[DialogInfo] = field(default_factory=list)
    downloads: List[DownloadInfo] = field(default_factory=list)
    file_choosers: List[FileChooserInfo] = field(default_factory=list)
    active_tab_id: str = ""

    @property
    def nothing(self) -> bool:
        """True when the browser did nothing beyond the page (no tab, navigation, dialog, download, chooser)."""
        return not (self.tabs_opened or self.tabs_closed or self.navigations or self.dialogs or self.downloads or self.file_choosers)  # fmt: skip

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "BrowserEffects":
        snk = lambda xs: [{snake(k): v for k, v in x.items()} for x in xs]  # noqa: E731
        return cls(
            tabs_opened=snk(d.get("tabsOpened", [])),
            tabs_closed=snk(d.get("tabsClosed", [])),
            navigations=snk(d.get("navigations", [])),
            dialogs=[DialogInfo.from_json(x) for x in d.get("dialogs", [])],
            downloads=[DownloadInfo.from_json(x) for x in d.get("downloads", [])],
            file_choosers=[FileChooserInfo.from_json(x) for x in d.get("fileChoosers", [])],
            active_tab_id=d.get("activeTabId", ""),
        )


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
