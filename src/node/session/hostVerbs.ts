/**
 * The host verbs of browser-use 0.13's tool set that a page script cannot run (browser_use/tools/
 * service.py): its file system (write_file, read_file, replace_file; agentFiles.ts), `evaluate`
 * (the model's JavaScript in the active tab, only with the session's `allowEval`), `screenshot` and
 * `save_as_pdf` (files in the session's output folder). Messages in `value` are browser-use's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CommandOf } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import { JS_FIXES, PAPER_INCHES, PDF_FOOTER, PDF_HEADER } from '../../core/model/hostVerbData';
import { readAgentFile, replaceAgentFile, sanitizeFilename, writeAgentFile, type FileOutcome } from './agentFiles';
import { fail, plain } from './results';
import { raceDialog } from './raceDialog';
import { writeOutputFile } from '../guard/outputPath';
import type { PdfOptions } from './sessionDriver';
import type { Core, Tab } from './sessionState';
import { driverMessage } from '../guard/driverError';

export type FileCommand = CommandOf<'writeFile' | 'readFile' | 'replaceFile'>;
export type TabCommand = CommandOf<'evaluate' | 'screenshot' | 'pdf'>;

function outcome(action: ActionResult['action'], t0: number, o: FileOutcome): ActionResult {
  if (!o.ok) return fail(action, t0, o.code, o.message);
  const r = plain(action, t0);
  r.value = o.message;
  if (o.path) r.file = o.path;
  return r;
}

/** service.py Tools._validate_and_fix_javascript: browser-use rewrites the model's code before running it. */
export function fixJavaScript(code: string): string {
  let out = code;
  for (const [pattern, replacement] of JS_FIXES) out = out.replace(new RegExp(pattern, 'g'), replacement);
  return out;
}

/** Python's json.dumps(value, ensure_ascii=False): `, ` and `: ` between items. */
function pyJson(v: unknown, seen: Set<unknown> = new Set()): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v > 0 ? 'Infinity' : v < 0 ? '-Infinity' : 'NaN';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v !== 'object') return 'null';
  if (seen.has(v)) throw new Error('Object reference chain is too long');
  seen.add(v);
  const out = Array.isArray(v)
    ? '[' + v.map((x) => pyJson(x, seen)).join(', ') + ']'
    : '{' +
      Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => JSON.stringify(k) + ': ' + pyJson(x, seen))
        .join(', ') +
      '}';
  seen.delete(v);
  return out;
}

/** service.py evaluate: the value as browser-use's result text (Python's str(), JSON for objects), 20,000 chars at most. */
export function evaluateText(v: unknown): string {
  let t =
    v === undefined
      ? 'undefined'
      : v === null
        ? 'None'
        : typeof v === 'boolean'
          ? v
            ? 'True'
            : 'False'
          : typeof v === 'object'
            ? pyJson(v)
            : String(v);
  if (t.length > 20000) t = t.slice(0, 19950) + '\n... [Truncated after 20000 characters]';
  return t;
}

async function evaluate<P>(c: Core<P>, tab: Tab<P>, cmd: CommandOf<'evaluate'>, t0: number): Promise<ActionResult> {
  if (!c.options.allowEval)
    return fail(
      'evaluate',
      t0,
      'NOT_ALLOWED',
      "evaluate runs the model's JavaScript in the page: this session was not opened with allowEval: true",
      'open the session with openSession(context, {allowEval: true}) (Python: open_session(context, allow_eval=True)) when you trust the code, or use the page actions',
    );
  let got;
  try {
    got = await raceDialog(c, tab.id, c.driver.evaluate(tab.page, fixJavaScript(cmd.code)));
  } catch (e) {
    return fail('evaluate', t0, 'SCRIPT_ERROR', `JavaScript execution error: ${driverMessage(e)}`);
  }
  // The code opened a dialog (alert): the evaluation goes on once it is answered.
  if (!got.done) {
    c.interrupted.set(
      tab.id,
      got.resumed.then(
        (v) => ({ ...plain('evaluate', t0), value: evaluateText(v) }),
        (e: unknown) => fail('evaluate', t0, 'SCRIPT_ERROR', `JavaScript execution error: ${driverMessage(e)}`),
      ),
    );
    return plain('evaluate', t0);
  }
  try {
    const r = plain('evaluate', t0);
    r.value = evaluateText(got.value);
    return r;
  } catch (e) {
    return fail('evaluate', t0, 'SCRIPT_ERROR', `Failed to execute JavaScript: ${driverMessage(e)}`);
  }
}

/** save_as_pdf's duplicate rule: `name (1).pdf`, `name (2).pdf`, ... when the name is taken. */
function freeName(dir: string, name: string): string {
  if (!fs.existsSync(path.join(dir, name))) return name;
  const dot = name.lastIndexOf('.');
  const base = dot < 0 ? name : name.slice(0, dot);
  const ext = dot < 0 ? '' : name.slice(dot);
  let n = 1;
  while (fs.existsSync(path.join(dir, `${base} (${n})${ext}`))) n++;
  return `${base} (${n})${ext}`;
}

/**
 * service.py screenshot: the viewport as PNG. With file_name it is saved under that name (`.png`
 * added, sanitised); without one browser-use shows it in the next observation, which a host does
 * not own: it is saved as `screenshot.png` (`screenshot (1).png`, ... when taken) and its path reported.
 */
async function screenshot<P>(c: Core<P>, tab: Tab<P>, cmd: CommandOf<'screenshot'>, t0: number): Promise<ActionResult> {
  let name = cmd.file ?? 'screenshot.png';
  if (!name.toLowerCase().endsWith('.png')) name += '.png';
  name = sanitizeFilename(name);
  if (cmd.file === undefined) name = freeName(c.files.dir, name);
  const png = await c.driver.screenshot(tab.page);
  const w = writeOutputFile(c.files.dir, name, png);
  if (!w.ok) return fail('screenshot', t0, w.code, w.message, w.hint);
  const r = plain('screenshot', t0);
  r.file = w.path;
  r.value = `Screenshot saved to ${name}`;
  return r;
}

/** service.py save_as_pdf: Page.printToPDF with browser-use's defaults; Chromium only. */
async function pdf<P>(c: Core<P>, tab: Tab<P>, cmd: CommandOf<'pdf'>, t0: number): Promise<ActionResult> {
  const engine = c.driver.engine();
  if (engine !== null && engine !== 'chromium')
    return fail(
      'pdf',
      t0,
      'NOT_SUPPORTED',
      `save_as_pdf prints with Chromium's Page.printToPDF: ${engine} cannot print a page to PDF here`,
      'open the session in Chromium, or take a screenshot',
    );
  const [w, h] = PAPER_INCHES[(cmd.paperFormat ?? 'Letter').toLowerCase()] ?? PAPER_INCHES['letter']!;
  const o: PdfOptions = {
    printBackground: cmd.printBackground !== false,
    landscape: cmd.landscape === true,
    scale: cmd.scale ?? 1,
    width: `${w}in`,
    height: `${h}in`,
    preferCSSPageSize: true,
  };
  if (cmd.displayHeaderFooter !== false) {
    // service.py: Chrome clips the header and footer unless the margins leave room for them.
    o.displayHeaderFooter = true;
    o.headerTemplate = cmd.headerTemplate ?? PDF_HEADER;
    o.footerTemplate = cmd.footerTemplate ?? PDF_FOOTER;
    o.margin = { top: '0.5in', bottom: '0.5in', left: '0.4in', right: '0.4in' };
  }
  let data: Buffer;
  try {
    data = await c.driver.pdf(tab.page, o);
  } catch (e) {
    return fail('pdf', t0, 'NOT_SUPPORTED', `the browser did not print the page to PDF: ${driverMessage(e)}`);
  }
  let name = cmd.file;
  if (name === undefined) {
    const title = await c.driver.title(tab.page).catch(() => '');
    name =
      title
        .replace(/[^\p{L}\p{N}_\s-]/gu, '')
        .trim()
        .slice(0, 50) || 'page';
  }
  if (!name.toLowerCase().endsWith('.pdf')) name += '.pdf';
  name = freeName(c.files.dir, sanitizeFilename(name));
  const saved = writeOutputFile(c.files.dir, name, data);
  if (!saved.ok) return fail('pdf', t0, saved.code, saved.message, saved.hint);
  const r = plain('pdf', t0);
  r.file = saved.path;
  r.value = `Saved page as PDF: ${name} (${data.length.toLocaleString('en-US')} bytes)`;
  return r;
}

/** The file verbs: no page needed (a dialog does not block them; a .pdf is printed in a page of its own). */
export async function fileVerb<P>(c: Core<P>, cmd: FileCommand, t0: number): Promise<ActionResult> {
  switch (cmd.action) {
    case 'writeFile':
      return outcome('writeFile', t0, await writeAgentFile(c.files, cmd.file, cmd.content, cmd.append === true));
    case 'readFile':
      return outcome('readFile', t0, readAgentFile(c.files, cmd.file));
    case 'replaceFile':
      return outcome('replaceFile', t0, await replaceAgentFile(c.files, cmd.file, cmd.oldText, cmd.newText));
  }
}

/** evaluate, screenshot, pdf in the active tab. */
export async function tabVerb<P>(c: Core<P>, tab: Tab<P>, cmd: TabCommand, t0: number): Promise<ActionResult> {
  switch (cmd.action) {
    case 'evaluate':
      return evaluate(c, tab, cmd, t0);
    case 'screenshot':
      return screenshot(c, tab, cmd, t0);
    case 'pdf':
      return pdf(c, tab, cmd, t0);
  }
}
