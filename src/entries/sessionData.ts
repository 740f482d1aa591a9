/**
 * browser-use's host verbs as data for hosts with no JavaScript runtime of their own, built into
 * dist/pagemark.session.json (rollup.config.mjs): the Python session reads its file system's
 * extensions, the JavaScript fixes of `evaluate`, save_as_pdf's paper and templates and the fixed
 * parts of the .docx and .pdf it writes from there, the copy the Node session applies. The script
 * runs only in the build, for `definitions()`; the JSON carries no code.
 */
import {
  BINARY_EXTENSIONS,
  DOCX_HEADINGS,
  DOCX_PARTS,
  DOCX_W,
  FILE_EXTENSIONS,
  JS_FIXES,
  PAPER_INCHES,
  PDF_CSS,
  PDF_FOOTER,
  PDF_HEADER,
  PDF_HEADINGS,
  TEXT_EXTERNAL_EXTENSIONS,
} from '../core/model/hostVerbData';

/** What dist/pagemark.session.json lists. */
export function definitions(): Record<string, unknown> {
  return {
    fileExtensions: FILE_EXTENSIONS,
    binaryExtensions: BINARY_EXTENSIONS,
    textExternalExtensions: TEXT_EXTERNAL_EXTENSIONS,
    jsFixes: JS_FIXES,
    paperInches: PAPER_INCHES,
    pdfHeader: PDF_HEADER,
    pdfFooter: PDF_FOOTER,
    docxHeadings: DOCX_HEADINGS,
    pdfHeadings: PDF_HEADINGS,
    docxNamespace: DOCX_W,
    docxParts: DOCX_PARTS,
    pdfCss: PDF_CSS,
  };
}
