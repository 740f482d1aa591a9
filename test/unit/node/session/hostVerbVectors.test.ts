// browser-use's host verbs that the Python session implements again (its CSV is Python's csv module,
// its .docx reader ElementTree, its evaluate text Python's str and json.dumps: the originals that
// browser-use runs, which the TypeScript ports): one file of inputs and outputs,
// test/fixtures/host-verbs/browser-use.json, that both sessions must give; python/tests/
// test_host_verb_vectors.py runs the same file. PAGEMARK_UPDATE_VECTORS=1 re-records the outputs from
// TypeScript (then make Python agree).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeCsv } from '../../../../src/node/session/agentCsv';
import { docxBytes, docxText, pdfHtml } from '../../../../src/node/session/agentDocs';
import {
  agentFiles,
  readAgentFile,
  replaceAgentFile,
  sanitizeFilename,
  writeAgentFile,
  type FileOutcome,
} from '../../../../src/node/session/agentFiles';
import { unzipEntry, zip } from '../../../../src/node/session/zipFiles';
import { evaluateText, fixJavaScript } from '../../../../src/node/session/hostVerbs';

const FILE = path.resolve(__dirname, '../../../fixtures/host-verbs/browser-use.json');
type Case = { in: unknown; out?: unknown };
type Step =
  | [op: 'write', name: string, content: string, append: boolean]
  | [op: 'read', name: string]
  | [op: 'replace', name: string, old: string, new: string];
const vectors = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Record<string, unknown> & {
  files: { steps: Step[]; out?: unknown }[];
};
const update = process.env['PAGEMARK_UPDATE_VECTORS'] === '1';

/** Checks (or, updating, records) one case's output. */
function agree(c: { out?: unknown }, got: unknown): void {
  if (update) c.out = got;
  else expect(got).toEqual(c.out);
}
const cases = (name: string) => vectors[name] as Case[];

afterAll(() => {
  if (update) fs.writeFileSync(FILE, JSON.stringify(vectors, null, 2) + '\n');
});

describe('host verbs: the inputs and outputs Python must give too', () => {
  it('fixJavaScript', () => {
    for (const c of cases('fixJavaScript')) agree(c, fixJavaScript(c.in as string));
  });
  it('sanitize_filename', () => {
    for (const c of cases('sanitize')) agree(c, sanitizeFilename(c.in as string));
  });
  it('CsvFile._normalize_csv', () => {
    for (const c of cases('normalizeCsv')) agree(c, normalizeCsv(c.in as string));
  });
  it('the file system, one step after another (without the paths, which depend on the folder)', async () => {
    const plain = (o: FileOutcome) => ({ code: o.ok ? null : o.code, message: o.message });
    for (const c of vectors.files) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-vectors-'));
      const a = agentFiles(dir);
      const out = [];
      for (const s of c.steps) {
        if (s[0] === 'write') out.push(plain(await writeAgentFile(a, s[1], s[2], s[3])));
        else if (s[0] === 'read') out.push(plain(readAgentFile(a, s[1])));
        else out.push(plain(await replaceAgentFile(a, s[1], s[2], s[3])));
      }
      agree(c, out);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('DocxFile: word/document.xml', () => {
    for (const c of cases('docxDocument'))
      agree(c, unzipEntry(docxBytes(c.in as string), 'word/document.xml')?.toString('utf8'));
  });
  it('read_file_structured of a .docx', () => {
    for (const c of cases('docxText')) agree(c, docxText(zip([['word/document.xml', Buffer.from(c.in as string)]])));
  });
  it('PdfFile as HTML', () => {
    for (const c of cases('pdfHtml')) agree(c, pdfHtml(c.in as string));
  });
  it("evaluate's result text", () => {
    for (const c of cases('evaluateText')) agree(c, evaluateText(c.in));
  });
});
