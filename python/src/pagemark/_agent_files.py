"""browser-use 0.13's agent file system in the Python session, as the Node session keeps it
(src/node/session/agentFiles.ts): browser_use/filesystem/file_system.py (write_file, read_file,
replace_file of browser_use/tools/service.py) rooted in the session's output folder. The messages are
browser-use's; its error strings are typed failures (a `code`), which _session_host.py turns into
action results. The extensions are the Node session's (dist/pagemark.session.json); the CSV is Python's
csv module, which browser-use runs and agentCsv.ts ports; python/tests/test_host_verb_vectors.py holds
every rule here to the Node session's output.
"""

from __future__ import annotations

import csv
import io
import os
import re
from functools import lru_cache
from typing import Any, Dict, List, Pattern, Tuple, Union

from ._driver import Op
from ._session_data import session_data
from ._session_docs import docx_bytes, docx_text, pdf_html, print_pdf
from ._file_roots import write_output


@lru_cache(maxsize=1)
def _valid_name() -> Pattern[str]:
    """FileSystem._is_valid_filename's pattern, over its extensions (FileSystem._file_types)."""
    return re.compile(r"^[a-zA-Z0-9_\-\.\(\) \u4e00-\u9fff]+\.(" + "|".join(session_data()["fileExtensions"]) + r")$")


def _dotted() -> str:
    """The extensions as browser-use's messages list them, in its order."""
    return ", ".join("." + e for e in session_data()["fileExtensions"])


class AgentFiles:
    """FileSystem's state: the files written (plus the empty todo.md browser-use creates), and the
    paths outside the folder `read_file` may read (browser-use's available_file_paths)."""

    def __init__(self, folder: str, external: List[str], core: Any = None) -> None:
        self.dir = folder
        self.files: Dict[str, str] = {"todo.md": ""}
        self.external = list(external)
        self.core = core  # whose browser prints a .pdf; without one writing a .pdf is NOT_SUPPORTED


def _valid(name: str) -> bool:
    base = os.path.basename(name)
    return bool(_valid_name().match(base)) and len(base.rsplit(".", 1)[0].strip()) > 0


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
        msg = f"Error: Filename '{base}' has no extension. Please add a supported extension: {_dotted()}."
    elif ext in session_data()["binaryExtensions"]:
        msg = (f"Error: Cannot write binary/image file '{base}'. The write_file tool only supports text-based files. "
               f"Supported extensions: {_dotted()}. For screenshots, the browser automatically captures them - do not try to save screenshots as files.")  # fmt: skip
    elif ext not in session_data()["fileExtensions"]:
        msg = f"Error: Unsupported file extension '.{ext}' in '{base}'. Supported extensions: {_dotted()}. Please rename the file to use a supported extension."  # fmt: skip
    else:
        msg = f"Error: Invalid filename '{base}'. Filenames must contain only letters, numbers, underscores, hyphens, dots, parentheses, and spaces. Supported extensions: {_dotted()}."  # fmt: skip
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


def _to_disk(a: AgentFiles, name: str, content: str) -> Op[Any]:
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
    path = yield from _to_disk(a, name, new)  # type: ignore[arg-type]
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
    path = yield from _to_disk(a, name, new)
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
        if ext != "docx" and ext not in session_data()["textExternalExtensions"]:
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


