// A page that replaces Array.prototype[Symbol.iterator], %ArrayIteratorPrototype%.next and
// Function.prototype.apply/call/bind after pagemark loaded: array spread and destructuring in
// pagemark's code would then throw. act() types, presses and fills text controls there as on a
// normal page, with the caret where a person's keys would leave it. The cases are the fixture's
// `act-*` controls (see its header). The acting starts in a timer, after the driver's call has
// returned, and the spec waits for the result (harness/actedLater.ts): WebKit's WebDriver runs its
// script wrapper on the page's built-ins, so a driver call cannot overlap the broken window (as in
// builtins.spec.ts).
import { test, expect } from './harness/fixtures';
import { ACTED_TITLE, actedResult } from './harness/actedLater';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

const FIXTURE = 'test/fixtures/hostile/broken-after-load.html';

interface Case {
  id: string;
  index: number;
  steps: string[];
  want: string;
  wantCaret: number | null;
}

/** The fixture's cases with their snapshot index; each control's caret put at data-caret. */
function prepare(): Case[] {
  const pm = (window as any).pagemark;
  const s = pm.snapshot();
  const out: Case[] = [];
  const els = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[id^="act-"]');
  for (let i = 0; i < els.length; i++) {
    const el = els[i]!;
    const caret = Number(el.dataset['caret']);
    el.setSelectionRange(caret, caret);
    const rec = s.elements.find((e: any) => e.attributes.id === el.id);
    const wc = el.dataset['wantCaret'];
    out.push({
      id: el.id,
      index: rec ? rec.index : -1,
      steps: el.dataset['steps']!.split('|'),
      want: el.dataset['want']!,
      wantCaret: wc === undefined ? null : Number(wc),
    });
  }
  (window as any).breakAfterLoad();
  return out;
}

/**
 * Run every case's steps while broken; window.__acted gets, per case, each step's result (`ok` or
 * the error code) and the getValue read, then (unbroken) the control's value and caret. Indexed
 * loops and string concatenation only: the test itself must not use what it breaks.
 */
function actBroken(cases: Case[], title: string) {
  const w = window as any;
  w.__acted = null;
  setTimeout(async () => {
    const out: string[] = [];
    for (let c = 0; c < cases.length; c++) {
      const k = cases[c]!;
      let line = '';
      w.__broken = true;
      try {
        for (let i = 0; i < k.steps.length; i++) {
          const step = k.steps[i]!;
          const at = step.indexOf(':');
          const verb = step.slice(0, at);
          const arg = step.slice(at + 1);
          const cmd: any = { action: verb, target: k.index, snapshot: false };
          if (verb === 'press') cmd.key = arg;
          else cmd.text = arg;
          const r = await w.pagemark.act(cmd);
          line += verb + '=' + (r.ok ? 'ok' : r.error.code + ' ' + r.error.message) + ';';
        }
        const g = await w.pagemark.act({ action: 'getValue', target: k.index, snapshot: false });
        line += 'getValue=' + (g.ok ? g.value : g.error.code) + ';';
      } catch (e) {
        line += 'THREW ' + String(e) + ';';
      } finally {
        w.__broken = false;
      }
      const el = document.getElementById(k.id) as HTMLInputElement;
      line += 'value=' + el.value + (k.wantCaret === null ? '' : ';caret=' + el.selectionStart + '-' + el.selectionEnd);
      out[c] = line;
    }
    w.__acted = out;
    document.title = title;
  }, 250);
}

test('act() on text controls after the page replaced iteration and Function.prototype', async ({ drv }) => {
  test.setTimeout(120_000);
  await drv.open(FIXTURE);
  const cases = await drv.call<Case[]>(prepare);
  expect(cases.length).toBe(8);
  await drv.call(actBroken, cases, ACTED_TITLE).catch(() => null);
  const got = (await actedResult<string[]>(drv))!;
  const want: string[] = [];
  for (let c = 0; c < cases.length; c++) {
    const k = cases[c]!;
    let line = '';
    for (let i = 0; i < k.steps.length; i++) line += k.steps[i]!.split(':')[0] + '=ok;';
    line += `getValue=${k.want};value=${k.want}`;
    if (k.wantCaret !== null) line += `;caret=${k.wantCaret}-${k.wantCaret}`;
    want.push(`${k.id}: ${line}`);
  }
  expect(got.map((line, c) => `${cases[c]!.id}: ${line}`)).toEqual(want);
});

// Misuse still throws pagemark's own UsageError there: a class field compiles to a derived
// constructor that spreads its arguments (super(...arguments)), which would throw the page's error.
test('misuse throws PagemarkUsageError after the page replaced iteration', async ({ drv }) => {
  await drv.open(FIXTURE);
  await drv.call(() => void (window as any).pagemark.snapshot());
  await drv.call(() => {
    const w = window as any;
    w.breakAfterLoad();
    w.__misuse = null;
    setTimeout(() => {
      let got = 'no throw';
      w.__broken = true;
      try {
        w.pagemark.highlight(w.pagemark.protocol.lastSnapshot(), { opacity: 2 });
      } catch (e) {
        got = (e as Error).name + ': ' + (e as Error).message;
      } finally {
        w.__broken = false;
      }
      w.__misuse = got;
    }, 250);
  });
  const misuse = () => drv.call<string | null>(() => (window as any).__misuse).catch(() => null);
  await expect.poll(misuse, { timeout: 20_000 }).toBeTruthy();
  expect(await misuse()).toBe('PagemarkUsageError: highlight: opacity must be within 0..1');
});
