"""browser-use 0.13's host verbs in the Python session, as the Node session runs them
(src/node/session/hostVerbs.ts): the file tools over the agent file system (_agent_files.py),
`evaluate` (only with `allow_eval`), `screenshot` and `save_as_pdf`. The messages in `value` are
browser-use's; its error strings are typed failures. The JavaScript fixes and save_as_pdf's paper and
templates are the Node session's (dist/pagemark.session.json).
"""

from __future__ import annotations

import json
import os
import re
from typing import Any, Dict, Optional, Union

from ._agent_files import read_file, replace_file, sanitize, write_file
from ._browser_session import SessionCore, Tab
from ._driver import Op, call
from ._host import DialogBlocked
from ._session_data import js_fixes, session_data
from ._types import failure, ok
from ._file_roots import free_path, write_output

FILE_VERBS = {"writeFile", "readFile", "replaceFile"}
TAB_VERBS = {"evaluate", "screenshot", "pdf"}


def _result(action: str, out: Dict[str, Any]) -> Dict[str, Any]:
    if "code" in out:
        return failure(action, out["code"], out["message"])
    r = ok(action)
    r["value"] = out["message"]
    if out.get("path"):
        r["file"] = out["path"]
    return r


def file_verb(core: SessionCore, cmd: Dict[str, Any]) -> Op[Dict[str, Any]]:
    a, files = cmd["action"], core.files
    if a == "writeFile":
        return _result(a, (yield from write_file(files, cmd["file"], cmd["content"], cmd.get("append") is True)))
    if a == "readFile":
        return _result(a, read_file(files, cmd["file"]))
    return _result(a, (yield from replace_file(files, cmd["file"], cmd["oldText"], cmd["newText"])))


def fix_javascript(code: str) -> str:
    """service.py Tools._validate_and_fix_javascript: browser-use rewrites the model's code first
    (the rewrites are the Node session's, from dist/pagemark.session.json)."""
    for pattern, replacement in js_fixes():
        code = pattern.sub(replacement, code)
    return code


def evaluate_text(value: Any) -> str:
    """service.py evaluate: str(value), json.dumps for dict and list, at most 20,000 characters.
    Playwright-Python returns None for undefined too, so both read 'None' here."""
    text = json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else str(value)
    return text[:19950] + "\n... [Truncated after 20000 characters]" if len(text) > 20000 else text


def _free_name(folder: str, name: str) -> str:
    """save_as_pdf: `name (1).pdf`, `name (2).pdf`, ... when the name is taken."""
    return os.path.basename(free_path(folder, name))


def _save(folder: str, name: str, data: bytes) -> Union[str, Dict[str, str]]:
    return write_output(folder, name, data)


def tab_verb(core: SessionCore, tab: Tab, cmd: Dict[str, Any]) -> Op[Dict[str, Any]]:
    a = cmd["action"]
    folder = core.files.dir
    if a == "evaluate":
        if not core.allow_eval:
            return failure(a, "NOT_ALLOWED", "evaluate runs the model's JavaScript in the page: this session was not opened with allow_eval=True",  # fmt: skip
                           "open the session with open_session(context, allow_eval=True) (Node: openSession(context, {allowEval: true})) when you trust the code, or use the page actions")  # fmt: skip
        try:
            value = yield from call(core.race, tab, tab.page.evaluate, (fix_javascript(cmd["code"]),), {}, None)
        except DialogBlocked:
            return ok(a)  # the code opened a dialog: it is in the browser effects, pending
        except Exception as e:
            first = str(e).split("\n")[0].replace("Page.evaluate: ", "")
            return failure(a, "SCRIPT_ERROR", f"JavaScript execution error: {first}")
        r = ok(a)
        r["value"] = evaluate_text(value)
        return r
    if a == "screenshot":
        # Without file_name browser-use shows it in the next observation, which a host does not own:
        # it is saved as screenshot.png (screenshot (1).png, ... when taken).
        name = cmd.get("file") or "screenshot.png"
        name = sanitize(name if name.lower().endswith(".png") else name + ".png")
        if not cmd.get("file"):
            name = _free_name(folder, name)
        png = yield from call(tab.page.screenshot, type="png", full_page=False)
        saved = _save(folder, name, png)
        if isinstance(saved, dict):
            return failure(a, saved["code"], saved["message"], saved.get("hint"))
        r = ok(a)
        r["file"] = saved
        r["value"] = f"Screenshot saved to {name}"
        return r
    browser = getattr(core.context, "browser", None)
    engine = browser.browser_type.name if browser is not None else None
    if engine is not None and engine != "chromium":
        return failure(a, "NOT_SUPPORTED", f"save_as_pdf prints with Chromium's Page.printToPDF: {engine} cannot print a page to PDF here", "open the session in Chromium, or take a screenshot")  # fmt: skip
    paper = session_data()["paperInches"]
    w, h = paper.get(str(cmd.get("paperFormat") or "Letter").lower(), paper["letter"])
    opts: Dict[str, Any] = {"print_background": cmd.get("printBackground") is not False, "landscape": cmd.get("landscape") is True,  # fmt: skip
                            "scale": cmd.get("scale", 1), "width": f"{w}in", "height": f"{h}in", "prefer_css_page_size": True}  # fmt: skip
    if cmd.get("displayHeaderFooter") is not False:  # service.py: margins leave room for them
        opts.update(display_header_footer=True, header_template=cmd.get("headerTemplate") or session_data()["pdfHeader"],
                    footer_template=cmd.get("footerTemplate") or session_data()["pdfFooter"],
                    margin={"top": "0.5in", "bottom": "0.5in", "left": "0.4in", "right": "0.4in"})  # fmt: skip
    try:
        data = yield from call(tab.page.pdf, **opts)
    except Exception as e:
        return failure(a, "NOT_SUPPORTED", f"the browser did not print the page to PDF: {str(e).splitlines()[0]}")
    name: Optional[str] = cmd.get("file")
    if not name:
        try:
            title = yield from call(core.race, tab, tab.page.title, (), {}, 2.0)
        except Exception:
            title = ""
        name = re.sub(r"[^\w\s-]", "", title or "").strip()[:50] or "page"
    name = name if name.lower().endswith(".pdf") else name + ".pdf"
    name = _free_name(folder, sanitize(name))
    saved = _save(folder, name, data)
    if isinstance(saved, dict):
        return failure(a, saved["code"], saved["message"], saved.get("hint"))
    r = ok(a)
    r["file"] = saved
    r["value"] = f"Saved page as PDF: {name} ({len(data):,} bytes)"
    return r
