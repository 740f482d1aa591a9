"""pagemark for Selenium: `from pagemark.selenium import attach`; `pm = attach(driver)`.

WebDriver evaluates in one frame at a time, so a frame here is the path of <iframe> elements from
the top document; the bundle goes into each frame, cross-origin frames are snapshotted in their own
frame and stitched by the bundle, and trusted input is WebDriver's own (click, send_keys, actions).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _js, _session
from ._driver import Op, T, run_sync
from ._host import Host
from ._types import ActionResult, Snapshot, UsageError, camel_options

__all__ = ["attach", "SeleniumPagemark"]

Frame = Tuple[Any, ...]
_KEYS = {"arrowup": "ARROW_UP", "arrowdown": "ARROW_DOWN", "arrowleft": "ARROW_LEFT", "arrowright": "ARROW_RIGHT",
         "pageup": "PAGE_UP", "pagedown": "PAGE_DOWN", "ctrl": "CONTROL", "command": "META", "esc": "ESCAPE",
         " ": "SPACE"}  # fmt: skip


class SeleniumAdapter:
    def __init__(self, driver: Any) -> None:
        self.driver = driver

    def _switch(self, f: Frame) -> None:
        self.driver.switch_to.default_content()
        for el in f:
            self.driver.switch_to.frame(el)

    def main_frame(self) -> Frame:
        return ()

    def is_closed(self) -> bool:
        try:
            self.driver.current_window_handle
            return False
        except Exception:
            return True

    def child_frames(self, f: Frame) -> Op[List[Frame]]:
        from selenium.webdriver.common.by import By

        self._switch(f)
        return [f + (el,) for el in self.driver.find_elements(By.CSS_SELECTOR, "iframe, frame")]
        yield

    def evaluate(self, f: Frame, body: str, arg: Any) -> Op[Any]:
        self._switch(f)
        return self.driver.execute_script(_js.script(body), arg)
        yield

    def evaluate_source(self, f: Frame, source: str) -> Op[None]:
        self._switch(f)
        self.driver.execute_script(source + "\n;return true;")
        return None
        yield

    def eval_on_frame_element(self, child: Frame, body: str) -> Op[Any]:
        try:
            return (yield from self.evaluate(child[:-1], body, child[-1]))
        except Exception:
            return None

    def element_handle(self, f: Frame, index: int) -> Op[Any]:
        return (yield from self.evaluate(f, _js.ELEMENT, index))

    def owner_frame(self, f: Frame, h: Any) -> Op[Optional[Frame]]:
        return None
        yield

    def query_selector(self, f: Frame, selector: str) -> Op[Any]:
        from selenium.webdriver.common.by import By

        self._switch(f)
        found = self.driver.find_elements(By.CSS_SELECTOR, selector)
        return found[0] if found else None
        yield

    def add_init_script(self, source: str) -> Op[None]:
        # Chromium only (CDP); elsewhere pagemark is injected on demand before each call.
        try:
            self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})
        except Exception:
            pass
        return None
        yield

    def perform(self, f: Frame, h: Any, cmd: Dict[str, Any], point: Optional[Dict[str, float]]) -> Op[None]:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        from selenium.webdriver.support.select import Select

        self._switch(f)
        a = cmd["action"]
        chain = ActionChains(self.driver)
        mods = [_key(Keys, m) for m in cmd.get("modifiers") or []]
        for m in mods:
            chain.key_down(m)
        if a == "click" and not mods and not point:
            h.click()
        elif a in ("click", "dblclick", "rightclick", "hover"):
            if point:
                size = h.size
                chain.move_to_element_with_offset(h, int(point["x"] - size["width"] / 2), int(point["y"] - size["height"] / 2))  # fmt: skip
            else:
                chain.move_to_element(h)
            if a == "click":
                chain.click()
            elif a == "dblclick":
                chain.double_click()
            elif a == "rightclick":
                chain.context_click()
            for m in reversed(mods):
                chain.key_up(m)
            chain.perform()
        elif a == "focus":
            self.driver.execute_script("arguments[0].focus();", h)
        elif a in ("fill", "clear"):
            h.clear()
            if a == "fill" and cmd.get("text"):
                h.send_keys(cmd["text"])
        elif a == "type":
            h.send_keys(cmd.get("text") or "")
        elif a == "press":
            parts = (cmd.get("key") or "Enter").split("+")
            keys = [_key(Keys, p) for p in parts]
            for k in keys[:-1]:
                chain.key_down(k, h)
            chain.send_keys_to_element(h, keys[-1])
            for k in reversed(keys[:-1]):
                chain.key_up(k)
            chain.perform()
        elif a == "select":
            sel = Select(h)
            for v in cmd.get("values") or []:
                if isinstance(v, int):
                    sel.select_by_index(v)
                else:
                    try:
                        sel.select_by_value(v)
                    except Exception:
                        sel.select_by_visible_text(v)
        elif a in ("check", "uncheck"):
            if h.is_selected() != (a == "check"):
                h.click()
        elif a == "upload":
            files = cmd.get("files") or []
            if not all(isinstance(x, str) for x in files):
                raise RuntimeError("WebDriver uploads paths only: act without trusted=True for file contents")
            inp = self.driver.execute_script(_js.script("return pm.protocol.fileInputOf(arg);"), h)
            inp.send_keys("\n".join(files))
        else:
            raise RuntimeError(f'trusted input has no "{a}"')
        return None
        yield


def _key(keys: Any, name: str) -> str:
    if len(name) == 1:
        return name
    n = name.lower()
    return str(getattr(keys, _KEYS.get(n, n.upper()), name))


class SeleniumPagemark:
    """pagemark attached to a Selenium WebDriver (its current window, every frame)."""

    def __init__(self, driver: Any, host: Host[Any, Any]) -> None:
        self.driver = driver
        self._host = host

    def _run(self, gen: Op[T]) -> T:
        """Run, then leave WebDriver in the top document, where the caller had it."""
        try:
            return run_sync(gen)
        finally:
            try:
                self.driver.switch_to.default_content()
            except Exception:
                pass

    @property
    def last_snapshot(self) -> Optional[Snapshot]:
        return Snapshot.from_json(self._host.last) if self._host.last else None

    def snapshot(self, **options: Any) -> Snapshot:
        return self._run(_session.snapshot(self._host, options))

    def render(self, snapshot: Optional[Snapshot] = None, format: str = "text", **options: Any) -> str:
        snap = snapshot if snapshot is not None else self.last_snapshot
        if snap is None:
            raise UsageError("render(): take a snapshot first (pm.snapshot())")
        return self._run(_session.render(self._host, snap, format, options))

    def act(self, command: Union[Dict[str, Any], str], trusted: bool = True) -> ActionResult:
        return self._run(_session.act(self._host, command, trusted))

    def upload(self, target: Union[int, str], files: List[str]) -> ActionResult:
        """Upload files from disk: pagemark checks the target, WebDriver sends the paths."""
        return self._run(_session.upload(self._host, target, files))

    def element(self, target: Union[int, str]) -> Any:
        """The WebElement of an element (switches WebDriver into the element's frame), or None."""
        return run_sync(self._element(target))

    def _element(self, target: Any) -> Op[Any]:
        loc = yield from self._host.locate(target)
        if loc is None:
            return None
        frame, h = yield from self._host.own_handle(loc[0], loc[1])
        self.driver.switch_to.default_content()
        for el in frame:
            self.driver.switch_to.frame(el)
        return h

    def highlight(self, **options: Any) -> None:
        self._run(self._host.highlight(camel_options("highlight", options)))

    def clear_highlights(self) -> None:
        self._run(self._host.clear_highlights())

    def observe(self, shapes: Optional[Sequence[str]] = None) -> Dict[str, Any]:
        return self._run(_session.observe(self._host, shapes))

    def dispose(self) -> None:
        self._run(self._host.dispose())


def attach(driver: Any, hooks: bool = True) -> SeleniumPagemark:
    """Inject pagemark into every frame of the driver's current page (and, in Chromium, later documents)."""
    if not hasattr(driver, "execute_script") or not hasattr(driver, "switch_to"):
        raise UsageError(f"pagemark.selenium.attach(driver): driver is a Selenium WebDriver, got {type(driver).__name__}")  # fmt: skip
    if not isinstance(hooks, bool):
        raise UsageError("attach(driver, hooks=...): hooks is True or False")
    host: Host[Any, Any] = Host(SeleniumAdapter(driver), _session.bundle_source())
    run_sync(host.inject_all(hooks))
    return SeleniumPagemark(driver, host)
