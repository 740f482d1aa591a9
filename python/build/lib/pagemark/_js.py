"""Every piece of JavaScript this package runs in a page.

The bundle's functions are reached through ONE accessor, `ACCESSOR`: switch it here (for example to
`globalThis.pagemark.protocol`) and every call follows. Each snippet is the body of a function of
one argument `arg` in which `pm` is the accessor's value; adapters wrap it for their driver.
"""

from __future__ import annotations

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
    return source + "\n;try{" + ACCESSOR + ".installHooks()}catch(e){}"


PRESENT = "return typeof pm === 'object' && !!pm;"
SNAPSHOT = "return { json: pm.snapshotJson(arg), inst: pm.instanceId() };"
FRAME_SLOT = "return typeof pm === 'object' && pm ? pm.frameSlot(arg) : null;"
RESERVE = "return pm.reserveIndexes(arg);"
STITCH = "return pm.stitchSnapshots(arg[0], arg[1]);"
PARSE = "return pm.parseCommand(arg);"
PARSE_BID = "return pm.parseBid(arg);"
ACT = "return pm.act(arg);"
RENDER = "return pm.render(arg[0], arg[1], arg[2]);"
OBSERVE = "return pm.observe(Object.assign({}, arg[1], { snapshot: arg[0] }));"
HIGHLIGHT = "pm.highlight(arg[0], arg[1]); return null;"
CLEAR_HIGHLIGHTS = "pm.clearHighlights(); return null;"
DISPOSE = "if (typeof pm === 'object' && pm) pm.dispose(); return null;"
ELEMENT = "return pm.elementByIndex(arg);"
FILE_INPUT = "const el = pm.elementByIndex(arg); return el ? pm.fileInputOf(el) : null;"
VERSION = "return pm.version;"
INSTANCE = "return pm.instanceId();"
# The selector of an element that a same-origin child frame holds, when the instance of this frame
# walked it (its record's frame is not ''): drivers act on it from its own frame.
OWN_SELECTOR = (
    "const s = pm.lastSnapshot(); if (!s) return null;"
    " const r = s.elements.find((x) => x.index === arg); const a = s.options.markAttribute;"
    " return r && r.frame !== '' && a ? '[' + a + '=\"' + r.elementId + '\"]' : null;"
)
