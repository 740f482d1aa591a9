// Set-of-Marks in real browsers: screenshots are the evidence.
import { test, expect } from './harness/fixtures';
import { decodePng } from './png';

const RED = '#ff0000';
const isRed = (p: [number, number, number]) => p[0] > 200 && p[1] < 80 && p[2] < 80;

async function boxes(drv: any) {
  return drv.call(() => {
    const out: Record<string, any> = {};
    for (const id of ['btn', 'wrapped', 'moved', 'header-link']) {
      const el = document.getElementById(id)!;
      out[id] = { rects: Array.from(el.getClientRects()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })) };
    }
    return out;
  });
}

test('boxes sit on the element edges: plain, wrapped link (one box per line), transformed, fixed', async ({ drv }) => {
  await drv.open('test/fixtures/highlight/marks.html');
  await drv.call(
    (c: string) => (window as any).pagemark.highlight((window as any).pagemark.snapshot(), { color: c, opacity: 0 }),
    RED,
  );
  const b = await boxes(drv);
  const png = decodePng(await drv.screenshot());
  for (const id of ['btn', 'moved', 'header-link']) {
    const r = b[id].rects[0];
    // Left and right borders (2px wide, drawn inside the box), at mid-height.
    expect(isRed(png.at(r.x + 0.5, r.y + r.h / 2)), `${id} left edge`).toBe(true);
    expect(isRed(png.at(r.x + r.w - 1.5, r.y + r.h / 2)), `${id} right edge`).toBe(true);
    // Inside, away from the border: not red (opacity 0 fill).
    expect(isRed(png.at(r.x + r.w / 2, r.y + r.h / 2 + 3)), `${id} inside`).toBe(false);
  }
  expect(b.wrapped.rects.length).toBeGreaterThan(1);
  for (const r of b.wrapped.rects)
    expect(isRed(png.at(r.x + 0.5, r.y + r.h / 2)), 'each line of the wrapped link').toBe(true);
});

test('marks follow scrolling, labels stay in the viewport, clicks reach the page, clear leaves no trace', async ({
  drv,
}) => {
  await drv.open('test/fixtures/highlight/marks.html');
  const before = await drv.call<string>(() => document.documentElement.outerHTML);
  const snapBefore = await drv.call<string>(() =>
    JSON.stringify((window as any).pagemark.snapshot().elements.map((e: any) => [e.bid, e.bbox])),
  );
  await drv.call((c: string) => (window as any).pagemark.highlight(null, { color: c, opacity: 0 }), RED);
  // The snapshot is identical with marks drawn.
  const snapDuring = await drv.call<string>(() =>
    JSON.stringify((window as any).pagemark.snapshot().elements.map((e: any) => [e.bid, e.bbox])),
  );
  expect(snapDuring).toBe(snapBefore);
  await drv.call(() => window.scrollTo(0, 60));
  await drv.call(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))),
  );
  const b = await boxes(drv);
  const png = decodePng(await drv.screenshot());
  const r = b.btn.rects[0];
  expect(isRed(png.at(r.x + 0.5, r.y + r.h / 2)), 'box followed the scroll').toBe(true);
  // A trusted click through the marks lands on the button.
  await drv.mouseClick(r.x + r.w / 2, r.y + r.h / 2);
  expect(await drv.call(() => (window as any).__clicks)).toBe(1);
  await drv.call(() => {
    (window as any).pagemark.clearHighlights();
    window.scrollTo(0, 0);
  });
  const after = await drv.call<string>(() => document.documentElement.outerHTML);
  // Clearing removes every mark node; the data-element-id attributes written by snapshots stay until dispose.
  expect(after.replace(/ data-element-id="pm-\d+"/g, '')).toBe(before);
  const png2 = decodePng(await drv.screenshot());
  const r0 = (await boxes(drv)).btn.rects[0];
  expect(isRed(png2.at(r0.x + 0.5, r0.y + r0.h / 2)), 'no box after clear').toBe(false);
  await drv.call(() => (window as any).pagemark.dispose());
  const disposed = await drv.call<string>(() => document.documentElement.outerHTML);
  expect(disposed).toBe(before);
});

test('one scroll and one resize listener while shown, none after clearing, none stacked by repeated calls', async ({
  drv,
}) => {
  await drv.open('test/fixtures/highlight/marks.html');
  const n = await drv.call<number[]>(() => {
    const pm = (window as any).pagemark;
    const w = window as any;
    // A first snapshot starts incremental tracking (its own listeners, removed by dispose()).
    pm.snapshot();
    const base = w.__listeners;
    pm.highlight();
    const shown = w.__listeners - base;
    pm.highlight();
    pm.highlight();
    const again = w.__listeners - base;
    pm.clearHighlights();
    return [shown, again, w.__listeners - base];
  });
  expect(n).toEqual([2, 2, 0]);
});

test('calling highlight twice replaces the marks', async ({ drv }) => {
  await drv.open('test/fixtures/highlight/marks.html');
  const n = await drv.call<number[]>(() => {
    const pm = (window as any).pagemark;
    pm.highlight(null, { debug: true });
    pm.highlight(null, { debug: true });
    const hosts = document.querySelectorAll('pagemark-marks');
    const boxesIn = hosts[0]!.shadowRoot!.querySelectorAll('div div').length;
    pm.highlight(null, { debug: true, filter: 'interactive' });
    return [hosts.length, document.querySelectorAll('pagemark-marks').length, boxesIn > 0 ? 1 : 0];
  });
  expect(n).toEqual([1, 1, 1]);
});

test('iframe and shadow-root elements are boxed at their place; marks follow a viewport resize; labels stay inside', async ({
  drv,
}) => {
  await drv.open('test/fixtures/highlight/frames.html');
  await expect
    .poll(() =>
      drv.call(
        () => !!(document.getElementById('frame') as HTMLIFrameElement).contentDocument?.getElementById('inner'),
      ),
    )
    .toBe(true);
  const rects = () =>
    drv.call<any>(() => {
      const f = document.getElementById('frame') as HTMLIFrameElement;
      const fr = f.getBoundingClientRect();
      const inner = f.contentDocument!.getElementById('inner')!.getBoundingClientRect();
      const sh = document.getElementById('host')!.shadowRoot!.getElementById('in-shadow')!.getBoundingClientRect();
      const right = document.getElementById('right')!.getBoundingClientRect();
      return {
        inner: {
          x: fr.left + f.clientLeft + inner.left,
          y: fr.top + f.clientTop + inner.top,
          w: inner.width,
          h: inner.height,
        },
        shadow: { x: sh.left, y: sh.top, w: sh.width, h: sh.height },
        right: { x: right.left, y: right.top, w: right.width, h: right.height },
      };
    });
  await drv.call((c: string) => (window as any).pagemark.highlight(null, { color: c, opacity: 0, debug: true }), RED);
  let r = await rects();
  let png = decodePng(await drv.screenshot());
  for (const k of ['inner', 'shadow', 'right']) {
    const b = r[k];
    expect(isRed(png.at(b.x + 0.5, b.y + b.h / 2)), `${k} left edge`).toBe(true);
    expect(isRed(png.at(b.x + b.w - 1.5, b.y + b.h / 2)), `${k} right edge`).toBe(true);
  }
  // Labels: inside the viewport, even for the element in the top-left corner (its label cannot go above it).
  const labels = await drv.call<any[]>(() => {
    const host = document.querySelector('pagemark-marks')!;
    return Array.from(host.shadowRoot!.querySelectorAll('div div'))
      .filter((d) => (d as HTMLElement).textContent)
      .map((d) => {
        const b = d.getBoundingClientRect();
        return { x: b.left, y: b.top, r: b.right, b: b.bottom, vw: innerWidth, vh: innerHeight };
      });
  });
  expect(labels.length).toBeGreaterThanOrEqual(4);
  for (const l of labels) {
    expect(l.x).toBeGreaterThanOrEqual(0);
    expect(l.y).toBeGreaterThanOrEqual(0);
    expect(l.r).toBeLessThanOrEqual(l.vw + 0.5);
    expect(l.b).toBeLessThanOrEqual(l.vh + 0.5);
  }
  // Resize: the right-aligned button moves; its box follows.
  await drv.setViewport(700, 500);
  await drv.call(
    () => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(res, 200)))),
  );
  r = await rects();
  png = decodePng(await drv.screenshot());
  expect(isRed(png.at(r.right.x + 0.5, r.right.y + r.right.h / 2)), 'box followed the resize').toBe(true);
});
