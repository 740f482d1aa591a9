"""The design seed's WebAgentTool (Stage 2), as generators shared by sync_api and async_api.

Actions go through pagemark's act with trusted input (the driver's mouse and keyboard after the
bundle's resolution and actionability checks). A replaced element is re-found by the bundle itself
(its record's locator chain, each match checked to be unique and the same element). When the page
holds another document than the one analyze_page() read (a reload or navigation: its pagemark
instance numbers elements afresh, so an old index may name another element), the record's locators
are tried here in the seed's order, each resolved by the bundle (which accepts only a unique match)
and accepted only when the element found has the record's role and name, the bundle's own rule
for positional locators (src/dom/locators/resolveRecord.ts).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

from . import _js, _session
from ._driver import Op, call
from ._host import Host
from ._types import ActionResult, ElementRecord, PageState, UsageError, failure

Target = Union[int, str]
OUTPUT_FORMATS = {"indexed_text": "text", "simplified_html": "html", "json": "json"}
# The seed's priority: data-element-id, test id, id, role + name, xpath, text. The mark attribute
# (data-element-id) is left out across documents: a new instance hands out the same ids afresh.
CHAIN = ("testId", "id", "role", "xpath", "text")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip


class ToolCore:
    def __init__(self, page: Any) -> None:
        self.page = page
        self.host: Optional[Host[Any, Any]] = None
        self.state: Optional[PageState] = None
        self.last_result: Optional[ActionResult] = None
        self.state_inst = ""

    def ensure_host(self) -> Op[Host[Any, Any]]:
        if self.host is None:
            self.host = yield from _session.attach(self.page, True)
        return self.host

    def analyze_page(self, output_format: str, highlight: bool, viewport_expansion: int) -> Op[PageState]:
        if output_format not in OUTPUT_FORMATS:
            raise UsageError(
                f"analyze_page(output_format=...): unknown format {output_format!r}; use one of {', '.join(OUTPUT_FORMATS)}"  # fmt: skip
            )
        if isinstance(viewport_expansion, bool) or not isinstance(viewport_expansion, int):
            raise UsageError("analyze_page(viewport_expansion=...): an int, -1 for the whole page")
        host = yield from self.ensure_host()
        snap = yield from _session.snapshot(host, {"viewport_expansion": viewport_expansion})
        content = yield from _session.render(host, snap, OUTPUT_FORMATS[output_format], {})
        if highlight:
            yield from _session.highlight(host, {})
        title = yield from call(self.page.title)
        self.state_inst = host.top_inst
        self.state = PageState(self.page.url, title, content, snap.elements, output_format, snap)
        return self.state

    def record(self, target: Target) -> Optional[ElementRecord]:
        if isinstance(target, bool) or not isinstance(target, (int, str)):
            raise UsageError("target: an element index (int) or element id (str) from analyze_page()")
        if self.state is None:
            raise UsageError("call analyze_page() first: targets are indexes and element ids of its PageState")
        if isinstance(target, int):
            return self.state.get_element_by_index(target)
        return self.state.get_element_by_id(target) or self.state.snapshot.by_bid(target)

    def act(self, action: str, target: Target, **extra: Any) -> Op[ActionResult]:
        rec = self.record(target)
        host = yield from self.ensure_host()
        if rec is None:
            result = ActionResult.from_json(failure(action, "NOT_FOUND", f"no element {target!r} in the last analyze_page()", "use an index or element id from the last PageState"))  # fmt: skip
        elif (yield from self.same_document(host)):
            result = yield from _session.act(host, {"action": action, "target": rec.index, **extra}, True)
        elif rec.frame == "":
            result = yield from self.chain(host, action, rec, extra)
        else:
            result = ActionResult.from_json(failure(action, "STALE_ELEMENT", f"the page holds a new document since analyze_page(); element {rec.bid} is in a frame", "call analyze_page() again"))  # fmt: skip
        self.last_result = result
        return result

    def same_document(self, host: Host[Any, Any]) -> Op[bool]:
        main = host.a.main_frame()
        if not (yield from host.ensure(main)):
            return True  # let act report why
        try:
            return bool((yield from host.a.evaluate(main, _js.INSTANCE, None)) == self.state_inst)
        except Exception:
            return True

    def chain(self, host: Host[Any, Any], action: str, rec: ElementRecord, extra: Dict[str, Any]) -> Op[ActionResult]:  # fmt: skip
        """A new document: the record's locators, in the seed's order (see the module's comment)."""
        snap = yield from _session.snapshot(host, {})  # index the new document
        by_kind = {e["kind"]: e for e in rec.locators}
        for kind in CHAIN:
            e = by_kind.get(kind)
            if e is None:
                continue
            probe = {"action": action, "target": {"locator": {"kind": kind, "value": e["value"]}}, "dryRun": True, "snapshot": False, **extra}  # fmt: skip
            dry = yield from _session.act(host, probe, False)
            found = snap.by_index(dry.target["index"]) if dry.ok and dry.target else None
            if found is None or found.role != rec.role or found.name != rec.name:
                continue
            r = yield from _session.act(host, {"action": action, "target": found.index, **extra}, True)
            r.resolved_by = kind
            r.raw["resolvedBy"] = kind
            return r
        msg = f"element [{rec.bid}] {rec.role or rec.tag} {rec.name!r} is not in the new document (no locator finds one element with its role and name)"  # fmt: skip
        return ActionResult.from_json(failure(action, "STALE_ELEMENT", msg, "call analyze_page() again"))

    def ok(self, action: str, target: Target, **extra: Any) -> Op[bool]:
        r = yield from self.act(action, target, **extra)
        return r.ok

    def type_text(self, target: Target, text: str, clear: bool) -> Op[bool]:
        if not isinstance(text, str):
            raise UsageError("type_text(target, text): text is a str")
        if clear and not (yield from self.ok("clear", target)):
            return False
        return (yield from self.ok("type", target, text=text))

    def value(self, verb: str, target: Target) -> Op[str]:
        r = yield from self.act(verb, target, snapshot=False)
        return (r.value or "") if r.ok else ""

    def select_text(self, target: Target, text: Optional[str]) -> Op[str]:
        extra: Dict[str, Any] = {} if text is None else {"text": text}
        r = yield from self.act("selectText", target, snapshot=False, **extra)
        return (r.value or "") if r.ok else ""

    def is_visible(self, target: Target) -> Op[bool]:
        rec = self.record(target)
        host = yield from self.ensure_host()
        if rec is None:
            self.last_result = ActionResult.from_json(failure("isVisible", "NOT_FOUND", f"no element {target!r} in the last analyze_page()"))  # fmt: skip
            return False
        snap = yield from _session.snapshot(host, {})
        now = snap.by_element_id(rec.element_id)
        return bool(now and now.is_visible)

    def screenshot_element(self, target: Target) -> Op[Optional[bytes]]:
        rec = self.record(target)
        host = yield from self.ensure_host()
        loc = None if rec is None else (yield from _session.locator(host, rec.index))
        if loc is None:
            self.last_result = ActionResult.from_json(failure("screenshot", "NOT_FOUND", f"no element {target!r} to screenshot"))  # fmt: skip
            return None
        try:
            return (yield from call(loc.screenshot, timeout=5000))  # type: ignore[no-any-return]
        except Exception as e:
            self.last_result = ActionResult.from_json(failure("screenshot", "STALE_ELEMENT", str(e).split("\n")[0]))  # fmt: skip
            return None

    def clear_highlights(self) -> Op[None]:
        if self.host is not None and not self.page.is_closed():
            yield from self.host.clear_highlights()


def launch_options(headless: bool, executable_path: Optional[str]) -> Dict[str, Any]:
    if executable_path is None:
        return {"headless": headless}
    return {"headless": headless, "executable_path": executable_path, "args": CHROMIUM_ARGS}


def text_arg(text: Any) -> str:
    if not isinstance(text, str):
        raise UsageError("fill(target, text): text is a str")
    return text


def values_arg(value: Any) -> List[str]:
    vals = [value] if isinstance(value, str) else value
    if not isinstance(vals, list) or not all(isinstance(v, str) for v in vals):
        raise UsageError("select_option(target, value): a value or label (str) or a list of them")
    return vals


class ToolFace:
    """What the sync and async WebAgentTool share: the members that do not wait on the page."""

    def __init__(self, page: Any) -> None:
        self._core = ToolCore(page)
        self._owned: List[Any] = []

    @property
    def page(self) -> Any:
        return self._core.page

    @property
    def last_result(self) -> Optional[ActionResult]:
        return self._core.last_result

    @property
    def current_state(self) -> Optional[PageState]:
        return self._core.state
