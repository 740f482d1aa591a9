"""The Playwright adapter (sync and async alike: every driver call goes through `call`)."""

from __future__ import annotations

import base64
import json
from typing import Any, Dict, List, Optional

from . import _js
from ._driver import Op, call


# The same synonyms as src/core/commands/modifiers.ts (matched case-insensitively).
_MODIFIERS = {
    "control": "Control",
    "ctrl": "Control",
    "controlormeta": "ControlOrMeta",
    "shift": "Shift",
    "alt": "Alt",
    "meta": "Meta",
    "cmd": "Meta",
    "command": "Meta",
}


def _modifiers(cmd: Dict[str, Any]) -> List[str]:
    return [_MODIFIERS[m.lower()] for m in cmd.get("modifiers") or [] if m.lower() in _MODIFIERS]


class PlaywrightAdapter:
    # Every input call of `perform` goes through `self.call`: a session's adapter races it against a
    # dialog the input opens (python/src/pagemark/_session_adapter.py).
    call = staticmethod(call)

    def __init__(self, page: Any) -> None:
        self.page = page

    def main_frame(self) -> Any:
        return self.page.main_frame

    def is_closed(self) -> bool:
        return bool(self.page.is_closed())

    def child_frames(self, f: Any) -> Op[List[Any]]:
        return list(f.child_frames)
        yield  # a generator like the others

    def evaluate(self, f: Any, body: str, arg: Any) -> Op[Any]:
        return (yield from call(f.evaluate, _js.function(body), arg))

    def evaluate_source(self, f: Any, source: str) -> Op[None]:
        yield from call(f.evaluate, source)

    def eval_on_frame_element(self, child: Any, body: str) -> Op[Any]:
        try:
            el = yield from call(child.frame_element)
        except Exception:
            return None
        try:
            return (yield from call(el.evaluate, _js.function(body)))
        except Exception:
            return None
        finally:
            try:
                yield from call(el.dispose)
            except Exception:
                pass

    def element_handle(self, f: Any, index: int) -> Op[Any]:
        jh = yield from call(f.evaluate_handle, _js.function(_js.ELEMENT), index)
        el = jh.as_element()
        if el is None:
            yield from call(jh.dispose)
        return el

    def owner_frame(self, f: Any, h: Any) -> Op[Any]:
        return (yield from call(h.owner_frame))

    def query_selector(self, f: Any, selector: str) -> Op[Any]:
        return (yield from call(f.query_selector, selector))

    def add_init_script(self, source: str) -> Op[None]:
        yield from call(self.page.add_init_script, script=source)

    def perform(self, f: Any, h: Any, cmd: Dict[str, Any], point: Optional[Dict[str, float]]) -> Op[None]:
        """Trusted input through Playwright, the same verbs as the in-page action API."""
        pos = point if point and point.get("x", -1) >= 0 and point.get("y", -1) >= 0 else None
        at = {"position": {"x": pos["x"], "y": pos["y"]}} if pos else {}
        mods = _modifiers(cmd)
        a = cmd["action"]
        if a in ("click", "rightclick"):
            button = "right" if a == "rightclick" else cmd.get("button") or "left"
            yield from self.call(h.click, force=True, button=button, modifiers=mods, **at)
        elif a == "dblclick":
            yield from self.call(h.dblclick, force=True, modifiers=mods, **at)
        elif a == "hover":
            yield from self.call(h.hover, force=True, modifiers=mods, **at)
        elif a == "focus":
            yield from self.call(h.focus)
        elif a in ("fill", "clear"):
            yield from self.call(h.fill, (cmd.get("text") or "") if a == "fill" else "", force=True)
        elif a == "type":
            yield from self.call(h.focus)
            yield from self.call(h.type, cmd.get("text") or "")
        elif a == "press":
            yield from self.call(h.press, cmd.get("key") or "Enter")
        elif a == "select":
            vals = cmd.get("values") or []
            if all(isinstance(v, str) for v in vals):
                yield from self.call(h.select_option, vals, force=True)
            else:
                yield from self.call(h.select_option, index=[v for v in vals if isinstance(v, int)], label=[v for v in vals if isinstance(v, str)] or None, force=True)  # fmt: skip
        elif a in ("check", "uncheck"):
            yield from self.call(h.check if a == "check" else h.uncheck, force=True, **at)
        elif a == "upload":
            jh = yield from self.call(h.evaluate_handle, _js.function("return pm.protocol.fileInputOf(arg);"))
            inp = jh.as_element()
            if inp is None:
                raise RuntimeError("no file input")
            files = cmd.get("files") or []
            if all(isinstance(x, str) for x in files):
                yield from self.call(inp.set_input_files, files)
            else:
                yield from self.call(inp.set_input_files, [_payload(x) for x in files])
        else:
            raise RuntimeError(f'trusted input has no "{a}"')


def _payload(f: Dict[str, Any]) -> Dict[str, Any]:
    data = base64.b64decode(f["base64"]) if f.get("base64") is not None else (f.get("text") or "").encode()
    return {"name": f.get("name", "file"), "mimeType": f.get("mimeType") or "", "buffer": data}


def locator_for(frame: Any, entry: Dict[str, Any]) -> Any:
    """A Playwright Locator for one locator entry of a record, in the element's frame."""
    kind, value = entry["kind"], entry["value"]
    if kind == "role":
        v = json.loads(value)
        return frame.get_by_role(v["role"], name=v["name"], exact=True) if v.get("name") else frame.get_by_role(v["role"])  # fmt: skip
    if kind == "text":
        return frame.get_by_text(value, exact=True)
    if kind == "xpath":
        return frame.locator("xpath=" + value)
    return frame.locator(value)
