"""Every piece of JavaScript this package runs in a page.

The bundle's functions are reached through ONE accessor, `ACCESSOR`: switch it here and every call
follows. Each snippet is the body of a function of one argument `arg` in which `pm` is the
accessor's value; adapters wrap it for their driver. The product calls (act, render, observe,
highlight, dispose, version) are on `pm`; what only a driver needs is on `pm.protocol` (docs/api.md,
"The driver protocol").
"""

from __future__ import annotations

from functools import lru_cache

from . import _assets

ACCESSOR = "globalThis.pagemark"


def function(body: str) -> str:
    """A one-argument function expression (Playwright's evaluate, ElementHandle.evaluate)."""
    return "(arg) => { const pm = " + ACCESSOR + "; " + body + " }"


def script(body: str) -> str:
    """A WebDriver script: the same function applied to `arguments[0]` (promises are awaited)."""
    return "return (" + function(body) + ")(arguments[0]);"


def init_script(source: str, hooks: bool) -> str:
    """What every new document gets: the bundle, then the document-start hooks when asked."""
    if not hooks:
        return source
    return source + "\n;try{" + ACCESSOR + ".protocol.installHooks()}catch(e){}"


PRESENT = "return typeof pm === 'object' && !!pm;"
SNAPSHOT = "return { json: pm.protocol.snapshotJson(arg), inst: pm.protocol.instanceId() };"
FRAME_SLOT = "return typeof pm === 'object' && pm ? pm.protocol.frameSlot(arg) : null;"
RESERVE = "return pm.protocol.reserveIndexes(arg);"
PARSE = "return pm.protocol.parseCommand(arg);"
PARSE_BID = "return pm.protocol.parseBid(arg);"
ACT = "return pm.act(arg);"
RENDER = "return pm.render(arg[0], arg[1], arg[2]);"
OBSERVE = "return pm.observe(Object.assign({}, arg[1], { snapshot: arg[0] }));"
HIGHLIGHT = "pm.highlight(arg[0], arg[1]); return null;"
CLEAR_HIGHLIGHTS = "pm.clearHighlights(); return null;"
DISPOSE = "if (typeof pm === 'object' && pm) pm.dispose(); return null;"
ELEMENT = "return pm.protocol.elementByIndex(arg);"
FILE_INPUT = "const el = pm.protocol.elementByIndex(arg); return el ? pm.protocol.fileInputOf(el) : null;"
# select on a native <select> of this document, in the page (src/node/drivers/pageSelect.ts): the
# select's own result and true; else the dry run and false (the driver's element handle acts).
SELECT_IN_PAGE = (
    "const el = pm.protocol.elementByIndex(arg.target);"
    " if (el && el.localName === 'select' && el.ownerDocument === document)"
    " return pm.act(arg).then((r) => [r, true]);"
    " return pm.act(Object.assign({}, arg, { dryRun: true })).then((r) => [r, false]);"
)
VERSION = "return pm.version;"
INSTANCE = "return pm.protocol.instanceId();"
# The selector of an element that a same-origin child frame holds, when the instance of this frame
# walked it (its record's frame is not ''): drivers act on it from its own frame.
OWN_SELECTOR = (
    "const s = pm.protocol.lastSnapshot(); if (!s) return null;"
    " const r = s.elements.find((x) => x.index === arg); const a = s.options.markAttribute;"
    " return r && r.frame !== '' && a ? '[' + a + '=\"' + r.elementId + '\"]' : null;"
)


@lru_cache(maxsize=1)
def stitch() -> str:
    """Stitch `arg[1]` (the child frames' fills) into `arg[0]` (the hosting frame's snapshot).

    The frame stitcher is not in the page bundle (every frame carries that one): it is a script of its
    own (`pagemark.stitch.js`, built from the same TypeScript as the Node hosts' stitcher) run as part
    of this function's body, so its `var pagemarkStitch` stays local to the call. It captures the
    page's built-ins as it starts, as the bundle does when it arrives after the page's scripts.
    """
    source = _assets.text("pagemark.stitch.js")
    return source + "\n;return pagemarkStitch.stitchSnapshots(arg[0], arg[1]);"
