/**
 * browser-use's agent file system (browser_use/filesystem/file_system.py, FileSystem, and the
 * write_file / read_file / replace_file tools of browser_use/tools/service.py), rooted in the session's
 * output folder: the files the agent wrote live in memory (plus the empty `todo.md` browser-use
 * creates) and on disk; a name is reduced to its base name (no directory traversal), an invalid one is
 * sanitised when that makes it valid, and only browser-use's extensions are allowed. Messages are
 * browser-use's; its error strings become typed failures.
 */
import fs from 'node:fs';
import type { ErrorCode } from '../../core/model/errors';
import { BINARY_EXTENSIONS, FILE_EXTENSIONS, TEXT_EXTERNAL_EXTENSIONS } from '../../core/model/hostVerbData';
import { writeOutputFile } from '../guard/outputPath';
import { appendCsv, normalizeCsv } from './agentCsv';
import { docxBytes, docxText, pdfHtml } from './agentDocs';

const BINARY = new Set(BINARY_EXTENSIONS);
const TEXT_EXTERNAL = new Set(TEXT_EXTERNAL_EXTENSIONS);

export interface AgentFiles {
  dir: string;
  /** Full file name -> content, as FileSystem.files. */
  files: Map<string, string>;
  /** Paths outside the folder the agent may read (browser-use's available_file_paths). */
  external: string[];
  /** How a .pdf is printed (the session's browser); without it writing one is NOT_SUPPORTED. */
  print?: PrintPdf;
}

export type FileOutcome =
  { ok: true; message: string; path?: string } | { ok: false; code: ErrorCode; message: string };

export function agentFiles(dir: string, external: string[] = [], print?: PrintPdf): AgentFiles {
  // FileSystem(create_default_files=True) starts with an empty todo.md.
  const a: AgentFiles = { dir, files: new Map([['todo.md', '']]), external };
  if (print) a.print = print;
  return a;
}

/** os.path.basename (POSIX): what follows the last slash. */
const baseName = (n: string): string => n.slice(n.lastIndexOf('/') + 1);
const dotted = FILE_EXTENSIONS.map((e) => '.' + e).join(', ');

/** FileSystem._is_valid_filename. */
export function isValidFilename(name: string): boolean {
  const b = baseName(name);
  if (!new RegExp(`^[a-zA-Z0-9_\\-.() \\u4e00-\\u9fff]+\\.(${FILE_EXTENSIONS.join('|')})$`).test(b)) return false;
  return b.slice(0, b.lastIndexOf('.')).trim().length > 0;
}

/** FileSystem.sanitize_filename: spaces to hyphens, other characters dropped, the extension lower-cased. */
export function sanitizeFilename(name: string): string {
  const b = baseName(name);
  const dot = b.lastIndexOf('.');
  if (dot < 0) return b;
  let stem = b
    .slice(0, dot)
    .replaceAll(' ', '-')
    .replace(/[^a-zA-Z0-9_\-.()\u4e00-\u9fff]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  if (!stem) stem = 'file';
  return `${stem}.${b.slice(dot + 1).toLowerCase()}`;
}

/** FileSystem._resolve_filename: [resolved name, whether it differs from what was given]. */
function resolveFilename(name: string): [string, boolean] {
  const b = baseName(name);
  const changed = b !== name;
  if (isValidFilename(b)) return [b, changed];
  const s = sanitizeFilename(b);
  if (s !== b && isValidFilename(s)) return [s, true];
  return [b, changed];
}

/** _build_filename_error_message. */
function filenameError(name: string): FileOutcome {
  const b = baseName(name);
  const dot = b.lastIndexOf('.');
  const ext = dot < 0 ? '' : b.slice(dot + 1).toLowerCase();
  const message =
    dot < 0
      ? `Error: Filename '${b}' has no extension. Please add a supported extension: ${dotted}.`
      : BINARY.has(ext)
        ? `Error: Cannot write binary/image file '${b}'. The write_file tool only supports text-based files. ` +
          `Supported extensions: ${dotted}. For screenshots, the browser automatically captures them - do not try to save screenshots as files.`
        : !FILE_EXTENSIONS.includes(ext)
          ? `Error: Unsupported file extension '.${ext}' in '${b}'. Supported extensions: ${dotted}. Please rename the file to use a supported extension.`
          : `Error: Invalid filename '${b}'. Filenames must contain only letters, numbers, underscores, hyphens, dots, parentheses, and spaces. Supported extensions: ${dotted}.`;
  return { ok: false, code: 'INVALID_COMMAND', message };
}

const notFound = (name: string, given: string, changed: boolean): FileOutcome => ({
  ok: false,
  code: 'NOT_FOUND',
  message: changed
    ? `File '${name}' not found. (Filename was auto-corrected from '${given}')`
    : `File '${given}' not found.`,
});

/** Renders HTML to PDF with the session's browser; a string says why it cannot. */
export type PrintPdf = (html: string) => Promise<Buffer | string>;

/**
 * BaseFile.sync_to_disk: the content as UTF-8 under the folder; DocxFile and PdfFile convert it
 * (agentDocs.ts), the PDF printed by the session's browser.
 */
async function sync(a: AgentFiles, name: string, content: string): Promise<FileOutcome | string> {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  const cannot = (why: string): FileOutcome => ({
    ok: false,
    code: 'NOT_SUPPORTED',
    message: `Error: Could not write to file '${name}'. ${why}`,
  });
  let data: Buffer | string = content;
  if (ext === 'docx') data = docxBytes(content);
  else if (ext === 'pdf') {
    if (!a.print) return cannot('a .pdf is printed by the browser: this file system has no session browser');
    const printed = await a.print(pdfHtml(content));
    if (typeof printed === 'string') return cannot(printed);
    data = printed;
  }
  // Never through a symbolic link planted in the folder (guard/outputPath.ts).
  const w = writeOutputFile(a.dir, name, data);
  if (!w.ok) return { ok: false, code: w.code, message: `Error: Could not write to file '${name}'. ${w.message}` };
  return w.path;
}

const note = (given: string, changed: boolean) => (changed ? ` (auto-corrected from '${given}')` : '');

/** FileSystem.write_file (append=false) and append_file (append=true, only to a file already written). */
export async function writeAgentFile(
  a: AgentFiles,
  given: string,
  content: string,
  append: boolean,
): Promise<FileOutcome> {
  const [name, changed] = resolveFilename(given);
  if (!isValidFilename(name)) return filenameError(given);
  const csv = name.endsWith('.csv');
  const old = a.files.get(name);
  if (append && old === undefined) return notFound(name, given, changed);
  const next = append ? (csv ? appendCsv(old!, content) : old! + content) : csv ? normalizeCsv(content) : content;
  const file = await sync(a, name, next);
  if (typeof file !== 'string') return file;
  a.files.set(name, next);
  const verb = append ? 'appended to' : 'written to';
  return { ok: true, message: `Data ${verb} file ${name} successfully.${note(given, changed)}`, path: file };
}

/** FileSystem.replace_file_str: every occurrence (Python's str.replace), or an error when there is none. */
export async function replaceAgentFile(
  a: AgentFiles,
  given: string,
  oldText: string,
  newText: string,
): Promise<FileOutcome> {
  const [name, changed] = resolveFilename(given);
  if (!isValidFilename(name)) return filenameError(given);
  if (!oldText)
    return {
      ok: false,
      code: 'INVALID_COMMAND',
      message: 'Error: Cannot replace empty string. Please provide a non-empty string to replace.',
    };
  const old = a.files.get(name);
  if (old === undefined) return notFound(name, given, changed);
  if (!old.includes(oldText))
    return { ok: false, code: 'NOT_FOUND', message: `Error: Could not find the specified text in file ${name}.` };
  // BaseFile.write -> write_file_content: a CSV is normalised again.
  const replaced = old.split(oldText).join(newText);
  const next = name.endsWith('.csv') ? normalizeCsv(replaced) : replaced;
  const file = await sync(a, name, next);
  if (typeof file !== 'string') return file;
  a.files.set(name, next);
  return {
    ok: true,
    message: `Successfully replaced all occurrences of "${oldText}" with "${newText}" in file ${name}${note(given, changed)}`,
    path: file,
  };
}

/** service.py read_file -> FileSystem.read_file_structured: an available file path, else a file the agent wrote. */
export function readAgentFile(a: AgentFiles, given: string): FileOutcome {
  if (a.external.includes(given)) {
    const dot = given.lastIndexOf('.');
    if (dot < 0)
      return {
        ok: false,
        code: 'INVALID_COMMAND',
        message: `Error: Invalid filename format ${given}. Must be alphanumeric with a supported extension.`,
      };
    const ext = given.slice(dot + 1).toLowerCase();
    if (ext === 'pdf')
      // browser-use extracts the text with pypdf; a PDF's text is glyph ids in compressed content
      // streams, mapped to characters by each font's ToUnicode CMap: a parser pagemark does not ship.
      return {
        ok: false,
        code: 'NOT_SUPPORTED',
        message: `Error: Cannot read file ${given}: browser-use extracts a PDF's text with pypdf, and pagemark ships no PDF parser.`,
      };
    if (ext !== 'docx' && !TEXT_EXTERNAL.has(ext))
      return {
        ok: false,
        code: 'NOT_SUPPORTED',
        message: `Error: Cannot read file ${given} as ${ext} extension is not supported.`,
      };
    try {
      const content = ext === 'docx' ? docxText(fs.readFileSync(given)) : fs.readFileSync(given, 'utf8');
      return { ok: true, message: `Read from file ${given}.\n<content>\n${content}\n</content>` };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { ok: false, code: 'NOT_FOUND', message: `Error: File '${given}' not found.` };
      return { ok: false, code: 'INTERNAL', message: `Error: Could not read file '${given}'. ${(e as Error).message}` };
    }
  }
  const [name, changed] = resolveFilename(given);
  if (!isValidFilename(name)) return filenameError(given);
  const content = a.files.get(name);
  if (content === undefined) return notFound(name, given, changed);
  const head = changed ? `Note: filename was auto-corrected from '${given}' to '${name}'. ` : '';
  return { ok: true, message: `${head}Read from file ${name}.\n<content>\n${content}\n</content>` };
}
