"""The results this package returns: the bundle's JSON with snake_case fields, and `.raw` kept."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional


class UsageError(TypeError):
    """Misuse of the API (a wrong argument type, an unknown format or option). The message names the fix."""


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def camel_options(where: str, options: Dict[str, Any]) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for k, v in options.items():
        if not isinstance(k, str):
            raise UsageError(f"{where}: option names are strings, got {k!r}")
        out[camel(k)] = v
    return out


def _snake_dict(d: Any) -> Any:
    return {snake(k): v for k, v in d.items()} if isinstance(d, dict) else d


def _from(cls: Any, d: Dict[str, Any], **extra: Any) -> Any:
    names = {f.name for f in dataclasses.fields(cls)}
    kw = {snake(k): v for k, v in d.items() if snake(k) in names}
    kw.update(extra)
    return cls(**kw)


@dataclass
class BBox:
    x: float
    y: float
    width: float
    height: float


@dataclass
class ElementRecord:
    """One element of a snapshot (the JavaScript API's ElementRecord, fields in snake_case)."""

    index: int
    bid: str
    element_id: str
    tag: str = ""
    role: str = ""
    name: str = ""
    text: str = ""
    value: Optional[str] = None
    attributes: Dict[str, str] = field(default_factory=dict)
    states: Dict[str, Any] = field(default_factory=dict)
    locators: List[Dict[str, Any]] = field(default_factory=list)
    bbox: Optional[BBox] = None
    visibility: float = 0.0
    is_visible: bool = False
    in_viewport: bool = False
    is_interactive: bool = False
    kind: str = ""
    is_top_element: Optional[bool] = None
    obscured_by: Optional[str] = None
    clickable: bool = False
    set_of_marks: bool = False
    frame: str = ""
    parent: Optional[int] = None
    depth: int = 0
    reason: str = ""
    is_new: bool = False
    input_type: Optional[str] = None
    options: Optional[List[Dict[str, Any]]] = None
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "ElementRecord":
        b = d.get("bbox")
        rec: ElementRecord = _from(
            cls,
            d,
            bbox=BBox(**b) if isinstance(b, dict) else None,
            states=_snake_dict(d.get("states") or {}),
            raw=d,
        )
        return rec


@dataclass
class Snapshot:
    """A snapshot of a page and its frames: `.elements` in document order, `.raw` the JSON the page returned."""

    url: str
    title: str
    elements: List[ElementRecord]
    focused_bid: Optional[str]
    frames: List[Dict[str, Any]]
    viewport: Dict[str, Any]
    stats: Dict[str, Any]
    errors: List[Dict[str, Any]]
    truncated: bool
    raw: Dict[str, Any] = field(repr=False)

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "Snapshot":
        return cls(
            url=d.get("url", ""),
            title=d.get("title", ""),
            elements=[ElementRecord.from_json(e) for e in d.get("elements", [])],
            focused_bid=d.get("focusedBid"),
            frames=d.get("frames", []),
            viewport=d.get("viewport", {}),
            stats=d.get("stats", {}),
            errors=d.get("errors", []),
            truncated=bool(d.get("truncated", False)),
            raw=d,
        )

    def by_index(self, index: int) -> Optional[ElementRecord]:
        return next((e for e in self.elements if e.index == index), None)

    def by_bid(self, bid: str) -> Optional[ElementRecord]:
        return next((e for e in self.elements if e.bid == bid), None)

    def by_element_id(self, element_id: str) -> Optional[ElementRecord]:
        return next((e for e in self.elements if e.element_id == element_id), None)


@dataclass
class ActionError:
    code: str
    message: str
    hint: Optional[str] = None
    obscured_by: Optional[str] = None
    candidates: Optional[List[str]] = None


@dataclass
class ActionEffects:
    navigated: bool = False
    mutations: int = 0
    new_elements: int = 0
    value_after: Optional[str] = None
    checked_after: Optional[bool] = None


# What a session saw the browser do (src/core/model/actionResult.ts: BrowserEffects, DialogInfo,
# DownloadInfo, FileChooserInfo): an ActionResult's `browser`.
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
        return _from(cls, d)


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
        return _from(cls, d)


@dataclass
class FileChooserInfo:
    tab_id: str
    multiple: bool
    state: str
    index: Optional[int] = None

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "FileChooserInfo":
        return _from(cls, d)


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
class ActionResult:
    """What an action did. Expected failures are `ok=False` with `.error.code`, never exceptions."""

    ok: bool
    action: str
    target: Optional[Dict[str, Any]] = None
    resolved_by: Optional[str] = None
    error: Optional[ActionError] = None
    effects: ActionEffects = field(default_factory=ActionEffects)
    value: Optional[str] = None
    point: Optional[Dict[str, float]] = None
    duration_ms: float = 0
    snapshot: Optional[Snapshot] = field(default=None, repr=False)
    # message: {"kind", "text", "success"?}; browser: what a session saw the browser do (BrowserEffects).
    message: Optional[Dict[str, Any]] = None
    browser: Optional[BrowserEffects] = None
    # writeFile, replaceFile, screenshot, pdf in a session: the absolute path of the file written.
    file: Optional[str] = None
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Dict[str, Any], snapshot: Optional[Snapshot] = None) -> "ActionResult":
        err = d.get("error")
        b = d.get("browser")
        result: ActionResult = _from(
            cls,
            d,
            browser=BrowserEffects.from_json(b) if isinstance(b, dict) else None,
            target=_snake_dict(d.get("target")),
            error=_from(ActionError, err) if isinstance(err, dict) else None,
            effects=_from(ActionEffects, d.get("effects") or {}),
            snapshot=snapshot,
            raw={k: v for k, v in d.items() if k != "snapshot"},
        )
        return result


def failure(action: str, code: str, message: str, hint: Optional[str] = None) -> Dict[str, Any]:
    """A failed result in the bundle's JSON shape (for failures found on the driver's side)."""
    error: Dict[str, Any] = {"code": code, "message": message}
    if hint is not None:
        error["hint"] = hint
    return {
        "ok": False,
        "action": action,
        "target": None,
        "resolvedBy": None,
        "error": error,
        "effects": {"navigated": False, "mutations": 0, "newElements": 0},
        "durationMs": 0,
    }


def ok(action: str) -> Dict[str, Any]:
    """A successful result of a verb the driver's side runs (a session's tab and host verbs)."""
    r = failure(action, "", "")
    del r["error"]
    r["ok"] = True
    return r


@dataclass
class PageState:
    """What `WebAgentTool.analyze_page()` returns: the rendered page and its elements."""

    url: str
    title: str
    content: str
    elements: List[ElementRecord]
    output_format: str
    snapshot: Snapshot = field(repr=False)
    screenshot: Optional[bytes] = field(default=None, repr=False)

    def get_element_by_index(self, index: int) -> Optional[ElementRecord]:
        return self.snapshot.by_index(index)

    def get_element_by_id(self, element_id: str) -> Optional[ElementRecord]:
        return self.snapshot.by_element_id(element_id)


def check_act(command: Any, trusted: bool) -> None:
    """act(command, trusted)'s arguments, the same for a page and a session: misuse raises."""
    if not isinstance(command, (str, dict)):
        raise UsageError(
            "act(command): command is a dict like {'action': 'click', 'target': 12}"
            f" or a string like \"click('12')\", got {type(command).__name__}"
        )
    if not isinstance(trusted, bool):
        raise UsageError("act(command, trusted=...): trusted is True or False")
