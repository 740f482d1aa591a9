/**
 * browser-use 0.13's host verbs as data: the tables and templates of its file system
 * (browser_use/filesystem/file_system.py), of Tools._validate_and_fix_javascript and of save_as_pdf
 * (browser_use/tools/service.py), and the fixed parts of the .docx and .pdf files it writes. The
 * Node session applies them (src/node/session/); dist/pagemark.session.json carries them to the
 * Python session (src/entries/sessionData.ts), so both languages read this one copy.
 */

/** FileSystem._file_types, in browser-use's order (its error messages list them so). */
export const FILE_EXTENSIONS = ['md', 'txt', 'json', 'jsonl', 'csv', 'pdf', 'docx', 'html', 'xml'];
/** _build_filename_error_message: the extensions it names as binary or image files. */
export const BINARY_EXTENSIONS =
  'png jpg jpeg gif bmp svg webp ico mp3 mp4 wav avi mov zip tar gz rar exe bin dll so'.split(' ');
/** read_file_structured: external files read as text (.docx has its reader; .pdf needs pypdf's). */
export const TEXT_EXTERNAL_EXTENSIONS = ['md', 'txt', 'json', 'jsonl', 'csv', 'html', 'xml'];

/**
 * Tools._validate_and_fix_javascript: browser-use rewrites the model's code before running it
 * (over-escaped quotes and regex escapes, double-quoted selectors and XPath as template literals).
 * Each rewrite is a pattern, applied to every match in order, and its replacement (`$1`, `$2`: the
 * groups); the patterns use only syntax JavaScript and Python's `re` read alike.
 */
export const JS_FIXES: readonly (readonly [pattern: string, replacement: string])[] = [
  ['\\\\"', '"'],
  ['\\\\\\\\([dDsSwWbBnrtfv])', '\\$1'],
  ['\\\\\\\\([.*+?^${}()|[\\]])', '\\$1'],
  ['document\\.evaluate\\s*\\(\\s*"([^"]*)"\\s*,', 'document.evaluate(`$1`,'],
  ['(querySelector(?:All)?)\\s*\\(\\s*"([^"]*)"\\s*\\)', '$1(`$2`)'],
  ['\\.closest\\s*\\(\\s*"([^"]*)"\\s*\\)', '.closest(`$1`)'],
  ['\\.matches\\s*\\(\\s*"([^"]*)"\\s*\\)', '.matches(`$1`)'],
];

/** save_as_pdf: paper sizes in inches (an unknown format is Letter). */
export const PAPER_INCHES: Record<string, readonly [number, number]> = {
  letter: [8.5, 11],
  legal: [8.5, 14],
  a4: [8.27, 11.69],
  a3: [11.69, 16.54],
  tabloid: [11, 17],
};
/** save_as_pdf: the default header and footer templates. */
export const PDF_HEADER =
  '<div style="font-size:9px; color:#666; width:100%; padding:0 0.4in; box-sizing:border-box; text-align:right;"><span class="date"></span></div>';
export const PDF_FOOTER =
  '<div style="font-size:9px; color:#666; width:100%; padding:0 0.4in; box-sizing:border-box; display:flex; justify-content:space-between;">' +
  '<span class="url" style="min-width:0; overflow:hidden; text-overflow:ellipsis; white-space:nowrap;"></span>' +
  '<span style="flex-shrink:0; padding-left:8px;"><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>';

/**
 * DocxFile and PdfFile read the text line by line, a heading by its prefix: the level of each prefix
 * (doc.add_heading(text, level)) and, for the PDF, the reportlab style it gets (PDF_CSS's classes).
 */
export const DOCX_HEADINGS: readonly (readonly [prefix: string, kind: 'h1' | 'h2' | 'h3'])[] = [
  ['# ', 'h1'],
  ['## ', 'h2'],
  ['### ', 'h3'],
];
export const PDF_HEADINGS: readonly (readonly [prefix: string, kind: 'title' | 'h1' | 'h2'])[] = [
  ['# ', 'title'],
  ['## ', 'h1'],
  ['### ', 'h2'],
];

/** WordprocessingML's namespace (ECMA-376 Part 1). */
export const DOCX_W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** python-docx's default template names its heading styles "Heading 1".."Heading 3" (ids Heading1..). */
const heading = (n: number, size: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/><w:basedOn w:val="Normal"/>` +
  `<w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="${n === 1 ? 480 : 200}" w:after="0"/>` +
  `<w:outlineLvl w:val="${n - 1}"/></w:pPr><w:rPr><w:b/><w:color w:val="365F91"/><w:sz w:val="${size}"/></w:rPr></w:style>`;

/**
 * The parts of a .docx that do not depend on the text (Open Packaging Conventions, ECMA-376 Part 2),
 * in the order they are zipped; `word/document.xml` goes between `_rels/.rels` and its relationships.
 * `documentStart` + the paragraphs + `documentEnd` is the document: a section with US Letter in
 * twentieths of a point, as python-docx's default template has.
 */
export const DOCX_PARTS = {
  contentTypes:
    DECL +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
    '</Types>',
  rels:
    DECL +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>',
  documentRels:
    DECL +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
    '</Relationships>',
  styles:
    DECL +
    `<w:styles xmlns:w="${DOCX_W}">` +
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
    heading(1, 28) +
    heading(2, 26) +
    heading(3, 22) +
    '</w:styles>',
  documentStart: DECL + `<w:document xmlns:w="${DOCX_W}"><w:body>`,
  documentEnd:
    '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/>' +
    '<w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>' +
    '</w:body></w:document>',
};

/** ReportLab's getSampleStyleSheet (reportlab/lib/styles.py) as CSS: font, size/leading, space before/after. */
export const PDF_CSS =
  '@page{size:8.5in 11in;margin:72pt}' + // SimpleDocTemplate(pagesize=letter): 72pt margins
  'body{margin:0;font-family:Helvetica,Arial,"Liberation Sans",sans-serif}' +
  'p{margin:0;font-size:10pt;line-height:12pt;overflow-wrap:break-word}' + // Normal
  '.title{font-weight:bold;font-size:18pt;line-height:22pt;text-align:center;margin-bottom:6pt}' + // Title
  '.h1{font-weight:bold;font-size:18pt;line-height:22pt;margin-bottom:6pt}' + // Heading1
  '.h2{font-weight:bold;font-size:14pt;line-height:18pt;margin:12pt 0 6pt}' + // Heading2
  '.gap{height:6pt}'; // Spacer(1, 6)
