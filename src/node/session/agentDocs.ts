/**
 * browser-use's .docx and .pdf files (browser_use/filesystem/file_system.py, DocxFile and PdfFile
 * sync_to_disk_sync; read_file_structured for the reading): the agent's text, line by line, with
 * `# `, `## `, `### ` lines as headings and a blank line as spacing. browser-use builds them with
 * python-docx and reportlab; pagemark writes the OOXML package itself (ECMA-376 Part 1, WordprocessingML;
 * Part 2, Open Packaging Conventions) and has the session's Chromium print the PDF from HTML.
 */
import { DOCX_HEADINGS, DOCX_PARTS, PDF_CSS, PDF_HEADINGS } from '../../core/model/hostVerbData';
import { unzipEntry, zip } from './zipFiles';
import type { PdfOptions, SessionDriver } from './sessionDriver';
import { driverMessage } from '../guard/driverError';

type Block = { kind: 'title' | 'h1' | 'h2' | 'h3' | 'text'; text: string } | { kind: 'blank' };

/** The loop both DocxFile and PdfFile run: content.split('\n'), a heading by its prefix, else a paragraph. */
function blocks(content: string, headings: readonly (readonly [string, Block['kind']])[]): Block[] {
  return content.split('\n').map((line): Block => {
    if (!line.trim()) return { kind: 'blank' };
    for (const [prefix, kind] of headings)
      if (line.startsWith(prefix)) return { kind, text: line.slice(prefix.length) } as Block;
    return { kind: 'text', text: line };
  });
}

const xmlText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// XML 1.0 §2.2: C0 controls other than tab, LF and CR cannot appear in a document, even escaped.
const xmlSafe = (s: string): string => xmlText(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

/** DocxFile.sync_to_disk_sync: doc.add_heading(text, level) for `#`..`###`, add_paragraph otherwise. */
export function docxBytes(content: string): Buffer {
  const body = blocks(content, DOCX_HEADINGS)
    .map((b) => {
      if (b.kind === 'blank') return '<w:p/>'; // doc.add_paragraph(): an empty paragraph for spacing
      const style = b.kind === 'text' ? '' : `<w:pPr><w:pStyle w:val="Heading${b.kind.slice(1)}"/></w:pPr>`;
      return `<w:p>${style}<w:r><w:t xml:space="preserve">${xmlSafe(b.text)}</w:t></w:r></w:p>`;
    })
    .join('');
  const doc = DOCX_PARTS.documentStart + body + DOCX_PARTS.documentEnd;
  return zip([
    ['[Content_Types].xml', Buffer.from(DOCX_PARTS.contentTypes)],
    ['_rels/.rels', Buffer.from(DOCX_PARTS.rels)],
    ['word/document.xml', Buffer.from(doc)],
    ['word/_rels/document.xml.rels', Buffer.from(DOCX_PARTS.documentRels)],
    ['word/styles.xml', Buffer.from(DOCX_PARTS.styles)],
  ]);
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string): string =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(parseInt(e[1] === 'x' ? e.slice(2) : e.slice(1), e[1] === 'x' ? 16 : 10))
      : (ENTITY[e] ?? m),
  );
const local = (tag: string): string => tag.slice(tag.indexOf(':') + 1);

/**
 * read_file_structured for .docx: '\n'.join(para.text for para in Document(path).paragraphs). python-
 * docx's paragraphs are the body's own w:p (not those in tables); a paragraph's text is that of its
 * runs and hyperlinks' runs (CT_P.text: `w:r | w:hyperlink`): w:t as written, w:tab and w:ptab a tab,
 * a line break (w:br without a page or column type) and w:cr a newline, w:noBreakHyphen a hyphen.
 */
export function docxText(file: Buffer): string {
  const xml = unzipEntry(file, 'word/document.xml');
  if (!xml) throw new Error('the file has no word/document.xml: not a Word document');
  const paragraphs: string[] = [];
  const stack: string[] = [];
  let text: string | null = null; // the paragraph being read
  let inT = false;
  // Tags (with their attributes) and the text between them; comments and processing instructions skipped.
  const re = /<(\/?)([\w.-]+(?::[\w.-]+)?)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<[?!][^>]*>|([^<]+)/g;
  const src = xml.toString('utf8');
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const [, close, tag, attrs, selfClose, chars] = m;
    if (chars !== undefined) {
      if (inT && text !== null) text += unescape(chars);
      continue;
    }
    if (!tag) continue;
    const name = local(tag);
    const parent = stack.at(-1);
    if (close) {
      stack.pop();
      if (name === 't') inT = false;
      if (name === 'p' && stack.at(-1) === 'body' && text !== null) {
        paragraphs.push(text);
        text = null;
      }
      continue;
    }
    // Runs count only as children of the paragraph or of one of its hyperlinks.
    const inRun = parent === 'r' && (stack.at(-2) === 'p' || (stack.at(-2) === 'hyperlink' && stack.at(-3) === 'p'));
    if (name === 'p' && parent === 'body') text = '';
    if (text !== null && inRun) {
      if (name === 't' && !selfClose) inT = true;
      else if (name === 'tab' || name === 'ptab') text += '\t';
      else if (name === 'cr') text += '\n';
      else if (name === 'br' && !/\btype\s*=\s*["'](page|column)["']/.test(attrs ?? '')) text += '\n';
      else if (name === 'noBreakHyphen') text += '-';
    }
    if (selfClose) {
      if (name === 'p' && parent === 'body' && text !== null) {
        paragraphs.push(text);
        text = null;
      }
      continue;
    }
    stack.push(name);
  }
  return paragraphs.join('\n');
}

/**
 * PdfFile.sync_to_disk_sync as HTML: `# ` is the Title style, `## ` Heading1, `### ` Heading2, other
 * lines Normal paragraphs, a blank line a 6-point spacer. reportlab reads a Paragraph's text as its
 * own mini-markup (`<b>`, `&amp;`); here the text is shown as written.
 */
export function pdfHtml(content: string): string {
  const body = blocks(content, PDF_HEADINGS)
    .map((b) => (b.kind === 'blank' ? '<div class="gap"></div>' : `<p class="${b.kind}">${xmlSafe(b.text)}</p>`))
    .join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${PDF_CSS}</style></head><body>\n${body}\n</body></html>`;
}

/** Letter, no header or footer, the margins from the CSS @page rule. */
export const DOC_PDF: PdfOptions = {
  printBackground: true,
  landscape: false,
  scale: 1,
  width: '8.5in',
  height: '11in',
  preferCSSPageSize: true,
};

/** Prints HTML in Chromium (Page.printToPDF); elsewhere the reason, naming the browser, as save_as_pdf. */
export async function printDoc<P>(driver: SessionDriver<P>, html: string): Promise<Buffer | string> {
  const engine = driver.engine();
  if (engine !== null && engine !== 'chromium')
    return `A .pdf is printed with Chromium's Page.printToPDF: ${engine} cannot print to PDF here; write .md or .docx, or open the session in Chromium.`;
  try {
    return await driver.printHtml(html, DOC_PDF);
  } catch (e) {
    return `The browser did not print the PDF: ${driverMessage(e)}`;
  }
}
