// The action API in real browsers: framework apps (React 18, Vue 3) whose own state is asserted,
// and vanilla pages for each failure mode and dialect.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;

/** Run act() in the page with a target found by role+name (or by id attribute) in a fresh snapshot. */
async function act(drv: any, find: { name?: string; id?: string; role?: string } | null, cmd: R): Promise<R> {
  return drv.call(
    async (f: any, c: any) => {
      const pm = (window as any).pagemark;
      const s = pm.snapshot();
      if (f) {
        const r = s.elements.find(
          (e: any) => (f.id ? e.attributes.id === f.id : e.name === f.name) && (!f.role || e.role === f.role),
        );
        if (!r) return { ok: false, error: { code: 'TEST_NOT_FOUND', message: JSON.stringify(f) } };
        c = { ...c, target: r.index };
      }
      const res = await pm.act(c);
      delete res.snapshot;
      return res;
    },
    find,
    cmd,
  );
}
const state = (drv: any) => drv.call(() => JSON.parse(JSON.stringify((window as any).__state)));
const log = (drv: any) => drv.call(() => (window as any).__log);

test('React controlled inputs, select, checkbox, ARIA listbox, contenteditable and a button', async ({ drv }) => {
  await drv.open('test/fixtures/actions/react.html');
  await expect.poll(() => drv.call(() => !!(window as any).__state)).toBe(true);
  let r = await act(drv, { name: 'Name', role: 'textbox' }, { action: 'fill', text: 'Ada Lovelace' });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await act(drv, { name: 'Color' }, { action: 'select', values: ['Blue'] });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await act(drv, { name: 'I agree' }, { action: 'check' });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  expect(r.effects.checkedAfter).toBe(true);
  r = await act(drv, { name: 'Fruit' }, { action: 'select', values: ['Cherry'] });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await act(drv, { name: 'Notes' }, { action: 'type', text: 'hello' });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await act(drv, { name: 'Count 0' }, { action: 'click' });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  await expect
    .poll(() => state(drv))
    .toEqual({ name: 'Ada Lovelace', color: 'blue', agree: true, fruit: 'Cherry', clicks: 1, notes: 'hello' });
  // type appends key by key: React sees every character.
  r = await act(drv, { name: 'Name', role: 'textbox' }, { action: 'type', text: '!' });
  expect(r.effects.valueAfter).toBe('Ada Lovelace!');
  await expect.poll(async () => (await state(drv)).name).toBe('Ada Lovelace!');
});

test('Vue 3 inputs, select, checkbox and a button', async ({ drv }) => {
  await drv.open('test/fixtures/actions/vue.html');
  await expect.poll(() => drv.call(() => !!(window as any).__state)).toBe(true);
  expect((await act(drv, { name: 'Email' }, { action: 'fill', text: 'a@b.co' })).ok).toBe(true);
  expect((await act(drv, { name: 'Plan' }, { action: 'select', values: ['pro'] })).ok).toBe(true);
  expect((await act(drv, { name: 'Newsletter' }, { action: 'check' })).ok).toBe(true);
  expect((await act(drv, { name: 'Clicked 0' }, { action: 'click' })).ok).toBe(true);
  await expect.poll(() => state(drv)).toEqual({ email: 'a@b.co', plan: 'pro', news: true, count: 1 });
});

test('typed failures: OBSCURED with the covering element, DISABLED, NOT_EDITABLE, NOT_STABLE, INVALID_COMMAND', async ({
  drv,
}) => {
  await drv.open('test/fixtures/actions/vanilla.html');
  let r = await act(drv, { id: 'disabled' }, { action: 'click', timeout: 300 });
  expect(r.error.code).toBe('DISABLED');
  r = await act(drv, { id: 'readonly' }, { action: 'fill', text: 'x' });
  expect(r.error.code).toBe('NOT_EDITABLE');
  r = await act(drv, { id: 'mover' }, { action: 'click', timeout: 300 });
  expect(r.error.code).toBe('NOT_STABLE');
  expect((await act(drv, { id: 'open-modal' }, { action: 'click' })).ok).toBe(true);
  r = await act(drv, { id: 'target' }, { action: 'click', timeout: 300 });
  expect(r.error.code).toBe('OBSCURED');
  expect(r.error.obscuredBy).toBe('div#modal.open');
  r = await drv.call(async () => {
    const x = await (window as any).pagemark.act("click('12'");
    return x.error;
  });
  expect(r.code).toBe('INVALID_COMMAND');
  expect(await log(drv)).toEqual([]);
});

test('a re-rendered element is recovered through its locators; a removed one is STALE_ELEMENT', async ({ drv }) => {
  await drv.open('test/fixtures/actions/vanilla.html');
  const r = await drv.call<R>(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const idx = s.elements.find((e: any) => e.attributes.id === 'rerender').index;
    (window as any).__rerender(); // replaced by an equivalent node the registry has not seen
    const a = await pm.act({ action: 'click', target: idx, snapshot: false });
    document.getElementById('rerender-box')!.replaceChildren();
    const b = await pm.act({ action: 'click', target: idx, snapshot: false });
    return { a: { ok: a.ok, by: a.resolvedBy }, b: b.error.code, log: (window as any).__log };
  });
  expect(r.a).toEqual({ ok: true, by: 'testId' });
  expect(r.b).toBe('STALE_ELEMENT');
  expect(r.log).toEqual(['new']);
});

test('elements inside an iframe and a shadow root; drag and drop; navigation is reported', async ({ drv }) => {
  await drv.open('test/fixtures/actions/vanilla.html');
  await expect
    .poll(() => drv.call(() => !!document.querySelector('iframe')!.contentDocument?.getElementById('inner')))
    .toBe(true);
  let r = await act(drv, { name: 'Inner' }, { action: 'click' });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  expect(r.target.bid).toMatch(/^a\d+$/);
  r = await act(drv, { name: 'In shadow' }, { action: 'click' });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const from = s.elements.find((e: any) => e.attributes.id === 'drag');
    const to = s.elements.find((e: any) => e.attributes.id === 'drop');
    return to
      ? pm.act({ action: 'drag', target: from.index, to: to.index, snapshot: false })
      : { ok: false, error: 'drop not registered' };
  });
  // The drop zone is not interactive: registered only with include 'all'. Use a locator instead.
  if (!r.ok) {
    r = await drv.call(async () => {
      const pm = (window as any).pagemark;
      const s = pm.snapshot();
      const from = s.elements.find((e: any) => e.attributes.id === 'drag');
      return pm.act({
        action: 'drag',
        target: from.index,
        to: { locator: { kind: 'css', value: '#drop' } },
        snapshot: false,
      });
    });
  }
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await act(drv, { name: 'Go next' }, { action: 'click' });
  expect(r.ok).toBe(true);
  expect(await log(drv)).toEqual(['inner', 'shadow', 'drop:drag']);
  expect(await drv.call(() => location.hash)).toBe('#next');
});

test('every dialect reaches the same element', async ({ drv }) => {
  await drv.open('test/fixtures/actions/vanilla.html');
  const results = await drv.call<R[]>(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const t = s.elements.find((e: any) => e.attributes.id === 'target');
    const cmds: unknown[] = [
      { action: 'click', target: t.index, snapshot: false },
      { action: 'click', index: t.index, snapshot: false },
      { click_element_by_index: { index: t.index } },
      { action: 'click_element', params: { element_id: t.elementId } },
      `click('${t.bid}')`,
      { action: 'click', target: { locator: t.locators.find((l: any) => l.kind === 'xpath') }, snapshot: false },
    ];
    const out = [];
    for (const c of cmds) {
      const r = await pm.act(c);
      out.push({ ok: r.ok, index: r.target ? r.target.index : null, error: r.error });
    }
    return out;
  });
  for (const r of results) expect(r.ok, JSON.stringify(r.error)).toBe(true);
  expect(await drv.call(() => (window as any).__log.length)).toBe(6);
});

test('press, hover, scroll, wait, extract, getValue, and the history', async ({ drv }) => {
  await drv.open('test/fixtures/actions/more.html');
  const r = await drv.call<R>(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const byId = (id: string) => s.elements.find((e: any) => e.attributes.id === id).index;
    const out: R = {};
    out.fill = (await pm.act({ action: 'fill', target: byId('q'), text: 'tents', snapshot: false })).ok;
    out.enter = (await pm.act({ action: 'press', target: byId('q'), key: 'Enter', snapshot: false })).ok;
    out.submitted = (window as any).__submitted;
    out.selectAll = (await pm.act({ action: 'press', target: byId('q'), key: 'Control+A', snapshot: false })).ok;
    out.selection = [
      (document.getElementById('q') as HTMLInputElement).selectionStart,
      (document.getElementById('q') as HTMLInputElement).selectionEnd,
    ];
    out.hover = (await pm.act({ action: 'hover', target: byId('menu'), snapshot: false })).ok;
    out.hovered = (window as any).__hovered;
    out.scroll = (await pm.act({ action: 'scroll', direction: 'down', amount: 300, snapshot: false })).ok;
    out.scrollY = Math.round(window.scrollY);
    setTimeout(() => {
      const p = document.createElement('p');
      p.textContent = 'Loaded later';
      document.body.appendChild(p);
    }, 150);
    const w = await pm.act({ action: 'wait', untilText: 'Loaded later', timeout: 2000, snapshot: false });
    out.wait = w.ok;
    const wt = await pm.act({ action: 'wait', selector: '#never', timeout: 200, snapshot: false });
    out.waitTimeout = wt.error.code;
    const ex = await pm.act({ action: 'extract', target: byId('article'), snapshot: false });
    out.extract = ex.value;
    const gv = await pm.act({ action: 'getValue', target: byId('q'), snapshot: false });
    out.value = gv.value;
    out.history = pm.protocol.history.actions;
    out.last = pm.protocol.history.lastAction;
    return out;
  });
  expect(r.fill).toBe(true);
  expect(r.enter).toBe(true);
  expect(r.submitted).toBe('tents');
  expect(r.selectAll).toBe(true);
  expect(r.selection).toEqual([0, 5]);
  expect(r.hover && r.hovered).toBe(true);
  expect(r.scroll).toBe(true);
  expect(r.scrollY).toBe(300);
  expect(r.wait).toBe(true);
  expect(r.waitTimeout).toBe('TIMEOUT');
  expect(r.extract).toBe('Title\n\nFirst paragraph.');
  expect(r.value).toBe('tents');
  expect(r.history[0]).toBe('filled searchbox "Search" [1] with "tents"');
  expect(r.history).toHaveLength(9);
  expect(r.history[6]).toBe('waited (failed: waited 200 ms for "#never")');
});

test('a link to another page: the navigation is reported, or the call ends with the page', async ({ drv }) => {
  // act() answers as soon as the page starts to leave (beforeunload/pagehide). With a fast server the
  // new document can commit before that answer crosses the automation channel: then the call fails
  // with "execution context destroyed", which a host must read as `navigated: true` (the CLI does).
  await drv.open('test/fixtures/actions/more.html');
  let r: R;
  try {
    r = await drv.call<R>(async () => {
      const a = document.createElement('a');
      a.href = '/test/fixtures/bundle/plain.html';
      a.textContent = 'Leave';
      a.id = 'leave';
      document.body.prepend(a);
      const pm = (window as any).pagemark;
      const s = pm.snapshot();
      const idx = s.elements.find((e: any) => e.attributes.id === 'leave').index;
      const res = await pm.act({ action: 'click', target: idx });
      return { ok: res.ok, navigated: res.effects.navigated, snapshot: 'snapshot' in res };
    });
  } catch (e) {
    expect(String(e)).toMatch(/destroyed|unload|navigat/i);
    r = { ok: true, navigated: true, snapshot: false };
  }
  expect(r).toEqual({ ok: true, navigated: true, snapshot: false });
  await expect
    .poll(() => drv.call<string>(() => location.pathname).catch(() => 'navigating'))
    .toBe('/test/fixtures/bundle/plain.html');
});

test('upload: file contents in the page (input, label, wrapper, multiple), typed failures for the rest', async ({
  drv,
}) => {
  await drv.open('test/fixtures/actions/upload.html');
  const files = () => drv.call(() => JSON.parse(JSON.stringify((window as any).__files)));
  const txt = { name: 'cv.txt', mimeType: 'text/plain', text: 'Ada Lovelace, analyst' };
  let r = await act(drv, { id: 'up-single' }, { action: 'upload', files: [txt] });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  expect(r.effects.valueAfter).toMatch(/cv\.txt$/);
  // base64 content, two files on a `multiple` input.
  r = await act(drv, { id: 'up-multi' }, { action: 'upload', files: [txt, { name: 'b.bin', base64: 'AAEC/w==' }] });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  // A label whose input is display:none, and a styled wrapper holding a hidden input.
  r = await act(drv, { id: 'up-label-of-hidden' }, { action: 'upload', files: [{ name: 'me.png', text: 'png' }] });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await drv.call(async () => {
    // The BrowserGym dialect names the wrapper by bid; contents must be objects in the page.
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const bid = s.elements.find((e: any) => e.attributes.id === 'up-wrap-holds-one').bid;
    const res = await pm.act({ action: 'upload_file', bid, files: [{ name: 'doc.md', text: '# hi' }] });
    delete res.snapshot;
    return res;
  });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  await expect.poll(files).toMatchObject({
    'up-single': { files: [{ name: 'cv.txt', size: 21, type: 'text/plain', text: 'Ada Lovelace, analyst' }] },
    'up-multi': { files: [{ name: 'cv.txt' }, { name: 'b.bin', size: 4 }] },
    'up-hidden-by-label': { files: [{ name: 'me.png', text: 'png' }] },
    'up-inside-wrap': { files: [{ name: 'doc.md', text: '# hi' }], inputEvents: 1 },
  });
  // Typed failures: a path (the page cannot read the disk), two files on a single input, a disabled
  // input, an element that is no file input, a page that resets the input in its change handler.
  r = await act(drv, { id: 'up-single' }, { action: 'upload', files: ['/etc/hostname'] });
  expect([r.ok, r.error.code, r.error.hint]).toEqual([false, 'NOT_SUPPORTED', expect.stringMatching(/driver/)]);
  r = await act(drv, { id: 'up-single' }, { action: 'upload', files: [txt, txt] });
  expect(r.error.code).toBe('INVALID_COMMAND');
  r = await act(drv, { id: 'up-disabled' }, { action: 'upload', files: [txt] });
  expect(r.error.code).toBe('DISABLED');
  r = await act(drv, { id: 'not-a-file-input' }, { action: 'upload', files: [txt] });
  expect(r.error.code).toBe('NOT_SUPPORTED');
  r = await act(drv, { id: 'up-rejects-in-change' }, { action: 'upload', files: [txt] });
  expect(r.error.code).toBe('NOT_APPLIED');
  const n = (await files()) as R;
  expect(Object.keys(n).sort()).toEqual(['up-hidden-by-label', 'up-inside-wrap', 'up-multi', 'up-single']);
});

test('stability: a static element acted on after a snapshot needs no frame; moving ones are still caught', async ({
  drv,
}) => {
  await drv.open('test/fixtures/actions/stability.html', { query: 'move' });
  await expect
    .poll(() => drv.call(() => !!document.querySelector('iframe')!.contentDocument?.getElementById('inner')))
    .toBe(true);
  const r = await drv.call<R>(async () => {
    const pm = (window as any).pagemark;
    const w = window as any;
    const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));
    const quick = { snapshot: false, settleMs: 0 };
    let s = pm.snapshot();
    const idx = (id: string) => s.elements.find((e: any) => e.attributes.id === id).index;
    const out: R = {};
    // Acted on at once: the snapshot's box is too recent to count, the two-frame wait runs.
    let f0 = w.__frames;
    let a = await pm.act({ action: 'click', target: idx('static'), ...quick });
    out.immediate = { ok: a.ok, frames: w.__clicks.at(-1)[1] - f0 };
    // Later than two frames' time, same box, nothing animating: stable without waiting for a frame.
    s = pm.snapshot();
    await sleep(80);
    f0 = w.__frames;
    a = await pm.act({ action: 'click', target: idx('static'), ...quick });
    out.later = { ok: a.ok, frames: w.__clicks.at(-1)[1] - f0 };
    f0 = w.__frames;
    a = await pm.act({ action: 'hover', target: idx('static'), dryRun: true, ...quick });
    out.dryRun = { ok: a.ok, frames: w.__frames - f0 };
    // In a same-origin frame (the box in top-level coordinates, through the frame's offset).
    f0 = w.__frames;
    a = await pm.act({ action: 'click', target: idx('inner'), dryRun: true, ...quick });
    out.framed = { ok: a.ok, frames: w.__frames - f0 };
    // The page scrolled since the snapshot: the frame check once, then its reading stands in for the
    // snapshot's on the next call.
    window.scrollBy(0, 5);
    await sleep(80);
    f0 = w.__frames;
    a = await pm.act({ action: 'click', target: idx('static'), ...quick });
    out.scrolled = { ok: a.ok, frames: w.__clicks.at(-1)[1] - f0 };
    await sleep(80);
    f0 = w.__frames;
    a = await pm.act({ action: 'click', target: idx('static'), ...quick });
    out.scrolledAgain = { ok: a.ok, frames: w.__clicks.at(-1)[1] - f0 };
    window.scrollTo(0, 0);
    // Moved by script every frame: the box differs from the snapshot's, the frame check says NOT_STABLE;
    // again on the next call (from its own earlier reading).
    s = pm.snapshot();
    await sleep(80);
    a = await pm.act({ action: 'click', target: idx('js-mover'), timeout: 300, ...quick });
    out.jsMover = a.ok ? 'ok' : a.error.code;
    await sleep(80);
    a = await pm.act({ action: 'click', target: idx('js-mover'), timeout: 300, ...quick });
    out.jsMoverAgain = a.ok ? 'ok' : a.error.code;
    // A running animation that is back at the snapshot's box when act() looks (whole iterations
    // later): the boxes agree, the animation check sends it to the frame check, which sees it move.
    const el = document.getElementById('phase')!;
    const anim = el.animate([{ transform: 'translateX(0px)' }, { transform: 'translateX(200px)' }], {
      duration: 400,
      iterations: Infinity,
    });
    anim.pause();
    anim.currentTime = 100;
    s = pm.snapshot();
    // Past the pending play (a just-played animation holds its time for a frame or two), then set to
    // the same point of a later iteration (mid-iteration: float error at a boundary could jump 200px).
    anim.play();
    await anim.ready;
    await sleep(80);
    anim.currentTime = 900;
    const rec = s.elements.find((e: any) => e.attributes.id === 'phase');
    out.sameBox = Math.round(el.getBoundingClientRect().left * 100) / 100 === rec.bbox.x;
    a = await pm.act({ action: 'click', target: rec.index, timeout: 300, ...quick });
    out.phase = a.ok ? 'ok' : a.error.code;
    anim.cancel();
    out.clicked = w.__clicks.map((c: any) => c[0]);
    return out;
  });
  expect(r.immediate.ok).toBe(true);
  expect(r.immediate.frames).toBeGreaterThanOrEqual(1);
  expect(r.later).toEqual({ ok: true, frames: 0 });
  expect(r.dryRun).toEqual({ ok: true, frames: 0 });
  expect(r.framed).toEqual({ ok: true, frames: 0 });
  expect(r.scrolled.ok).toBe(true);
  expect(r.scrolled.frames).toBeGreaterThanOrEqual(1);
  expect(r.scrolledAgain).toEqual({ ok: true, frames: 0 });
  expect(r.jsMover).toBe('NOT_STABLE');
  expect(r.jsMoverAgain).toBe('NOT_STABLE');
  // The case the animation check is for: boxes that agree. WebKit resolves the style a few ms past the
  // currentTime just set (the box is off by a few px), so there the box comparison catches it instead.
  if (test.info().project.name !== 'webkit') expect(r.sameBox).toBe(true);
  expect(r.phase).toBe('NOT_STABLE');
  expect(r.clicked).toEqual(['static', 'static', 'static', 'static']);
});

test('press and focus: a disabled target is DISABLED in dry runs and real runs alike; a transparent one is not refused', async ({
  drv,
}) => {
  await drv.open('test/fixtures/actions/stability.html', { query: 'move' });
  const r = await drv.call<R>(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const idx = (id: string) => s.elements.find((e: any) => e.attributes.id === id).index;
    const run = async (c: R) => {
      const a = await pm.act({ snapshot: false, settleMs: 0, timeout: 200, ...c });
      return a.ok ? 'ok' : a.error.code;
    };
    return {
      pressDisabled: await run({ action: 'press', target: idx('dis'), key: 'Enter' }),
      pressDisabledDry: await run({ action: 'press', target: idx('dis'), key: 'Enter', dryRun: true }),
      focusDisabled: await run({ action: 'focus', target: idx('dis') }),
      focusDisabledDry: await run({ action: 'focus', target: idx('dis'), dryRun: true }),
      pressTransparentDry: await run({ action: 'press', target: idx('clear-check'), key: ' ', dryRun: true }),
      pressTransparent: await run({ action: 'press', target: idx('clear-check'), key: ' ' }),
      checked: (document.getElementById('clear-check') as HTMLInputElement).checked,
      pressNoTarget: await run({ action: 'press', key: 'Escape' }),
    };
  });
  expect(r).toEqual({
    pressDisabled: 'DISABLED',
    pressDisabledDry: 'DISABLED',
    focusDisabled: 'DISABLED',
    focusDisabledDry: 'DISABLED',
    pressTransparentDry: 'ok',
    pressTransparent: 'ok',
    checked: true,
    pressNoTarget: 'ok',
  });
});

test('Tab order: document order without negative tabindex, disabled, boxless elements; wraps both ways', async ({
  drv,
}) => {
  await drv.open('test/fixtures/actions/taborder.html');
  const r = await drv.call<R>(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    // The order as act() computed it before it stopped reading every candidate (the reference).
    const SEL =
      'a[href], button, input:not([type=hidden]), select, textarea, [tabindex], [contenteditable=""], [contenteditable=true], summary';
    const ref = [...document.querySelectorAll(SEL)]
      .filter((e) => {
        const ti = e.getAttribute('tabindex');
        if (ti !== null && Number(ti) < 0) return false;
        if (e.matches(':disabled') || e.closest('[aria-disabled="true"]')) return false;
        const b = e.getBoundingClientRect();
        return !(b.width === 0 && b.height === 0);
      })
      .map((e) => e.id);
    const index = (id: string) => {
      const rec = s.elements.find((e: any) => e.attributes.id === id);
      return rec ? rec.index : { locator: { kind: 'css', value: '#' + id } };
    };
    const from = async (id: string, key: string) => {
      await pm.act({ action: 'press', target: index(id), key, snapshot: false, settleMs: 0 });
      return document.activeElement ? document.activeElement.id : null;
    };
    const forward: R = {};
    const backward: R = {};
    for (const id of ref) {
      forward[id] = await from(id, 'Tab');
      backward[id] = await from(id, 'Shift+Tab');
    }
    return { ref, forward, backward, fromNeg: await from('neg', 'Tab'), fromNegBack: await from('neg', 'Shift+Tab') };
  });
  const order = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9'];
  expect(r.ref).toEqual(order);
  for (let i = 0; i < order.length; i++) {
    expect(r.forward[order[i]!]).toBe(order[(i + 1) % order.length]);
    expect(r.backward[order[i]!]).toBe(order[(i - 1 + order.length) % order.length]);
  }
  // From an element outside the order: Tab starts at the first, Shift+Tab at the last.
  expect(r.fromNeg).toBe('t1');
  expect(r.fromNegBack).toBe('t9');
});
