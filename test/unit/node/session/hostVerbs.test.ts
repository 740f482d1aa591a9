// browser-use's host verbs as the Node session runs them, without a browser: the file system of
// browser_use/filesystem/file_system.py (and the write_file / read_file / replace_file tools of
// browser_use/tools/service.py) through the browser-use dialect, evaluate's result text, and
// save_as_pdf outside Chromium. Each expectation cites the browser-use code it comes from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCommand } from '../../../../src/core/commands/parseCommand';
import { normalizeCsv } from '../../../../src/node/session/agentCsv';
import { docxText, printDoc } from '../../../../src/node/session/agentDocs';
import { agentFiles, type AgentFiles } from '../../../../src/node/session/agentFiles';
import { unzipEntry, zip } from '../../../../src/node/session/zipFiles';
import { evaluateText, fileVerb, fixJavaScript, tabVerb } from '../../../../src/node/session/hostVerbs';

let dir: string;
let files: AgentFiles;
const core = () => ({ files, options: { allowEval: false } }) as never;

/** A browser-use action through the dialect parser and the session's file verbs. */
function act(command: Record<string, unknown>) {
  const p = parseCommand(command);
  if (!p.ok) throw new Error(p.error.message);
  return fileVerb(core(), p.command as never, Date.now());
}
const disk = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-files-'));
  files = agentFiles(dir);
});

describe('browser-use file system in the session output folder', () => {
  it('write_file overwrites, adds a trailing newline by default, and reports browser-use’s message', async () => {
    // service.py write_file: trailing_newline=True appends "\n"; FileSystem.write_file's message.
    const r = await act({ write_file: { file_name: 'notes.md', content: 'first' } });
    expect(r).toMatchObject({ ok: true, value: 'Data written to file notes.md successfully.' });
    expect(r.file).toBe(path.join(dir, 'notes.md'));
    await act({
      write_file: { file_name: 'notes.md', content: 'second', trailing_newline: false, leading_newline: true },
    });
    expect(disk('notes.md')).toBe('\nsecond');
  });

  it('append adds to a written file, and is NOT_FOUND for one never written', async () => {
    // FileSystem.append_file: only a file in self.files; "File '...' not found." otherwise.
    await act({ write_file: { file_name: 'log.txt', content: 'a' } });
    const r = await act({ write_file: { file_name: 'log.txt', content: 'b', append: true } });
    expect(r.value).toBe('Data appended to file log.txt successfully.');
    expect(disk('log.txt')).toBe('a\nb\n');
    const miss = await act({ write_file: { file_name: 'other.txt', content: 'b', append: true } });
    expect(miss.error).toEqual({ code: 'NOT_FOUND', message: "File 'other.txt' not found." });
  });

  it('replace_file replaces every occurrence; missing text and an empty old_str are errors', async () => {
    // FileSystem.replace_file_str: content.replace(old_str, new_str) replaces all occurrences.
    await act({ write_file: { file_name: 'todo.md', content: '- [ ] a\n- [ ] b' } });
    const r = await act({ replace_file: { file_name: 'todo.md', old_str: '[ ]', new_str: '[x]' } });
    expect(r.value).toBe('Successfully replaced all occurrences of "[ ]" with "[x]" in file todo.md');
    expect(disk('todo.md')).toBe('- [x] a\n- [x] b\n');
    expect((await act({ replace_file: { file_name: 'todo.md', old_str: 'zzz', new_str: 'y' } })).error).toEqual({
      code: 'NOT_FOUND',
      message: 'Error: Could not find the specified text in file todo.md.',
    });
    expect((await act({ replace_file: { file_name: 'todo.md', old_str: '', new_str: 'y' } })).error!.code).toBe(
      'INVALID_COMMAND',
    );
  });

  it('read_file reads a written file and the default empty todo.md', async () => {
    // FileSystem(create_default_files=True) creates todo.md; read_file_structured's message.
    expect((await act({ read_file: { file_name: 'todo.md' } })).value).toBe(
      'Read from file todo.md.\n<content>\n\n</content>',
    );
    await act({ write_file: { file_name: 'data.json', content: '{"a": 1}' } });
    expect((await act({ read_file: { file_name: 'data.json' } })).value).toBe(
      'Read from file data.json.\n<content>\n{"a": 1}\n\n</content>',
    );
    expect((await act({ read_file: { file_name: 'nope.md' } })).error!.code).toBe('NOT_FOUND');
  });

  it('a path is reduced to its base name: nothing is written outside the folder', async () => {
    // FileSystem._resolve_filename: os.path.basename first, "to prevent directory traversal".
    const r = await act({ write_file: { file_name: '../escape.md', content: 'x' } });
    expect(r.value).toBe("Data written to file escape.md successfully. (auto-corrected from '../escape.md')");
    expect(fs.existsSync(path.join(dir, 'escape.md'))).toBe(true);
    expect(fs.existsSync(path.join(path.dirname(dir), 'escape.md'))).toBe(false);
  });

  it('only browser-use’s extensions: binary and unknown ones are refused with its message; names are sanitised', async () => {
    // _build_filename_error_message; sanitize_filename turns spaces into hyphens, drops other characters.
    const png = await act({ write_file: { file_name: 'shot.png', content: 'x' } });
    expect(png.error!.code).toBe('INVALID_COMMAND');
    expect(png.error!.message).toMatch(/^Error: Cannot write binary\/image file 'shot\.png'\./);
    expect((await act({ write_file: { file_name: 'run.sh', content: 'x' } })).error!.message).toMatch(
      /^Error: Unsupported file extension '\.sh' in 'run\.sh'\. Supported extensions: \.md, \.txt, \.json, \.jsonl, \.csv, \.pdf, \.docx, \.html, \.xml\./,
    );
    expect((await act({ write_file: { file_name: 'notes', content: 'x' } })).error!.message).toMatch(
      /has no extension/,
    );
    expect((await act({ write_file: { file_name: 'my*notes!.MD', content: 'x' } })).value).toBe(
      "Data written to file mynotes.md successfully. (auto-corrected from 'my*notes!.MD')",
    );
  });

  it('CSV is normalised as csv.reader then csv.writer would (blank rows dropped, fields quoted minimally)', async () => {
    // CsvFile._normalize_csv; write_file's trailing newline is stripped by it.
    await act({ write_file: { file_name: 'rows.csv', content: 'name,note\n\nbob,"hi, there"\nann,"say ""x"""' } });
    expect(disk('rows.csv')).toBe('name,note\nbob,"hi, there"\nann,"say ""x"""');
    await act({ write_file: { file_name: 'rows.csv', content: 'cy,plain', append: true } });
    expect(disk('rows.csv')).toBe('name,note\nbob,"hi, there"\nann,"say ""x"""\ncy,plain');
    // Double-escaped model output: literal \n and \" with no real newline.
    expect(normalizeCsv('a,b\\n\\"c, d\\",e')).toBe('a,b\n"c, d",e');
  });

  it('.docx is an OOXML zip whose word/document.xml has a paragraph per line, headings by `#` prefix', async () => {
    // DocxFile.sync_to_disk_sync: add_heading(level 1..3) for "# ", "## ", "### "; add_paragraph() for a blank line.
    const r = await act({ write_file: { file_name: 'report.docx', content: '# Title\nplain & <b>\n\n### Small' } });
    expect(r.value).toBe('Data written to file report.docx successfully.');
    const bytes = fs.readFileSync(path.join(dir, 'report.docx'));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const doc = unzipEntry(bytes, 'word/document.xml')!.toString('utf8');
    expect(doc).toContain('<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">Title</w:t>');
    expect(doc).toContain('<w:t xml:space="preserve">plain &amp; &lt;b&gt;</w:t>');
    expect(doc).toContain('<w:p/>');
    expect(doc).toContain('<w:pStyle w:val="Heading3"/>');
    expect(unzipEntry(bytes, '[Content_Types].xml')!.toString()).toContain('/word/document.xml');
    // read_file of a file the agent wrote: the text it wrote (FileSystem.files keeps the content).
    expect((await act({ read_file: { file_name: 'report.docx' } })).value).toContain('# Title\nplain & <b>');
  });

  it('a .docx read from available_file_paths yields its paragraphs, as python-docx’s para.text joined by newlines', async () => {
    // read_file_structured: '\n'.join(para.text for para in Document(path).paragraphs); the heading's
    // "# " is not in its text, the blank line is an empty paragraph.
    await act({
      write_file: { file_name: 'round.docx', content: '# Head\none\n\n## Sub\ntwo', trailing_newline: false },
    });
    const file = path.join(dir, 'round.docx');
    files = agentFiles(dir, [file]);
    expect((await act({ read_file: { file_name: file } })).value).toBe(
      `Read from file ${file}.\n<content>\nHead\none\n\nSub\ntwo\n</content>`,
    );
    // CT_P.text: runs of the body's paragraphs (tables' skipped), tabs and line breaks, a page break as nothing.
    const xml =
      '<w:document xmlns:w="w"><w:body><w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:br w:type="page"/></w:r>' +
      '<w:hyperlink><w:r><w:t>&#x41;</w:t></w:r></w:hyperlink></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>cell</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
      '<w:p><w:pPr/></w:p></w:body></w:document>';
    expect(docxText(zip([['word/document.xml', Buffer.from(xml)]]))).toBe('a\tb\ncA\n');
    fs.writeFileSync(path.join(dir, 'bad.docx'), 'not a zip');
    files = agentFiles(dir, [path.join(dir, 'bad.docx')]);
    expect((await act({ read_file: { file_name: path.join(dir, 'bad.docx') } })).error!.message).toMatch(
      /^Error: Could not read file '.*bad\.docx'\. not a ZIP archive/,
    );
  });

  it('.pdf is printed by the session browser; without one, and outside Chromium, NOT_SUPPORTED', async () => {
    // PdfFile.sync_to_disk_sync: "# " Title, "## " Heading1, "### " Heading2, else Normal; Spacer for blank lines.
    expect((await act({ write_file: { file_name: 'report.pdf', content: '# T' } })).error!.code).toBe('NOT_SUPPORTED');
    let html = '';
    files = agentFiles(dir, [], async (h) => ((html = h), Buffer.from('%PDF-1.4 fake')));
    const r = await act({ write_file: { file_name: 'report.pdf', content: '# T\n## H\n\nx < y' } });
    expect(r.value).toBe('Data written to file report.pdf successfully.');
    expect(fs.readFileSync(path.join(dir, 'report.pdf'), 'latin1')).toBe('%PDF-1.4 fake');
    expect(html).toContain(
      '<p class="title">T</p>\n<p class="h1">H</p>\n<div class="gap"></div>\n<p class="text">x &lt; y</p>',
    );
    const firefox = { engine: () => 'firefox' } as never;
    expect(await printDoc(firefox, '')).toMatch(/firefox cannot print to PDF/);
  });

  it('a .pdf from available_file_paths is NOT_SUPPORTED: its text needs a PDF parser (browser-use: pypdf)', async () => {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, '%PDF-1.4');
    files = agentFiles(dir, [file]);
    const r = await act({ read_file: { file_name: file } });
    expect(r.error!.code).toBe('NOT_SUPPORTED');
    expect(r.error!.message).toMatch(/pypdf/);
  });

  it('available_file_paths: a listed text file outside the folder is read', async () => {
    const ext = path.join(dir, '..', `pagemark-ext-${process.pid}.txt`);
    fs.writeFileSync(ext, 'outside');
    files = agentFiles(dir, [ext]);
    expect((await act({ read_file: { file_name: ext } })).value).toBe(
      `Read from file ${ext}.\n<content>\noutside\n</content>`,
    );
    fs.rmSync(ext);
  });
});

describe('evaluate and save_as_pdf in the host', () => {
  it("evaluate's result text is Python's str() of the value, JSON with Python's separators for objects", () => {
    // service.py evaluate: str(value); json.dumps(value, ensure_ascii=False) for dict and list.
    expect(evaluateText(2)).toBe('2');
    expect(evaluateText(true)).toBe('True');
    expect(evaluateText(null)).toBe('None');
    expect(evaluateText(undefined)).toBe('undefined');
    expect(evaluateText({ a: [1, 'é'], b: null })).toBe('{"a": [1, "é"], "b": null}');
    expect(evaluateText('x'.repeat(20001))).toBe('x'.repeat(19950) + '\n... [Truncated after 20000 characters]');
  });

  it('evaluate rewrites the code as browser-use does before running it', async () => {
    // service.py _validate_and_fix_javascript.
    expect(fixJavaScript('document.querySelector("a.b").closest("li")')).toBe(
      'document.querySelector(`a.b`).closest(`li`)',
    );
    expect(fixJavaScript('return \\"x\\"')).toBe('return "x"');
    expect(fixJavaScript('/\\\\d+/.test(s)')).toBe('/\\d+/.test(s)');
  });

  it('save_as_pdf outside Chromium is NOT_SUPPORTED naming the browser', async () => {
    const c = { files, options: { allowEval: false }, driver: { engine: () => 'firefox' } } as never;
    const r = await tabVerb(c, {} as never, { action: 'pdf' }, Date.now());
    expect(r.error!.code).toBe('NOT_SUPPORTED');
    expect(r.error!.message).toMatch(/firefox/);
  });

  it('evaluate in a session without allowEval is NOT_ALLOWED naming the option', async () => {
    const r = await tabVerb(core(), {} as never, { action: 'evaluate', code: '1' }, Date.now());
    expect(r.error!.code).toBe('NOT_ALLOWED');
    expect(r.error!.message).toMatch(/allowEval: true/);
  });
});
