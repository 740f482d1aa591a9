"""BrowserGym's observation and action strings over a pagemark attachment.

`observation(pm)` returns the keys of BrowserGym's observation (seed 000) that a page can give:
`axtree_txt`, `pruned_html`, `extra_element_properties`, `focused_element_bid`, `url`,
`open_pages_urls`, `active_page_index` (a session's tabs, `open_session`), `last_action`, `last_action_error`, `elapsed_time`, and
`screenshot` when asked. The text and properties are the bundle's (`observe(shapes=["browsergym"])`);
with numpy installed, `active_page_index`, `elapsed_time` and `screenshot` are numpy arrays as in
BrowserGym (the screenshot decoded with Pillow when it is installed, PNG bytes otherwise).
`execute(pm, "click('a12')")` runs one BrowserGym action string. For `pagemark.async_api`
attachments both return awaitables.
"""

from __future__ import annotations

import inspect
import io
import weakref
from typing import Any, Dict, List, Optional, Tuple

from ._types import ActionResult, UsageError

_last: "weakref.WeakKeyDictionary[Any, Dict[str, str]]" = weakref.WeakKeyDictionary()

__all__ = ["observation", "execute"]


def _page(pm: Any) -> Any:
    page = getattr(pm, "page", None)
    return page() if callable(page) else page  # a session's page(): the active tab's


def _pages(pm: Any, url: str) -> Tuple[List[str], int]:
    tabs = getattr(pm, "_tab_urls", None)
    if tabs is not None:  # a session: its tabs, in order, and the active one
        urls, index = tabs()
        return urls or [url], index
    page = _page(pm)
    try:
        pages = list(page.context.pages) if page is not None else []
        return [p.url for p in pages] or [url], pages.index(page) if page in pages else 0
    except Exception:
        return [url], 0


def _numpy() -> Any:
    try:
        import numpy

        return numpy
    except ImportError:
        return None


def _image(png: bytes) -> Any:
    np = _numpy()
    if np is None:
        return png
    try:
        from PIL import Image
    except ImportError:
        return png
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.uint8)


def _finish(pm: Any, shaped: Dict[str, Any], png: Optional[bytes]) -> Dict[str, Any]:
    obs = dict(shaped)
    obs["open_pages_urls"], index = _pages(pm, obs["url"])
    mine = _last.get(pm)
    if mine is not None:
        obs["last_action"], obs["last_action_error"] = mine["action"], mine["error"]
    np = _numpy()
    if np is not None:
        obs["active_page_index"] = np.asarray([index])
        obs["elapsed_time"] = np.asarray([obs["elapsed_time"]], dtype=float)
    else:
        obs["active_page_index"] = index
    if png is not None:
        obs["screenshot"] = _image(png)
    return obs


def observation(pm: Any, screenshot: bool = False) -> Any:
    """BrowserGym's observation dict for the attachment's page (an awaitable for async_api)."""
    if not hasattr(pm, "observe"):
        raise UsageError("observation(pm): pm is what pagemark's attach() returned")
    if inspect.iscoroutinefunction(pm.observe):
        return _observation_async(pm, screenshot)
    shaped = _shapes(pm)["browsergym"]
    return _finish(pm, shaped, _screenshot(pm) if screenshot else None)


async def _observation_async(pm: Any, screenshot: bool) -> Dict[str, Any]:
    shaped = (await _shapes(pm))["browsergym"]
    return _finish(pm, shaped, (await _page(pm).screenshot()) if screenshot else None)


def _shapes(pm: Any) -> Any:
    # A session observes its active tab (BrowserSession._observe_shapes); an attachment its page.
    own = getattr(pm, "_observe_shapes", None)
    return own(["browsergym"]) if own is not None else pm.observe(shapes=["browsergym"])


def _screenshot(pm: Any) -> bytes:
    page = _page(pm)
    if page is not None:
        return bytes(page.screenshot())
    return bytes(pm.driver.get_screenshot_as_png())


def _record(pm: Any, action: str, r: ActionResult) -> ActionResult:
    _last[pm] = {"action": action, "error": "" if r.ok or r.error is None else r.error.message}
    return r


def execute(pm: Any, action: str, trusted: bool = True) -> Any:
    """Run one BrowserGym action string (`click('a12')`, `fill('a5', 'x')`, ...) -> ActionResult."""
    if not isinstance(action, str):
        raise UsageError("execute(pm, action): action is a BrowserGym action string like \"click('a12')\"")
    if inspect.iscoroutinefunction(pm.act):

        async def run() -> ActionResult:
            return _record(pm, action, await pm.act(action, trusted=trusted))

        return run()
    return _record(pm, action, pm.act(action, trusted=trusted))
