// Frames and shadow roots: BrowserGym bids per nesting level, boxes in top-level coordinates,
// more than 26 frames, shadow roots inside frames and frames inside shadow roots, slots, and a
// cross-origin frame reported as unreachable.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

async function ready(drv: any) {
  await drv.call((cross: string) => {
    (document.getElementById('reg-visible-cross') as HTMLIFrameElement).src = cross;
  }, drv.crossUrl('test/fixtures/bundle/plain.html'));
  await expect
    .poll(
      () =>
        drv.call(() => {
          const all = (d: Document): number => {
            let n = 0;
            for (const f of Array.from(d.querySelectorAll('iframe'))) {
              try {
                const cd = f.contentDocument;
                if (cd && cd.readyState === 'complete' && cd.body && cd.body.childElementCount > 0) n += 1 + all(cd);
              } catch {}
            }
            const host = d.getElementById('shadow-host');
            if (host && host.shadowRoot) {
              const fr = host.shadowRoot.querySelector('iframe')!;
              if (fr.contentDocument?.body?.childElementCount) n++;
            }
            return n;
          };
          return all(document);
        }),
      { timeout: 15000 },
    )
    .toBe(35); // 3 nested + shadow frame + 30 many + frame in shadow
  // The cross-origin frame has loaded when its document is no longer readable from here.
  await expect
    .poll(
      () =>
        drv.call(() => (document.getElementById('reg-visible-cross') as HTMLIFrameElement).contentDocument === null),
      { timeout: 15000 },
    )
    .toBe(true);
}

test('bids per nesting level, offsets into top-level coordinates, 30+ frames, shadow and slots', async ({ drv }) => {
  await drv.open('test/fixtures/registry/frames.html');
  await ready(drv);
  const r = await drv.call<any>(() => {
    const s = (window as any).pagemark.snapshot();
    const find = (name: string) => s.elements.find((e: any) => e.name === name);
    // The real position of #f3 in top-level coordinates, through the frame chain.
    const f1 = document.getElementById('reg-visible-deep-1') as HTMLIFrameElement;
    const d1 = f1.contentDocument!;
    const f2 = d1.querySelector('iframe')!;
    const d2 = f2.contentDocument!;
    const f3 = d2.querySelector('iframe')!;
    const b3 = f3.contentDocument!.getElementById('f3')!;
    const off = (fr: HTMLIFrameElement) => {
      const rr = fr.getBoundingClientRect();
      const cs = fr.ownerDocument.defaultView!.getComputedStyle(fr);
      return {
        x: rr.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft),
        y: rr.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop),
      };
    };
    const o1 = off(f1);
    const o2 = off(f2);
    const o3 = off(f3);
    const rb = b3.getBoundingClientRect();
    return {
      bids: ['Level 1', 'Level 2', 'Level 3', 'Shadow in frame', 'Frame in shadow', 'Slotted', 'M0', 'M29'].map(
        (n) => find(n)?.bid ?? null,
      ),
      real3: { x: o1.x + o2.x + o3.x + rb.left, y: o1.y + o2.y + o3.y + rb.top },
      bbox3: find('Level 3').bbox,
      unassigned: s.elements.some((e: any) => e.name === 'Unassigned'),
      cross: s.frames.find((f: any) => f.crossOrigin),
      crossHost: s.elements.find((e: any) => e.attributes.id === 'reg-visible-cross')?.index,
      frames: s.frames.length,
      frameIds: s.frames.map((f: any) => f.id),
      errors: s.errors,
    };
  });
  expect(r.errors).toEqual([]);
  const [l1, l2, l3, shadowInFrame, frameInShadow, slotted, m0, m29] = r.bids;
  expect(l1).toMatch(/^a\d+$/);
  expect(l2).toMatch(/^aa\d+$/);
  expect(l3).toMatch(/^aaa\d+$/);
  expect(shadowInFrame).toMatch(/^b\d+$/);
  expect(frameInShadow).toMatch(/^c\d+$/);
  expect(slotted).toMatch(/^\d+$/);
  expect(m0).toMatch(/^e\d+$/); // d is the cross-origin frame
  expect(m29).toMatch(/^aH\d+$/); // the 34th frame of the top document: a..z then aA, aB, ...
  expect(r.unassigned).toBe(false);
  expect(Math.abs(r.bbox3.x - r.real3.x)).toBeLessThan(0.05);
  expect(Math.abs(r.bbox3.y - r.real3.y)).toBeLessThan(0.05);
  expect(r.cross).toMatchObject({ id: 'd', status: 'unreachable', crossOrigin: true, hostIndex: r.crossHost });
  expect(r.frames).toBe(1 + 3 + 1 + 1 + 1 + 30);
  // Every bid parses back to its frame.
  expect(new Set(r.frameIds).size).toBe(r.frameIds.length);
});

test('30 nested iframes: one frame token per level, every level registered', async ({ drv }) => {
  // Firefox stops nesting content frames at depth 10 (MAX_DEPTH_CONTENT_FRAMES in Gecko's
  // nsFrameLoader): the page itself cannot go deeper there, so Firefox checks the 9 it renders.
  const depth = drv.engine === 'firefox' ? 9 : 30;
  await drv.goto(drv.url('test/fixtures/registry/chain.html?d=30'));
  await expect
    .poll(
      () =>
        drv.call(() => {
          let d: Document | null = document;
          let depth = 0;
          while (d) {
            const f: HTMLIFrameElement | null = d.querySelector('iframe');
            const next: Document | null = f ? f.contentDocument : null;
            if (!next || next.readyState !== 'complete' || !next.querySelector('button')) break;
            d = next;
            depth++;
          }
          return depth;
        }),
      { timeout: 20000 },
    )
    .toBe(depth);
  await drv.inject((await import('./harness/fixtures')).bundleSource());
  const r = await drv.call<any>((d: number) => {
    const s = (window as any).pagemark.snapshot();
    const deepest = s.elements.find((e: any) => e.name === `Depth ${30 - d}`);
    return { bid: deepest?.bid, buttons: s.elements.filter((e: any) => e.tag === 'button').length, errors: s.errors };
  }, depth);
  expect(r.errors).toEqual([]);
  expect(r.buttons).toBe(depth + 1);
  expect(r.bid).toMatch(new RegExp(`^${'a'.repeat(depth)}\\d+$`));
});

test('an overlay in the parent document covering an iframe covers the elements inside it', async ({ drv }) => {
  await drv.open('test/fixtures/registry/frames.html');
  await ready(drv);
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    const before = pm.snapshot().elements.find((e: any) => e.name === 'Level 1');
    const f = document.getElementById('reg-visible-deep-1')!.getBoundingClientRect();
    const cover = document.createElement('div');
    cover.id = 'cover';
    cover.style.cssText = `position:fixed;left:${f.left}px;top:${f.top}px;width:${f.width}px;height:${f.height}px;background:rgba(0,0,0,.3)`;
    document.body.appendChild(cover);
    const after = pm.snapshot().elements.find((e: any) => e.name === 'Level 1');
    return { before: before.isTopElement, after: after.isTopElement, by: after.obscuredBy };
  });
  expect(r).toEqual({ before: true, after: false, by: 'div#cover' });
});

test("a frame's plain text is page text after the frame's line, not the iframe's own", async ({ drv }) => {
  await drv.open('test/fixtures/mcp/targets.html');
  await expect
    .poll(() =>
      drv.call(() => {
        const f = document.querySelector('iframe[title="Inner frame"]') as HTMLIFrameElement;
        return f.contentDocument?.querySelector('button') !== null && f.contentDocument?.readyState === 'complete';
      }),
    )
    .toBe(true);
  const text = await drv.call<string>(() => {
    const pm = (window as any).pagemark;
    return pm.render(pm.snapshot(), 'text', { content: 'all' });
  });
  // The iframe's line, then the frame document's text and lines (the stitched tree holds them
  // under the iframe's node).
  expect(text).toMatch(/<iframe title="Inner frame">\nPlain text inside the iframe\n\[\d+\]<button>Inner button/);
});
