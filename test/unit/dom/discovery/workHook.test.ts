// The page's work in flight (src/dom/discovery/workHook.ts) and the settle wait that ends on it
// (src/dom/actions/settle.ts, issue 57): a wait that ends as soon as the page's own timers and
// requests are done, and never before a timer the action's handlers set.
import { afterEach, describe, expect, it } from 'vitest';
import { bindWindow } from '../../../../src/dom/platform/dom';
import { beginWork, endWork, installWorkHooks, workState } from '../../../../src/dom/discovery/workHook';
import { watch } from '../../../../src/dom/actions/settle';
import { dispose } from '../../../../src/api/dispose';

const w = window as unknown as Record<string, unknown>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  endWork();
  dispose();
});

function bound(): void {
  bindWindow(window as unknown as globalThis.Window);
  installWorkHooks();
}

describe('work hook', () => {
  it('counts a short timer set while tracking until it runs', async () => {
    bound();
    beginWork(true);
    let ran = false;
    window.setTimeout(() => (ran = true), 20);
    expect(workState()!.pending).toBe(1);
    expect(workState()!.acted).toBe(1);
    await sleep(60);
    expect(ran).toBe(true);
    expect(workState()!.pending).toBe(0);
  });
  it('forgets a cleared timer, ignores long delays, intervals and timers set before tracking', () => {
    bound();
    const before = window.setTimeout(() => {}, 10);
    beginWork(true);
    expect(workState()!.pending).toBe(0);
    const id = window.setTimeout(() => {}, 50);
    window.clearTimeout(id);
    window.setTimeout(() => {}, 5000);
    const iv = window.setInterval(() => {}, 10);
    expect(workState()!.pending).toBe(0);
    window.clearInterval(iv);
    window.clearTimeout(before);
  });
  it('counts a frame the action requests as its reaction until it runs; a frame loop stops counting', async () => {
    bound();
    beginWork(true);
    let ran = false;
    window.requestAnimationFrame(() => (ran = true));
    expect(workState()!).toMatchObject({ pending: 1, acted: 1 });
    await sleep(80);
    expect(ran).toBe(true);
    expect(workState()!).toMatchObject({ pending: 0, acted: 0 });
    // A loop that requests its next frame from each frame: counted a few frames deep, then not.
    let frames = 0;
    const loop = (): void => {
      frames++;
      if (frames < 12) window.requestAnimationFrame(loop);
    };
    window.requestAnimationFrame(loop);
    for (let i = 0; i < 50 && frames < 8; i++) await sleep(20);
    expect(frames).toBeGreaterThanOrEqual(8);
    expect(workState()!.pending).toBe(0);
  });
  it('passes this, the arguments and the return value through', async () => {
    bound();
    beginWork(true);
    const got: unknown[] = [];
    const id = window.setTimeout((a: number, b: string) => got.push(a, b), 1, 7, 'x');
    expect(id).toBeTruthy();
    await sleep(30);
    expect(got).toEqual([7, 'x']);
  });
  it('counts a fetch until it settles, rejected or not', async () => {
    bound();
    let finish!: (v: unknown) => void;
    const realFetch = w['fetch'];
    // The page's fetch before the hook: a promise we settle.
    endWork();
    dispose();
    w['fetch'] = () => new Promise((r) => (finish = r));
    try {
      bound();
      beginWork(true);
      const p = (w['fetch'] as () => Promise<unknown>)();
      expect(workState()!.pending).toBe(1);
      finish('done');
      expect(await p).toBe('done');
      await sleep(0);
      expect(workState()!.pending).toBe(0);
    } finally {
      dispose();
      w['fetch'] = realFetch;
    }
  });
  it('an XMLHttpRequest that was never sent (send before open throws) is not waited for', () => {
    bound();
    beginWork(true);
    const x = new XMLHttpRequest();
    expect(() => x.send()).toThrow();
    expect(workState()!.pending).toBe(0);
  });
  it('dispose restores what it wrapped, unless the page wrapped it since', () => {
    const original = w['setTimeout'];
    bound();
    expect(w['setTimeout']).not.toBe(original);
    dispose();
    expect(w['setTimeout']).toBe(original);
    bound();
    const pages = function pageWrapper() {};
    w['setTimeout'] = pages;
    dispose();
    expect(w['setTimeout']).toBe(pages);
    w['setTimeout'] = original;
  });
});

describe('settle wait on tracked work', () => {
  it('ends on signals, well before the quiet window, when the page does nothing', async () => {
    bound();
    const s = watch(false, true);
    expect(await s.quiet(1000, 5000)).toBe('signals');
    s.stop();
  });
  it("does not end before a timer the action's handler set, and sees its mutation", async () => {
    bound();
    const s = watch(false, true);
    // The action's handler: a reaction a moment later.
    window.setTimeout(() => document.body.appendChild(document.createElement('p')), 60);
    expect(await s.quiet(1000, 5000)).toBe('signals');
    expect(s.stop().mutations).toBe(1);
  });
  it('keeps the whole window when the work was not tracked from the action on (driver input, no dry run)', async () => {
    bound();
    const s = watch(true, true);
    expect(await s.quiet(40, 5000)).toBe('quiet');
    s.stop();
  });
  it('with settleOnWork false (a session over a driver with no early word of new tabs) it keeps the window', async () => {
    bound();
    const s = watch(false, false);
    expect(await s.quiet(40, 5000)).toBe('quiet');
    s.stop();
  });
  it('after a dry run began tracking, the settle after the input ends on signals', async () => {
    bound();
    beginWork(true); // the dry run (act.ts)
    window.setTimeout(() => document.body.appendChild(document.createElement('p')), 30); // the input's handler
    const s = watch(true, true);
    expect(await s.quiet(1000, 5000)).toBe('signals');
    expect(s.stop().mutations).toBe(1);
  });
});
