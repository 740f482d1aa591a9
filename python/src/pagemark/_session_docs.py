"""browser-use's .docx and .pdf files (browser_use/filesystem/file_system.py, DocxFile and PdfFile
sync_to_disk_sync; read_file_structured for the reading), as the Node session writes them
(src/node/session/agentDocs.ts): the agent's text line by line, `# `, `## `, `### ` lines as headings, a
blank line as spacing. browser-use builds them with python-docx and reportlab; pagemark writes the OOXML
package with the standard library (ECMA-376) and has the session's Chromium print the PDF from HTML.
The fixed parts (the package's other parts, the heading prefixes, the PDF's CSS) are the Node session's,
from dist/pagemark.session.json; the paragraphs, the zip and the reading with ElementTree are Python's,
held to the Node session's output by python/tests/test_host_verb_vectors.py.
"""

from __future__ import annotations

import io
import re
import zipfile
from typing import Any, List, Tuple, Union
from xml.etree import ElementTree

from ._driver import Op, call
from ._session_data import session_data

_Block = Tuple[str, str]  # (kind, text); kind "blank" has no text


def _w() -> str:
    """WordprocessingML's namespace."""
    return session_data()["docxNamespace"]  # type: ignore[no-any-return]


def _blocks(content: str, headings: List[Tuple[str, str]]) -> List[_Block]:
    """The loop DocxFile and PdfFile both run: content.split('\\n'), a heading by its prefix, else text."""
    out: List[_Block] = []
    for line in content.split("\n"):
        if not line.strip():
            out.append(("blank", ""))
            continue
        out.append(next(((kind, line[len(p):]) for p, kind in headings if line.startswith(p)), ("text", line)))
    return out


# XML 1.0 section 2.2: C0 controls other than tab, LF and CR cannot appear in a document, even escaped.
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml(s: str) -> str:
    s = _ILLEGAL.sub("", s)
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def docx_bytes(content: str) -> bytes:
    """DocxFile.sync_to_disk_sync: doc.add_heading(text, level) for `#`..`###`, add_paragraph otherwise;
    the package's other parts are the Node session's (dist/pagemark.session.json)."""
    data = session_data()
    paras = []
    for kind, text in _blocks(content, data["docxHeadings"]):
        if kind == "blank":
            paras.append("<w:p/>")  # doc.add_paragraph(): an empty paragraph for spacing
            continue
        style = "" if kind == "text" else f'<w:pPr><w:pStyle w:val="Heading{kind[1]}"/></w:pPr>'
        paras.append(f'<w:p>{style}<w:r><w:t xml:space="preserve">{_xml(text)}</w:t></w:r></w:p>')
    parts = data["docxParts"]
    doc = parts["documentStart"] + "".join(paras) + parts["documentEnd"]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, part in (("[Content_Types].xml", parts["contentTypes"]), ("_rels/.rels", parts["rels"]),
                           ("word/document.xml", doc), ("word/_rels/document.xml.rels", parts["documentRels"]),
                           ("word/styles.xml", parts["styles"])):  # fmt: skip
            # A fixed stamp (1980-01-01) keeps the output reproducible.
            z.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), part.encode("utf-8"), zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def _run_text(r: ElementTree.Element) -> str:
    out = []
    for e in r:
        tag = e.tag.rsplit("}", 1)[-1]
        if tag == "t":
            out.append(e.text or "")
        elif tag in ("tab", "ptab"):
            out.append("\t")
        elif tag == "cr" or (tag == "br" and e.get(f"{{{_w()}}}type") not in ("page", "column")):
            out.append("\n")
        elif tag == "noBreakHyphen":
            out.append("-")
    return "".join(out)


def docx_text(path: str) -> str:
    """read_file_structured for .docx: '\\n'.join(para.text for para in Document(path).paragraphs).
    python-docx's paragraphs are the body's own w:p (not those in tables); a paragraph's text is that
    of its runs and its hyperlinks' runs (CT_P.text: `w:r | w:hyperlink`): w:t as written, w:tab a
    tab, a line break (w:br without a page or column type) and w:cr a newline."""
    with zipfile.ZipFile(path) as z:
        try:
            xml = z.read("word/document.xml")
        except KeyError:
            raise ValueError("the file has no word/document.xml: not a Word document") from None
    body = ElementTree.fromstring(xml).find(f"{{{_w()}}}body")
    paras = []
    for p in body.findall(f"{{{_w()}}}p") if body is not None else []:
        runs = [e for e in p if e.tag in (f"{{{_w()}}}r", f"{{{_w()}}}hyperlink")]
        paras.append("".join(_run_text(r) if r.tag.endswith("}r") else "".join(_run_text(x) for x in r.findall(f"{{{_w()}}}r")) for r in runs))  # fmt: skip
    return "\n".join(paras)


def pdf_html(content: str) -> str:
    """PdfFile.sync_to_disk_sync as HTML: `# ` the Title style, `## ` Heading1, `### ` Heading2, other
    lines Normal paragraphs, a blank line a 6-point spacer. reportlab reads a Paragraph's text as its own
    mini-markup (`<b>`, `&amp;`); here the text is shown as written."""
    data = session_data()
    blocks, css = _blocks(content, data["pdfHeadings"]), data["pdfCss"]
    body = "\n".join('<div class="gap"></div>' if k == "blank" else f'<p class="{k}">{_xml(t)}</p>' for k, t in blocks)
    return f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css}</style></head><body>\n{body}\n</body></html>'  # fmt: skip


def claimed(core: Any, page: Any) -> bool:
    """Whether a page of the context's "page" event is one print_pdf opened. Playwright emits that event
    before new_page() returns, so the one that comes while print_pdf opens its page is claimed; actions
    are serialised, so it is that page (a popup opened in that instant would be misread)."""
    if core.claims > 0 and not any(p is page for p in core.own):
        core.claims -= 1
        core.own.append(page)
    return any(p is page for p in core.own)


def print_pdf(core: Any, html: str) -> Op[Union[bytes, str]]:
    """The HTML printed by Chromium (Page.printToPDF) in a page of the context the session never reports
    (SessionCore.claims); elsewhere the reason, naming the browser, as save_as_pdf."""
    browser = getattr(core.context, "browser", None)
    engine = browser.browser_type.name if browser is not None else None
    if engine is not None and engine != "chromium":
        return f"A .pdf is printed with Chromium's Page.printToPDF: {engine} cannot print to PDF here; write .md or .docx, or open the session in Chromium."  # fmt: skip
    core.claims += 1
    try:
        page = yield from call(core.context.new_page)
    except Exception as e:
        core.claims = 0
        return f"The browser did not print the PDF: {str(e).splitlines()[0]}"
    core.claims = 0
    core.own.append(page)
    try:
        yield from call(page.set_content, html, wait_until="load")
        return (yield from call(page.pdf, width="8.5in", height="11in", print_background=True, prefer_css_page_size=True))  # fmt: skip
    except Exception as e:
        return f"The browser did not print the PDF: {str(e).splitlines()[0]}"
    finally:
        try:
            yield from call(page.close)
        except Exception:
            pass
