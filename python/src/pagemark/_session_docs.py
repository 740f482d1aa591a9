"""browser-use's .docx and .pdf files (browser_use/filesystem/file_system.py, DocxFile and PdfFile
sync_to_disk_sync; read_file_structured for the reading), as the Node session writes them
(src/node/session/agentDocs.ts): the agent's text line by line, `# `, `## `, `### ` lines as headings, a
blank line as spacing. browser-use builds them with python-docx and reportlab; pagemark writes the OOXML
package with the standard library (ECMA-376) and has the session's Chromium print the PDF from HTML.
"""

from __future__ import annotations

import io
import re
import zipfile
from typing import Any, List, Tuple, Union
from xml.etree import ElementTree

from ._driver import Op, call

_Block = Tuple[str, str]  # (kind, text); kind "blank" has no text


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


_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
_CONTENT_TYPES = (_DECL + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
    "</Types>")  # fmt: skip
_RELS = (_DECL + '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    "</Relationships>")  # fmt: skip
_DOC_RELS = (_DECL + '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
    "</Relationships>")  # fmt: skip


def _heading(n: int, size: int) -> str:
    """python-docx's default template names its heading styles "Heading 1".."Heading 3" (ids Heading1..)."""
    return (f'<w:style w:type="paragraph" w:styleId="Heading{n}"><w:name w:val="heading {n}"/><w:basedOn w:val="Normal"/>'
            f'<w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="{480 if n == 1 else 200}" w:after="0"/>'
            f'<w:outlineLvl w:val="{n - 1}"/></w:pPr><w:rPr><w:b/><w:color w:val="365F91"/><w:sz w:val="{size}"/></w:rPr></w:style>')  # fmt: skip


_STYLES = (_DECL + f'<w:styles xmlns:w="{_W}">'
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>'
    + _heading(1, 28) + _heading(2, 26) + _heading(3, 22) + "</w:styles>")  # fmt: skip
# A section with US Letter in twentieths of a point, as python-docx's default template has.
_SECT = ('<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" '
         'w:left="1800" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>')  # fmt: skip


def docx_bytes(content: str) -> bytes:
    """DocxFile.sync_to_disk_sync: doc.add_heading(text, level) for `#`..`###`, add_paragraph otherwise."""
    paras = []
    for kind, text in _blocks(content, [("# ", "h1"), ("## ", "h2"), ("### ", "h3")]):
        if kind == "blank":
            paras.append("<w:p/>")  # doc.add_paragraph(): an empty paragraph for spacing
            continue
        style = "" if kind == "text" else f'<w:pPr><w:pStyle w:val="Heading{kind[1]}"/></w:pPr>'
        paras.append(f'<w:p>{style}<w:r><w:t xml:space="preserve">{_xml(text)}</w:t></w:r></w:p>')
    doc = _DECL + f'<w:document xmlns:w="{_W}"><w:body>{"".join(paras)}{_SECT}</w:body></w:document>'
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, part in (("[Content_Types].xml", _CONTENT_TYPES), ("_rels/.rels", _RELS),
                           ("word/document.xml", doc), ("word/_rels/document.xml.rels", _DOC_RELS),
                           ("word/styles.xml", _STYLES)):  # fmt: skip
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
        elif tag == "cr" or (tag == "br" and e.get(f"{{{_W}}}type") not in ("page", "column")):
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
    body = ElementTree.fromstring(xml).find(f"{{{_W}}}body")
    paras = []
    for p in body.findall(f"{{{_W}}}p") if body is not None else []:
        runs = [e for e in p if e.tag in (f"{{{_W}}}r", f"{{{_W}}}hyperlink")]
        paras.append("".join(_run_text(r) if r.tag.endswith("}r") else "".join(_run_text(x) for x in r.findall(f"{{{_W}}}r")) for r in runs))  # fmt: skip
    return "\n".join(paras)


# ReportLab's getSampleStyleSheet (reportlab/lib/styles.py): font, size/leading, space before/after, in points.
_PDF_CSS = ("@page{size:8.5in 11in;margin:72pt}"  # SimpleDocTemplate(pagesize=letter): 72pt margins
            'body{margin:0;font-family:Helvetica,Arial,"Liberation Sans",sans-serif}'
            "p{margin:0;font-size:10pt;line-height:12pt;overflow-wrap:break-word}"  # Normal
            ".title{font-weight:bold;font-size:18pt;line-height:22pt;text-align:center;margin-bottom:6pt}"  # Title
            ".h1{font-weight:bold;font-size:18pt;line-height:22pt;margin-bottom:6pt}"  # Heading1
            ".h2{font-weight:bold;font-size:14pt;line-height:18pt;margin:12pt 0 6pt}"  # Heading2
            ".gap{height:6pt}")  # Spacer(1, 6)  # fmt: skip


def pdf_html(content: str) -> str:
    """PdfFile.sync_to_disk_sync as HTML: `# ` the Title style, `## ` Heading1, `### ` Heading2, other
    lines Normal paragraphs, a blank line a 6-point spacer. reportlab reads a Paragraph's text as its own
    mini-markup (`<b>`, `&amp;`); here the text is shown as written."""
    blocks = _blocks(content, [("# ", "title"), ("## ", "h1"), ("### ", "h2")])
    body = "\n".join('<div class="gap"></div>' if k == "blank" else f'<p class="{k}">{_xml(t)}</p>' for k, t in blocks)
    return f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>{_PDF_CSS}</style></head><body>\n{body}\n</body></html>'  # fmt: skip


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
