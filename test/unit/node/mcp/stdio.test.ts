// @vitest-environment node
// `pagemark mcp` through the SDK's own Client over stdio, one server and one Chromium for the file:
// tools/list (schemas that compile, Playwright MCP's names and argument names), every tool on the
// fixture page, and bad input answered with a readable error while the server goes on answering.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { FIXTURES, HAVE_CHROMIUM, refFor, serveFolder, stdioClient, textOf } from './harness';

// The core tools of the issue, under the pinned @playwright/mcp's names (its own tools/list below).
const CORE = [
  'browser_navigate',
  'browser_navigate_back',
  'browser_snapshot',
  'browser_click',
  'browser_type',
  'browser_fill_form',
  'browser_select_option',
  'browser_press_key',
  'browser_hover',
  'browser_drag',
  'browser_file_upload',
  'browser_handle_dialog',
  'browser_tabs',
  'browser_take_screenshot',
  'browser_wait_for',
  'browser_resize',
  'browser_close',
  'browser_find',
  'browser_evaluate',
];

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp over stdio', () => {
  let client: Client;
  let site: { base: string; close(): Promise<void> };
  let page = '';
  const call = async (name: string, args: Record<string, unknown> = {}) => {
    const r = await client.callTool({ name, arguments: args });
    return { text: textOf(r), isError: r.isError === true, content: r.content as { type: string }[] };
  };
  const ref = (label: string, text = page): string => {
    const r = refFor(text, label);
    if (!r) throw new Error(`no "${label}" in\n${text}`);
    return r;
  };

  beforeAll(async () => {
    site = await serveFolder(FIXTURES);
    ({ client } = await stdioClient('pagemark'));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await site?.close();
  });

  test('tools/list: schemas compile, and every core tool has Playwright MCP name and arguments', async () => {
    const ours = (await client.listTools()).tools;
    const ajv = new AjvJsonSchemaValidator();
    for (const t of ours) {
      const { $schema: _drop, ...schema } = t.inputSchema as Record<string, unknown>;
      void _drop;
      const v = ajv.getValidator(schema as never);
      expect(v({}).valid || t.inputSchema.required?.length, t.name).toBeTruthy();
      expect(v({ no_such_argument: 1 }).valid, `${t.name} rejects unknown arguments`).toBe(false);
    }
    const { client: pw } = await stdioClient('playwright');
    const theirs = (await pw.listTools()).tools;
    await pw.close();
    const byName = new Map(ours.map((t) => [t.name, t]));
    for (const name of CORE) {
      const p = theirs.find((t) => t.name === name);
      expect(p, `@playwright/mcp 0.0.83 has ${name}`).toBeTruthy();
      const o = byName.get(name);
      expect(o, `pagemark has ${name}`).toBeTruthy();
      const want = Object.keys(p!.inputSchema.properties ?? {});
      const have = Object.keys(o!.inputSchema.properties ?? {});
      expect(
        want.filter((k) => !have.includes(k)),
        `${name} arguments`,
      ).toEqual([]);
      // Enumerations mean the same: every value Playwright MCP accepts, we accept.
      for (const k of want) {
        const pe = (p!.inputSchema.properties![k] as { enum?: string[] }).enum ?? [];
        const oe = (o!.inputSchema.properties![k] as { enum?: string[] }).enum ?? pe;
        expect(
          pe.filter((v) => !oe.includes(v)),
          `${name}.${k} values`,
        ).toEqual([]);
      }
    }
  }, 90_000);

  test('navigate, snapshot under a budget, find', async () => {
    const nav = await call('browser_navigate', { url: `${site.base}/form.html` });
    expect(nav.isError).toBe(false);
    page = nav.text;
    expect(page).toMatch(/^\[\d+\]<input label="Full name">$/m);
    const snap = await call('browser_snapshot', {});
    expect(snap.text).toContain('<button>Place order');
    const small = await call('browser_snapshot', { maxTokens: 60 });
    expect(small.text.length).toBeLessThan(snap.text.length);
    expect(small.text).toMatch(/more elements (below|above|in) the viewport/);
    const found = await call('browser_find', { text: 'gift' });
    expect(found.text).toMatch(/1 match:[\s\S]*\[\d+\]<input type=checkbox label="Gift wrap">/);
    const re = await call('browser_find', { regex: '/place ORDER/i' });
    expect(re.text).toContain('Place order');
  }, 90_000);

  test('input tools act and answer with the changes keyed by refs', async () => {
    const fill = await call('browser_fill_form', {
      fields: [
        { target: ref('Full name'), name: 'name', type: 'textbox', value: 'Ada' },
        { target: ref('Size'), name: 'size', type: 'combobox', value: 'Large' },
        { target: ref('Gift wrap'), name: 'gift', type: 'checkbox', value: 'true' },
      ],
    });
    // Each field's changed line, with only what changed (the value, the check, the focus the
    // last one took): the model read the rest of each line before.
    expect(fill.text).toMatch(
      new RegExp(
        `^ok: filled \\[${ref('Full name')}\\], selected in \\[${ref('Size')}\\], checked \\[${ref('Gift wrap')}\\]\\n### Changes\\n<page-content id="\\w+">\\n` +
          `\\[${ref('Full name')}\\]<input value=Ada>\\n\\[${ref('Size')}\\]<select value=Large options="choose\\|Small\\|Large">\\n\\[${ref('Gift wrap')}\\]<input checked focused>\\n</page-content`,
      ),
    );
    const snap = (await call('browser_snapshot', {})).text;
    expect(snap).toContain(`[${ref('Full name')}]<input label="Full name" value=Ada>`);
    expect(snap).toMatch(/value=Large/);
    // A value the page did not keep, and an element the check showed, are news.
    const zip = await call('browser_type', { target: ref('Zip'), text: '1234567' });
    expect(zip.text).toContain('ok: typed into [' + ref('Zip') + '] (value now "12345")');
    expect(zip.text).toContain(`[${ref('Zip')}]<input value=12345 focused>`);
    const express = await call('browser_click', { target: ref('Express') });
    expect(express.text).toMatch(
      /### Changes\n<page-content id="\w+">\n\[\d+\]<input checked focused>\n\[\d+\]<button>Express costs extra\n/,
    );
    const unexpress = await call('browser_fill_form', {
      fields: [{ target: ref('Express'), name: 'express', type: 'checkbox', value: 'false' }],
    });
    // A check that went away: the whole line, since only it says what the element lost.
    expect(unexpress.text).toMatch(
      /^ok: unchecked \[\d+\]\n### Changes\n<page-content id="\w+">\n\[\d+\]<input type=checkbox label=Express focused>\n<\/page-content id="\w+">\n\(gone: \[\d+\]\)$/,
    );
    // New page text is a change: the order's confirmation comes back with the click. The focus
    // the clicked button took is what the click implies: beside other changes it is not shown
    // (alone, it is: the click landed; Playwright MCP's snapshot marks it [active]).
    const order = await call('browser_click', { target: ref('Place order') });
    expect(order.text).toMatch(
      /^ok: clicked \[\d+\]\n### Changes\n<page-content id="\w+">\nOrdered Large for Ada, with gift wrap\n<\/page-content/,
    );
    // `ref`, the older argument name, and submit: Enter in the field.
    const typed = await call('browser_type', { ref: ref('Search'), text: 'shoes', submit: true });
    expect(typed.text).toMatch(/^ok: typed into \[\d+\], pressed Enter\n/);
    expect(typed.text).toContain('searched shoes');
    const dbl = await call('browser_click', { target: ref('Double me'), doubleClick: true });
    expect(dbl.text).toContain('double clicked');
    const right = await call('browser_click', { target: ref('Right me'), button: 'right' });
    expect(right.text).toContain('right clicked');
    const hover = await call('browser_hover', { target: ref('Menu') });
    expect(hover.text).toMatch(/\[\d+\]<a>Settings/);
    const drag = await call('browser_drag', { startTarget: ref('Drag me'), endTarget: ref('Drop zone') });
    // The drop zone's changed line keeps only what changed: what a person now reads on it.
    expect(drag.text).toMatch(/\[\d+\]<div>dropped\n/);
    const sel = await call('browser_select_option', { target: ref('Size'), values: ['s'] });
    expect(sel.text).toContain('value=Small');
    const key = await call('browser_press_key', { key: 'Tab' });
    expect(key.isError).toBe(false);
    const later = await call('browser_click', { target: ref('Load later') });
    expect(later.isError).toBe(false);
    const waited = await call('browser_wait_for', { text: 'Ready now' });
    expect(waited.isError).toBe(false);
  }, 120_000);

  test('dialogs, file chooser, tabs, screenshot, resize, back, close', async () => {
    const del = await call('browser_click', { target: ref('Delete all') });
    expect(del.text).toContain(
      'Dialog pending in t1: confirm "Delete everything?"; answer it with browser_handle_dialog',
    );
    const blocked = await call('browser_click', { target: ref('Greet') });
    expect(blocked.isError).toBe(true);
    expect(blocked.text).toContain('DIALOG_PENDING');
    const acc = await call('browser_handle_dialog', { accept: false });
    // The page header is restated after the answer (Playwright MCP's handle_dialog does too).
    expect(acc.text).toMatch(
      /^ok: dismissed the confirm "Delete everything\?"\n### Changes\nURL: \S+\/form\.html\nTitle: MCP form fixture\n[^\n]+\ncancelled\n/,
    );
    expect((await call('browser_find', { text: 'cancelled' })).text).toContain('cancelled');
    await call('browser_click', { target: ref('Greet') });
    const prompt = await call('browser_handle_dialog', { accept: true, promptText: 'Bob' });
    expect(prompt.text).toContain('ok: accepted the prompt "Your name?" with "Bob"');
    expect((await call('browser_find', { text: 'hello' })).text).toContain('hello Bob');

    const chooser = await call('browser_click', { target: ref('Attachment') });
    expect(chooser.text).toContain('File chooser pending in t1');
    expect(chooser.text).toContain('answer it with browser_file_upload');
    const up = await call('browser_file_upload', { paths: [`${FIXTURES}/other.html`] });
    expect(up.isError).toBe(false);
    expect((await call('browser_find', { text: 'file other' })).text).toContain('file other.html');
    await call('browser_click', { target: ref('Attachment') });
    const outside = await call('browser_file_upload', { paths: ['/etc/passwd'] });
    expect(outside.isError).toBe(true);
    expect(outside.text).toContain('is outside allowed roots. Allowed roots: ');
    // The chooser stays pending until answered: another action is refused, naming the tool that
    // answers it (as Playwright MCP refuses a tool that does not handle the modal state).
    const refused = await call('browser_click', { target: ref('Open details') });
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(
      /^error INVALID_COMMAND: Tool "browser_click" does not handle the modal state\.\n[\s\S]*File chooser pending in t1[\s\S]*browser_file_upload/,
    );
    expect((await call('browser_file_upload', {})).text).toMatch(/^ok: cancelled the file chooser/);

    const popup = await call('browser_click', { target: ref('Open details') });
    expect(popup.text).toMatch(/Tab t2 opened/);
    expect(popup.text).toContain('Say thanks');
    const list = await call('browser_tabs', { action: 'list' });
    // Playwright MCP's list: position, (current), [title](url).
    expect(list.text).toMatch(/^### Result\n- 0: \[MCP form fixture\]\(.*\)\n- 1: \(current\) \[Details\]\(/m);
    const sel = await call('browser_tabs', { action: 'select', index: 0 });
    expect(sel.text).toMatch(/^ok\n### Result\n- 0: \(current\) /);
    const nt = await call('browser_tabs', { action: 'new', url: `${site.base}/other.html` });
    expect(nt.text).toContain('Details page');
    const closed = await call('browser_tabs', { action: 'close' });
    expect(closed.text).toMatch(/Tab t3 closed/);
    await call('browser_tabs', { action: 'close', index: 1 });

    const shot = await call('browser_take_screenshot', {});
    expect(shot.content.some((c) => c.type === 'image')).toBe(true);
    const el = await call('browser_take_screenshot', { target: ref('Place order') });
    expect(el.content.some((c) => c.type === 'image')).toBe(true);
    expect((await call('browser_resize', { width: 700, height: 500 })).isError).toBe(false);

    const next = await call('browser_click', { target: ref('Go to details') });
    expect(next.text).toContain('### Page (new document)');
    const back = await call('browser_navigate_back');
    expect(back.text).toContain('Order form');
    page = back.text;
  }, 150_000);

  test('bad input is answered readably, and the server answers the next call', async () => {
    const unknownRef = await call('browser_click', { target: '9999' });
    expect(unknownRef.isError).toBe(true);
    expect(unknownRef.text).toMatch(/NOT_FOUND/);
    await call('browser_click', { target: ref('Vanish') });
    const stale = await call('browser_click', { target: ref('Vanish') });
    expect(stale.isError).toBe(true);
    expect(stale.text).toMatch(/error (STALE_ELEMENT|NOT_FOUND)/);
    const noSel = await call('browser_click', { target: '#no-such-thing' });
    expect(noSel.isError).toBe(true);
    const bad = await call('browser_navigate', { url: 'http://' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/is not a (valid )?URL/);
    const unreachable = await call('browser_navigate', { url: 'http://127.0.0.1:9/' });
    expect(unreachable.isError).toBe(true);
    expect(unreachable.text).toMatch(/NAVIGATION_FAILED/);
    const wrongType = await call('browser_click', { target: 12 });
    expect(wrongType.isError).toBe(true);
    expect(wrongType.text).toContain('arguments.target must be a string');
    const missing = await call('browser_type', { target: '2' });
    expect(missing.text).toContain('arguments.text is required');
    const unknown = await client.callTool({ name: 'browser_teleport', arguments: {} }).then(
      (r) => textOf(r),
      (e: Error) => e.message,
    );
    expect(unknown).toContain('browser_teleport');
    const ok = await call('browser_navigate', { url: `${site.base}/other.html` });
    expect(ok.isError).toBe(false);
    expect(ok.text).toContain('Say thanks');
    expect((await call('browser_close')).text).toContain('the browser is closed');
    // The next call starts a browser again.
    expect((await call('browser_navigate', { url: `${site.base}/other.html` })).text).toContain('Say thanks');
  }, 120_000);
});
