// Delivery without a driver: the exact bookmarklet source on a strict CSP + Trusted Types page,
// driven through its panel with trusted clicks and keys; the userscript at document start.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ROOT } from './harness/fixtures';

const dist = (f: string) => fs.readFileSync(path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), f), 'utf8');
const bookmarkletSource = () => decodeURIComponent(dist('bookmarklet.txt').trim().slice('javascript:'.length));

type Panel = {
  open: boolean;
  status: string;
  output: string;
  marked: boolean;
  controls: Record<string, { x: number; y: number; width: number; height: number; text: string }>;
};
const panel = (drv: any) => drv.call(() => (window as any).pagemark.panel.state()) as Promise<Panel | null>;
const centre = (c: { x: number; y: number; width: number; height: number }) =>
  [c.x + c.width / 2, c.y + c.height / 2] as const;

test('bookmarklet on a strict CSP + Trusted Types page: panel, copy, action, close and dispose', async ({ drv }) => {
  await drv.open('test/fixtures/delivery/csp.html', { inject: false, query: 'csp=strict' });
  expect(await drv.call(() => (window as any).__ttEnforced)).toBe(true);
  const before = await drv.call<string>(() => document.documentElement.outerHTML);
  await drv.inject(bookmarkletSource());
  let p = await panel(drv);
  expect(p?.open).toBe(true);
  expect(p!.status).toMatch(/^3 elements · [\d.]+ ms$/);

  // Mark (a trusted click on the panel's own button).
  await drv.mouseClick(...centre(p!.controls['mark']!));
  p = await panel(drv);
  expect(p!.marked).toBe(true);
  expect(p!.controls['mark']!.text).toBe('Unmark');

  // Copy as text: the clipboard may be denied in automation; the text is in the panel either way.
  await drv.mouseClick(...centre(p!.controls['copyText']!));
  await expect.poll(async () => (await panel(drv))!.output).toContain('Pay now');

  // Run an action typed into the panel: click the Pay button by its index.
  const pay = await drv.call<number>(() => {
    const s = (window as any).pagemark.protocol.lastSnapshot();
    return s.elements.find((e: any) => e.attributes.id === 'reg-visible-pay').index;
  });
  await drv.mouseClick(...centre(p!.controls['input']!));
  await drv.type(`click ${pay}`);
  await drv.press('Enter');
  await expect.poll(() => drv.call(() => (window as any).__clicks)).toBe(1);
  await expect.poll(async () => (await panel(drv))!.output).toContain('"ok": true');

  // Clicking the bookmarklet again closes the panel and disposes: the page is as it was.
  await drv.inject(bookmarkletSource());
  expect(await panel(drv)).toBeNull();
  const after = await drv.call<string>(() => document.documentElement.outerHTML);
  expect(after.replace('paid 1', '')).toBe(before);
});

test('userscript at document start sees closed shadow roots and listener-only clickables', async ({ drv }) => {
  test.skip(drv.engine === 'webkit', 'WebKitWebDriver has no way to run a script before the page (no init scripts)');
  const page = (drv as any).page;
  await page.addInitScript({ content: dist('pagemark.user.js') });
  await drv.goto(drv.url('test/fixtures/delivery/hooks.html'));
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    return {
      mode: (window as any).__modeSeen,
      hook: s.capabilities.documentStartHook,
      names: s.elements.map((e: any) => e.name),
      listener: s.elements.find((e: any) => e.attributes.id === 'reg-visible-listener-only')?.reason,
      plain: s.elements.some((e: any) => e.attributes.id === 'noreg-plain-div'),
    };
  });
  expect(r.mode).toBe('closed'); // the page still sees a closed root
  expect(r.hook).toBe(true);
  expect(r.names).toContain('Inside closed root');
  expect(r.listener).toBe('listener');
  expect(r.plain).toBe(false);
});
