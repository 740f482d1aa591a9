/**
 * `--codegen typescript|python`: a Playwright script of the session, one line per action, from the
 * acted element's locators that pagemark verified unique in the page (LocatorEntry.unique), the first
 * in pagemark's order (src/dom/locators/locatorList.ts: test id, id, role, label, ...). Its own mark
 * (data-element-id, kind elementId) is never used: a page the script runs on has no pagemark in it.
 * An element inside a frame gets no line (its locators are relative to the frame's document).
 */
import fs from 'node:fs';
import { writeOutputFile, type PathVerdict } from '../guard/outputPath';
import type { ActionCommand } from '../../core/model/commands';
import type { ElementRecord, LocatorEntry } from '../../core/model/types';

/** A locator and what to do with it, independent of the language. */
export interface CodegenStep {
  locator: LocatorEntry | null;
  verb: 'goto' | 'click' | 'dblclick' | 'fill' | 'type' | 'press' | 'check' | 'uncheck' | 'select' | 'hover' | 'back';
  arg?: string | string[];
}

/** The first verified unique locator a fresh page has too, in the top document (also screenshot.ts's code line). */
export const scriptLocator = (rec: ElementRecord): LocatorEntry | null =>
  rec.locators.find((l) => l.unique && l.kind !== 'elementId' && l.playwright.startsWith('page.')) ?? null;

export function codegenLine(cmd: ActionCommand, rec: ElementRecord | undefined): CodegenStep | null {
  const locator = rec ? scriptLocator(rec) : null;
  switch (cmd.action) {
    case 'goto':
      return { locator: null, verb: 'goto', arg: cmd.url ?? '' };
    case 'back':
      return { locator: null, verb: 'back' };
    case 'press':
      return { locator, verb: 'press', arg: cmd.key ?? 'Enter' };
    case 'fill':
    case 'type':
      return locator ? { locator, verb: cmd.action, arg: cmd.text ?? '' } : null;
    case 'select':
      return locator ? { locator, verb: 'select', arg: (cmd.values ?? []).map(String) } : null;
    case 'click':
    case 'dblclick':
    case 'check':
    case 'uncheck':
    case 'hover':
      return locator ? { locator, verb: cmd.action } : null;
    default:
      return null;
  }
}

const q = (s: string): string => JSON.stringify(s);

/** TypeScript: the code pagemark wrote for the locator (LocatorEntry.playwright), as verified. */
const tsLocator = (l: LocatorEntry): string => l.playwright;

const GET_BY: Partial<Record<LocatorEntry['kind'], string>> = {
  label: 'get_by_label',
  placeholder: 'get_by_placeholder',
  altText: 'get_by_alt_text',
  title: 'get_by_title',
  text: 'get_by_text',
};

/** Python: the same locator in Playwright for Python's words. */
function pyLocator(l: LocatorEntry): string {
  const exact = /exact: true/.test(l.playwright) ? ', exact=True' : '';
  switch (l.kind) {
    case 'role': {
      const v = JSON.parse(l.value) as { role: string; name: string; includeHidden?: boolean };
      const hidden = v.includeHidden ? ', include_hidden=True' : '';
      return v.name
        ? `page.get_by_role(${q(v.role)}, name=${q(v.name)}${exact}${hidden})`
        : `page.get_by_role(${q(v.role)}${hidden})`;
    }
    case 'xpath':
      return `page.locator(${q('xpath=' + l.value)})`;
    default: {
      const m = GET_BY[l.kind];
      return m ? `page.${m}(${q(l.value)}${exact})` : `page.locator(${q(l.value)})`;
    }
  }
}

function tsLine(s: CodegenStep): string {
  if (s.verb === 'goto') return `await page.goto(${q(String(s.arg))});`;
  if (s.verb === 'back') return 'await page.goBack();';
  const on = s.locator ? tsLocator(s.locator) : 'page.keyboard';
  switch (s.verb) {
    case 'fill':
      return `await ${on}.fill(${q(String(s.arg))});`;
    case 'type':
      return `await ${on}.pressSequentially(${q(String(s.arg))});`;
    case 'press':
      return `await ${on}.press(${q(String(s.arg))});`;
    case 'select':
      return `await ${on}.selectOption(${JSON.stringify(s.arg)});`;
    default:
      return `await ${on}.${s.verb}();`;
  }
}

function pyLine(s: CodegenStep): string {
  if (s.verb === 'goto') return `page.goto(${q(String(s.arg))})`;
  if (s.verb === 'back') return 'page.go_back()';
  const on = s.locator ? pyLocator(s.locator) : 'page.keyboard';
  switch (s.verb) {
    case 'fill':
      return `${on}.fill(${q(String(s.arg))})`;
    case 'type':
      return `${on}.press_sequentially(${q(String(s.arg))})`;
    case 'press':
      return `${on}.press(${q(String(s.arg))})`;
    case 'select':
      return `${on}.select_option(${JSON.stringify(s.arg)})`;
    case 'dblclick':
      return `${on}.dblclick()`;
    default:
      return `${on}.${s.verb}()`;
  }
}

/** The path written, or why not (a symbolic link planted where the script goes). */
function written(w: PathVerdict): string {
  if (!w.ok) throw new Error(w.message);
  return w.path;
}

/** Writes session.spec.ts or session.py in `dir`; secret values become environment look-ups. */
export function writeScript(
  dir: string,
  lang: 'typescript' | 'python',
  steps: CodegenStep[],
  secrets: Record<string, string>,
): string {
  fs.mkdirSync(dir, { recursive: true });
  const unmask = (line: string): string => {
    let out = line;
    for (const [k, v] of Object.entries(secrets))
      if (v) out = out.split(q(v)).join(lang === 'python' ? `os.environ[${q(k)}]` : `process.env[${q(k)}]!`);
    return out;
  };
  if (lang === 'python') {
    const body = steps.map((s) => '    ' + unmask(pyLine(s))).join('\n');
    const text = `# Generated by pagemark mcp --codegen python\nimport os\nfrom playwright.sync_api import Page\n\n\ndef test_session(page: Page) -> None:\n${body}\n`;
    return written(writeOutputFile(dir, 'session.py', text));
  }
  const body = steps.map((s) => '  ' + unmask(tsLine(s))).join('\n');
  const text = `// Generated by pagemark mcp --codegen typescript\nimport { test } from '@playwright/test';\n\ntest('session', async ({ page }) => {\n${body}\n});\n`;
  return written(writeOutputFile(dir, 'session.spec.ts', text));
}
