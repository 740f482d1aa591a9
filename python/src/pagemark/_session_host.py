"""browser-use 0.13's host verbs in the Python session, as the Node session runs them
(src/node/session/hostVerbs.ts, agentFiles.ts): the agent file system of
browser_use/filesystem/file_system.py (write_file, read_file, replace_file of browser_use/tools/
service.py) rooted in the session's output folder, `evaluate` (only with `allow_eval`), `screenshot`
and `save_as_pdf`. The messages in `value` are browser-use's; its error strings are typed failures.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
from typing import Any, Dict, List, Optional, Tuple, Union

from ._browser_session import SessionCore, Tab, ok
from ._driver import Op, call
from ._host import DialogBlocked
from ._file_roots import free_path, write_output
from ._session_docs import docx_bytes, docx_text, pdf_html, print_pdf
from ._types import failure

FILE_VERBS = {"writeFile", "readFile", "replaceFile"}
TAB_VERBS = {"evaluate", "screenshot", "pdf"}

# FileSystem._file_types, in browser-use's order (its messages list them so).
EXTENSIONS = ["md", "txt", "json", "jsonl", "csv", "pdf", "docx", "html", "xml"]
_BINARY = set("png jpg jpeg gif bmp svg webp ico mp3 mp4 wav avi mov zip tar gz rar exe bin dll so".split())
_TEXT_EXTERNAL = {"md", "txt", "json", "jsonl", "csv", "html", "xml"}
_DOTTED = ", ".join("." + e for e in EXTENSIONS)
_VALID = re.compile(r"^[a-zA-Z0-9_\-\.\(\) \u4e00-\u9fff]+\.(" + "|".join(EXTENSIONS) + r")$")


class AgentFiles:
    """FileSystem's state: the files written (plus the empty todo.md browser-use creates), and the
    paths outside the folder `read_file` may read (browser-use's available_file_paths)."""

    def __init__(self, folder: str, external: List[str], core: Optional[SessionCore] = None) -> None:
        self.dir = folder
        self.files: Dict[str, str] = {"todo.md": ""}
        self.external = list(external)
        self.core = core  # whose browser prints a .pdf; without one writing a .pdf is NOT_SUPPORTED


def _valid(name: str) -> bool:
    base = os.path.basename(name)
    return bool(_VALID.match(base)) and len(base.rsplit(".", 1)[0].strip()) > 0


def sanitize(name: str) -> str:
    """FileSystem.sanitize_filename."""
    base = os.path.basename(name)
    if "." not in base:
        return base
    stem, ext = base.rsplit(".", 1)
    stem = re.sub(r"[^a-zA-Z0-9_\-\.\(\)\u4e00-\u9fff]", "", stem.replace(" ", "-"))
    stem = re.sub(r"-{2,}", "-", stem).strip("-.") or "file"
    return f"{stem}.{ext.lower()}"


def _resolve(name: str) -> Tuple[str, bool]:
    """FileSystem._resolve_filename: the base name (no traversal), sanitised when that makes it valid."""
    base = os.path.basename(name)
    changed = base != name
    if _valid(base):
        return base, changed
    s = sanitize(base)
    if s != base and _valid(s):
        return s, True
    return base, changed


def _name_error(name: str) -> Dict[str, Any]:
    """_build_filename_error_message."""
    base = os.path.basename(name)
    ext = base.rsplit(".", 1)[1].lower() if "." in base else ""
    if "." not in base:
        msg = f"Error: Filename '{base}' has no extension. Please add a supported extension: {_DOTTED}."
    elif ext in _BINARY:
        msg = (f"Error: Cannot write binary/image file '{base}'. The write_file tool only supports text-based files. "
               f"Supported extensions: {_DOTTED}. For screenshots, the browser automatically captures them - do not try to save screenshots as files.")  # fmt: skip
    elif ext not in EXTENSIONS:
        msg = f"Error: Unsupported file extension '.{ext}' in '{base}'. Supported extensions: {_DOTTED}. Please rename the file to use a supported extension."  # fmt: skip
    else:
        msg = f"Error: Invalid filename '{base}'. Filenames must contain only letters, numbers, underscores, hyphens, dots, parentheses, and spaces. Supported extensions: {_DOTTED}."  # fmt: skip
    return {"code": "INVALID_COMMAND", "message": msg}


def normalize_csv(raw: str) -> str:
    """CsvFile._normalize_csv: parsed by csv.reader, written by csv.writer (blank rows dropped)."""
    stripped = raw.strip("\n\r")
    if not stripped:
        return raw
    if "\n" not in stripped and "\\n" in stripped:  # double-escaped model output
        stripped = stripped.replace('\\"', '"').replace("\\n", "\n")
    rows = [r for r in csv.reader(io.StringIO(stripped)) if r]
    if not rows:
        return raw
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue().rstrip("\n")


def _not_found(name: str, given: str, changed: bool) -> Dict[str, Any]:
    msg = f"File '{name}' not found. (Filename was auto-corrected from '{given}')" if changed else f"File '{given}' not found."  # fmt: skip
    return {"code": "NOT_FOUND", "message": msg}


def _sync(a: AgentFiles, name: str, content: str) -> Op[Any]:
    """BaseFile.sync_to_disk: UTF-8 in the folder; DocxFile and PdfFile convert the text
    (_session_docs.py), the PDF printed by the session's browser."""
    ext = name.rsplit(".", 1)[1]
    data: Union[str, bytes] = content
    if ext == "docx":
        data = docx_bytes(content)
    elif ext == "pdf":
        printed = "a .pdf is printed by the browser: this file system has no session browser"
        if a.core is not None:
            printed = yield from print_pdf(a.core, pdf_html(content))
        if isinstance(printed, str):
            return {"code": "NOT_SUPPORTED", "message": f"Error: Could not write to file '{name}'. {printed}"}
        data = printed
    path = write_output(a.dir, name, data)  # inside the folder, never through a link (_file_roots.py)
    if isinstance(path, dict):
        return {"code": path["code"], "message": f"Error: Could not write to file '{name}'. {path['message']}"}
    return path


def _note(given: str, changed: bool) -> str:
    return f" (auto-corrected from '{given}')" if changed else ""


def write_file(a: AgentFiles, given: str, content: str, append: bool) -> Op[Dict[str, Any]]:
    """FileSystem.write_file, or append_file (only to a file already written)."""
    name, changed = _resolve(given)
    if not _valid(name):
        return _name_error(given)
    old = a.files.get(name)
    if append and old is None:
        return _not_found(name, given, changed)
    is_csv = name.endswith(".csv")
    if not append:
        new = normalize_csv(content) if is_csv else content
    elif not is_csv:
        new = old + content  # type: ignore[operator]
    else:  # CsvFile.append_file_content
        fresh = normalize_csv(content)
        head = old + "\n" if old and not old.endswith("\n") else old
        new = old if not fresh.strip("\n\r") else normalize_csv(head + fresh)  # type: ignore[operator]
    path = yield from _sync(a, name, new)  # type: ignore[arg-type]
    if isinstance(path, dict):
        return path
    a.files[name] = new  # type: ignore[assignment]
    verb = "appended to" if append else "written to"
    return {"message": f"Data {verb} file {name} successfully.{_note(given, changed)}", "path": path}


def replace_file(a: AgentFiles, given: str, old_str: str, new_str: str) -> Op[Dict[str, Any]]:
    """FileSystem.replace_file_str: every occurrence (str.replace)."""
    name, changed = _resolve(given)
    if not _valid(name):
        return _name_error(given)
    if not old_str:
        return {"code": "INVALID_COMMAND", "message": "Error: Cannot replace empty string. Please provide a non-empty string to replace."}  # fmt: skip
    old = a.files.get(name)
    if old is None:
        return _not_found(name, given, changed)
    if old_str not in old:
        return {"code": "NOT_FOUND", "message": f"Error: Could not find the specified text in file {name}."}
    new = old.replace(old_str, new_str)
    new = normalize_csv(new) if name.endswith(".csv") else new
    path = yield from _sync(a, name, new)
    if isinstance(path, dict):
        return path
    a.files[name] = new
    msg = f'Successfully replaced all occurrences of "{old_str}" with "{new_str}" in file {name}{_note(given, changed)}'
    return {"message": msg, "path": path}


def read_file(a: AgentFiles, given: str) -> Dict[str, Any]:
    """service.py read_file -> FileSystem.read_file_structured: an available path, else a written file."""
    if given in a.external:
        if "." not in given:
            return {"code": "INVALID_COMMAND", "message": f"Error: Invalid filename format {given}. Must be alphanumeric with a supported extension."}  # fmt: skip
        ext = given.rsplit(".", 1)[1].lower()
        if ext == "pdf":
            # browser-use extracts the text with pypdf; a PDF's text is glyph ids in compressed content
            # streams, mapped to characters by each font's ToUnicode CMap: a parser pagemark does not ship.
            return {"code": "NOT_SUPPORTED", "message": f"Error: Cannot read file {given}: browser-use extracts a PDF's text with pypdf, and pagemark ships no PDF parser."}  # fmt: skip
        if ext != "docx" and ext not in _TEXT_EXTERNAL:
            return {"code": "NOT_SUPPORTED", "message": f"Error: Cannot read file {given} as {ext} extension is not supported."}  # fmt: skip
        try:
            if ext == "docx":
                content = docx_text(given)
            else:
                with open(given, encoding="utf-8") as f:
                    content = f.read()
            return {"message": f"Read from file {given}.\n<content>\n{content}\n</content>"}
        except FileNotFoundError:
            return {"code": "NOT_FOUND", "message": f"Error: File '{given}' not found."}
        except Exception as e:  # an unreadable file, or a .docx that is not a Word document
            return {"code": "INTERNAL", "message": f"Error: Could not read file '{given}'. {e}"}
    name, changed = _resolve(given)
    if not _valid(name):
        return _name_error(given)
    if name not in a.files:
        return _not_found(name, given, changed)
    head = f"Note: filename was auto-corrected from '{given}' to '{name}'. " if changed else ""
    return {"message": f"{head}Read from file {name}.\n<content>\n{a.files[name]}\n</content>"}


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
    """service.py Tools._validate_and_fix_javascript: browser-use rewrites the model's code first."""
    code = re.sub(r'\\"', '"', code)
    code = re.sub(r"\\\\([dDsSwWbBnrtfv])", r"\\\1", code)
    code = re.sub(r"\\\\([.*+?^${}()|[\]])", r"\\\1", code)
    code = re.sub(r'document\.evaluate\s*\(\s*"([^"]*)"\s*,', lambda m: f"document.evaluate(`{m.group(1)}`,", code)
    code = re.sub(r'(querySelector(?:All)?)\s*\(\s*"([^"]*)"\s*\)', lambda m: f"{m.group(1)}(`{m.group(2)}`)", code)
    code = re.sub(r'\.closest\s*\(\s*"([^"]*)"\s*\)', lambda m: f".closest(`{m.group(1)}`)", code)
    return re.sub(r'\.matches\s*\(\s*"([^"]*)"\s*\)', lambda m: f".matches(`{m.group(1)}`)", code)


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


# service.py save_as_pdf: paper sizes in inches, and the default header and footer templates.
_PAPER = {"letter": (8.5, 11), "legal": (8.5, 14), "a4": (8.27, 11.69), "a3": (11.69, 16.54), "tabloid": (11, 17)}
_HEADER = ('<div style="font-size:9px; color:#666; width:100%; padding:0 0.4in; box-sizing:border-box; '
           'text-align:right;"><span class="date"></span></div>')  # fmt: skip
_FOOTER = ('<div style="font-size:9px; color:#666; width:100%; padding:0 0.4in; box-sizing:border-box; '
           'display:flex; justify-content:space-between;"><span class="url" style="min-width:0; overflow:hidden; '
           'text-overflow:ellipsis; white-space:nowrap;"></span><span style="flex-shrink:0; padding-left:8px;">'
           '<span class="pageNumber"></span> / <span class="totalPages"></span></span></div>')  # fmt: skip


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
    w, h = _PAPER.get(str(cmd.get("paperFormat") or "Letter").lower(), _PAPER["letter"])
    opts: Dict[str, Any] = {"print_background": cmd.get("printBackground") is not False, "landscape": cmd.get("landscape") is True,  # fmt: skip
                            "scale": cmd.get("scale", 1), "width": f"{w}in", "height": f"{h}in", "prefer_css_page_size": True}  # fmt: skip
    if cmd.get("displayHeaderFooter") is not False:  # service.py: margins leave room for them
        opts.update(display_header_footer=True, header_template=cmd.get("headerTemplate") or _HEADER,
                    footer_template=cmd.get("footerTemplate") or _FOOTER,
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
