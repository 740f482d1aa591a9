// @vitest-environment node
// Every class of path that shows a caller a driver's failure shows it through the driver-error guard
// (src/node/guard/driverError.ts): the session's verbs (evaluate, pdf, the agent's PDF documents),
// an MCP tool that words its own error (browser_evaluate, browser_pdf_save), and the CLI's page load.
// A Playwright failure is raw here as it is raw there: colour codes, a method prefix, a 50,000-
// character echo of the caller's input and a call log; no answer may carry any of it.
import { describe, expect, it } from 'vitest';
import { tabVerb } from '../../../../src/node/session/hostVerbs';
import { printDoc } from '../../../../src/node/session/agentDocs';
import { evaluate } from '../../../../src/node/tools/evaluate';
import { pdfSave } from '../../../../src/node/tools/media';
import { loadPage } from '../../../../src/node/loadPage';

const ECHO = 'x'.repeat(50_000);
const raw = () =>
  new Error(
    `page.evaluate: \u001b[31mTypeError\u001b[39m: cannot read ${ECHO}\nCall log:\n  - \u001b[2mwaiting for locator('#a')\u001b[22m`,
  );
const rejects = () => Promise.reject(raw());

/** A caller-facing text carries no ANSI escape, no call log, no long echo. */
function clean(text: string | undefined): void {
  expect(text).toBeDefined();
  expect(text).not.toMatch(/\u001b/);
  expect(text).not.toMatch(/Call log/);
  expect(text).not.toContain('x'.repeat(201));
  expect(text!.length).toBeLessThan(400);
}

describe('session verbs', () => {
  const core = (driver: object) =>
    ({ options: { allowEval: true }, dialogs: [], dialogWaiters: new Set(), driver }) as never;
  const tab = { id: 't1', page: {} } as never;

  it('evaluate', async () => {
    const r = await tabVerb(core({ evaluate: rejects }), tab, { action: 'evaluate', code: '1' }, Date.now());
    expect(r.error!.code).toBe('SCRIPT_ERROR');
    clean(r.error!.message);
  });

  it('pdf', async () => {
    const r = await tabVerb(core({ engine: () => 'chromium', pdf: rejects }), tab, { action: 'pdf' }, Date.now());
    expect(r.error!.code).toBe('NOT_SUPPORTED');
    clean(r.error!.message);
  });

  it("the agent's PDF document", async () => {
    const out = await printDoc({ engine: () => 'chromium', printHtml: rejects } as never, '<p>x</p>');
    expect(typeof out).toBe('string');
    clean(out as string);
  });
});

describe('MCP tools that word their own error', () => {
  const ctxOf = (t: object) => ({ activeTab: async () => ({ modalBlock: async () => null, ...t }) }) as never;
  const reply = () => {
    const got: { code?: string; message?: string } = {};
    return { got, response: { fail: (e: { code: string; message: string }) => Object.assign(got, e), ok: () => {} } };
  };

  it('browser_evaluate', async () => {
    const page = { once: () => {}, off: () => {}, removeListener: () => {}, evaluateHandle: rejects };
    const tabLike = { ctx: { options: { allowEval: true } }, page: () => page };
    const { got, response } = reply();
    await evaluate.handle(ctxOf(tabLike), { function: '() => 1' } as never, response as never);
    expect(got.code).toBe('SCRIPT_ERROR');
    clean(got.message);
  });

  it('browser_pdf_save', async () => {
    const tabLike = { ctx: { outputFile: () => ({ file: '/tmp/never.pdf' }) }, page: () => ({ pdf: rejects }) };
    const { got, response } = reply();
    await pdfSave.handle(ctxOf(tabLike), {} as never, response as never);
    expect(got.code).toBe('NOT_SUPPORTED');
    clean(got.message);
  });
});

describe('the CLI', () => {
  it("a page that does not load (snapshot, agent: the command's message)", async () => {
    const r = await loadPage(
      { goto: rejects } as never,
      { url: 'https://example.test/' } as never,
      'https://example.test/',
    );
    expect(r.ok).toBe(false);
    clean((r as { message: string }).message);
  });
});
