// Incremental snapshots reuse boxes and hit tests only while nothing moved layout
// (src/dom/incremental/layoutState.ts). Each test moves layout with no DOM mutation and no style change
// the tracker sees, then checks that the incremental snapshot equals a full one and says why it read
// boxes afresh. The fixture swallows scroll, load and font events before pagemark's listeners see
// them, so the offsets, the pending image and the font set are what must catch each change.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type PagemarkDriver } from './harness/fixtures';
import { compare } from './harness/mutations';
import { linkCrossOriginSheet } from './harness/crossSheet';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

const FIXTURE = 'test/fixtures/incremental/layout.html';

test.beforeEach(async ({ drv }) => {
  await drv.open(FIXTURE);
  // compare() in the page, callable in the same task as the change under test.
  await drv.inject(`window.__compare = ${compare.toString()};`);
});

/** Links cross-target.css from the other origin (no CORS: pagemark cannot read it); whether it can be read. */
const linkCrossTarget = (drv: PagemarkDriver): Promise<boolean> =>
  linkCrossOriginSheet(drv, 'test/fixtures/incremental/cross-target.css');

test('unchanged, then a value typed where nothing sizes to it: boxes and hit tests reused', async ({ drv }) => {
  await drv.call(() => void (window as any).pagemark.snapshot());
  const unchanged = await drv.call<ReturnType<typeof compare>>(compare);
  expect(unchanged.diff).toBeNull();
  expect([unchanged.fullReason, unchanged.layoutReason]).toEqual([null, null]);
  const typed = await drv.call<ReturnType<typeof compare>>(() => {
    const pm = (window as any).pagemark;
    pm.snapshot();
    const f = document.getElementById('typed-no-layout') as HTMLInputElement;
    f.value = 'a longer value than the field shows';
    f.dispatchEvent(new Event('input', { bubbles: true }));
    return (window as any).__compare();
  });
  expect(typed.diff).toBeNull();
  expect([typed.fullReason, typed.layoutReason]).toEqual([null, null]);
});

test('a scroll in the same task as the snapshot (no scroll event yet): boxes read afresh', async ({ drv }) => {
  for (const how of ['container', 'window'] as const) {
    const r = await drv.call<ReturnType<typeof compare> & { moved: boolean }>((h: string) => {
      const pm = (window as any).pagemark;
      const yOf = (s: any) => s.elements.find((e: any) => e.attributes.id === 'scrolled-2').bbox.y;
      const before = yOf(pm.snapshot());
      if (h === 'container') document.getElementById('scroll-box')!.scrollTop = 40;
      else window.scrollTo(0, 120);
      const out = (window as any).__compare();
      const after = yOf(pm.snapshot({ incremental: false }));
      if (h === 'container') document.getElementById('scroll-box')!.scrollTop = 0;
      else window.scrollTo(0, 0);
      return { ...out, moved: after !== before };
    }, how);
    expect(r.moved, how).toBe(true);
    expect(r.diff, how).toBeNull();
    expect(r.layoutReason, how).toBe('the page scrolled');
  }
});

test('a value typed into a control that sizes to its content moves what follows it', async ({ drv }) => {
  const r = await drv.call<ReturnType<typeof compare> & { supported: boolean; moved: boolean }>(() => {
    const pm = (window as any).pagemark;
    const xOf = (s: any) => s.elements.find((e: any) => e.attributes.id === 'after-textarea').bbox.x;
    const before = xOf(pm.snapshot());
    const t = document.getElementById('sizes-to-content') as HTMLTextAreaElement;
    t.value = 'a value much wider than one character';
    t.dispatchEvent(new Event('input', { bubbles: true }));
    const out = (window as any).__compare();
    return { ...out, supported: CSS.supports('field-sizing', 'content'), moved: xOf(pm.snapshot()) !== before };
  });
  expect(r.diff).toBeNull();
  // Engines without field-sizing (Firefox ESR, WebKitGTK here) size the textarea by its rows: nothing moves.
  expect(r.moved).toBe(r.supported);
  if (r.supported) expect(r.layoutReason).toBe('a control that sizes to its content changed value');
});

test('an image that was loading at the last snapshot: boxes read afresh once it loaded', async ({ drv }) => {
  const r = await drv.call<ReturnType<typeof compare> & { pendingAtSnapshot: boolean; moved: boolean }>(async () => {
    const pm = (window as any).pagemark;
    const yOf = (s: any) => s.elements.find((e: any) => e.attributes.id === 'far-below').bbox.y;
    const img = document.createElement('img');
    img.alt = '';
    const loaded = new Promise((res) => img.addEventListener('load', res));
    img.src = '/test/fixtures/incremental/square.svg?delay=400';
    document.getElementById('image-slot')!.prepend(img);
    const before = yOf(pm.snapshot());
    const pendingAtSnapshot = !img.complete;
    await loaded;
    const out = (window as any).__compare();
    return { ...out, pendingAtSnapshot, moved: yOf(pm.snapshot()) !== before };
  });
  expect(r.pendingAtSnapshot).toBe(true);
  expect(r.moved).toBe(true);
  expect(r.diff).toBeNull();
  expect(r.layoutReason).toBe('an image was still loading');
});

test('a web font that arrives after the snapshot: boxes read afresh', async ({ drv }) => {
  // A proportional Latin font of the machine (Debian's fontconfig brings DejaVu), sent to the page as
  // bytes: wider than the monospace fallback, so the text after it moves.
  const list = (d: string): string[] =>
    fs.existsSync(d) ? (fs.readdirSync(d, { recursive: true }) as string[]).map((f) => path.join(d, f)) : [];
  const fonts = list('/usr/share/fonts').filter((f) => /\.(ttf|otf)$/.test(f) && !/mono|symbol|dingbat|math/i.test(f));
  const rank = (f: string) => (/DejaVuSerif-Bold/.test(f) ? 0 : /dejavu|liberation|noto|free/i.test(f) ? 1 : 2);
  const font = fonts.sort((a, b) => rank(a) - rank(b))[0] ?? null;
  expect(font, 'a .ttf or .otf file under /usr/share/fonts').not.toBeNull();
  const b64 = fs.readFileSync(font!).toString('base64');
  const r = await drv.call<ReturnType<typeof compare> & { moved: boolean; status: string }>(async (data: string) => {
    const pm = (window as any).pagemark;
    const xOf = (s: any) => s.elements.find((e: any) => e.attributes.id === 'after-font').bbox.x;
    const before = xOf(pm.snapshot());
    const bin = atob(data);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    const face = new FontFace('PmTest', bytes.buffer);
    document.fonts.add(face);
    await face.load();
    // Layout picks the face up at the next style update; the snapshot's first read forces it.
    const out = (window as any).__compare();
    return { ...out, moved: xOf(pm.snapshot({ incremental: false })) !== before, status: face.status };
  }, b64);
  expect(r.status).toBe('loaded');
  expect(r.moved).toBe(true);
  expect(r.diff).toBeNull();
  expect(r.layoutReason).toBe('a web font loaded');
});

test('a cover that becomes registered with no mutation (an onclick property): hit tests redone', async ({ drv }) => {
  const r = await drv.call<ReturnType<typeof compare> & { before: string; after: string; overlay: string }>(() => {
    const pm = (window as any).pagemark;
    const cover = (s: any) => s.elements.find((e: any) => e.attributes.id === 'covered').obscuredBy;
    const before = cover(pm.snapshot());
    (document.getElementById('overlay') as HTMLElement).onclick = () => {};
    const out = (window as any).__compare();
    const s = pm.snapshot({ incremental: false });
    const overlay = s.elements.find((e: any) => e.attributes.id === 'overlay')?.bid;
    return { ...out, before, after: cover(s), overlay };
  });
  expect(r.before).toBe('div#overlay');
  expect(r.after).toBe(r.overlay);
  expect(r.diff).toBeNull();
  // Layout did not move (the boxes were reused); the registered set changed, so the hit tests ran.
  expect(r.layoutReason).toBeNull();
});

test('a box cached while registered, unregistered over a scroll, registered again: read afresh', async ({ drv }) => {
  const r = await drv.call<ReturnType<typeof compare> & { registered: boolean[] }>(() => {
    const pm = (window as any).pagemark;
    const el = document.getElementById('image-slot') as HTMLElement;
    const has = (s: any) => s.elements.some((e: any) => e.attributes.id === 'image-slot');
    const registered: boolean[] = [];
    el.onclick = () => {};
    registered.push(has(pm.snapshot()));
    el.onclick = null;
    window.scrollTo(0, 90);
    registered.push(has(pm.snapshot()));
    el.onclick = () => {};
    const out = (window as any).__compare();
    window.scrollTo(0, 0);
    return { ...out, registered };
  });
  expect(r.registered).toEqual([true, false]);
  expect(r.diff).toBeNull();
});

test('a stylesheet that cannot be read: styles reused while nothing happens, read afresh after a same-task hash change', async ({
  drv,
}) => {
  const readable = await linkCrossTarget(drv);
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    pm.snapshot();
    pm.snapshot();
    const quiet = (window as any).__compare();
    location.hash = '#hash-panel';
    // Same task: :target has changed, its hashchange event is still queued.
    const hashed = (window as any).__compare();
    const hidden = !pm
      .snapshot({ incremental: false })
      .elements.some((e: any) => e.attributes.id === 'in-hash-panel' && e.isVisible);
    history.replaceState(null, '', location.pathname);
    return { quiet, hashed, hidden };
  });
  expect(readable).toBe(false);
  expect(r.quiet.diff).toBeNull();
  expect([r.quiet.stylesReason, r.quiet.layoutReason]).toEqual([null, null]);
  expect(r.hidden).toBe(true);
  expect(r.hashed.diff).toBeNull();
  expect(r.hashed.stylesReason).toMatch(/cannot be read/);
});

test('a shadow root attached with no mutation: the walk starts over reading every box', async ({ drv }) => {
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    const yOf = (s: any) => s.elements.find((e: any) => e.attributes.id === 'after-late-host').bbox.y;
    pm.snapshot();
    const before = yOf(pm.snapshot());
    const sr = document.getElementById('late-host')!.attachShadow({ mode: 'open' });
    const b = document.createElement('button');
    b.textContent = 'Shadow button';
    b.style.height = '120px';
    sr.append(b);
    const out = (window as any).__compare();
    const s = pm.snapshot({ incremental: false });
    return { ...out, moved: yOf(s) !== before, shadow: s.elements.some((e: any) => e.name === 'Shadow button') };
  });
  expect(r.moved).toBe(true);
  expect(r.shadow).toBe(true);
  expect(r.diff).toBeNull();
  expect(r.layoutReason).toBe('a shadow root was attached');
});

test('an element rendered by slot.assign() (no mutation): the walk starts over reading every box', async ({ drv }) => {
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    const yOf = (s: any) => s.elements.find((e: any) => e.attributes.id === 'after-manual-host').bbox.y;
    pm.snapshot();
    const before = yOf(pm.snapshot());
    const slot = document.getElementById('manual-host')!.shadowRoot!.querySelector('slot')!;
    slot.assign(document.getElementById('slotted-first')!, document.getElementById('slotted-late')!);
    const out = (window as any).__compare();
    return { ...out, moved: yOf(pm.snapshot({ incremental: false })) !== before };
  });
  expect(r.moved).toBe(true);
  expect(r.diff).toBeNull();
  expect(r.layoutReason).toBe('an element was rendered with no mutation');
});

test('a stylesheet that cannot be read: typing into the focused field restyles nothing until a state CSS sees changes', async ({
  drv,
}) => {
  expect(await linkCrossTarget(drv)).toBe(false);
  const r = await drv.call<any>(() => {
    const form = document.createElement('form');
    const field = document.createElement('input');
    field.id = 'typing-field';
    field.placeholder = 'Lower-case letters';
    field.pattern = '[a-z]*';
    const clear = document.createElement('button');
    clear.id = 'typing-clear';
    clear.type = 'button';
    clear.textContent = 'Clear';
    const error = document.createElement('button');
    error.id = 'typing-error';
    error.type = 'button';
    error.textContent = 'Only lower-case letters';
    form.append(field, clear, error);
    document.body.prepend(form);
    field.focus({ preventScroll: true });
    const pm = (window as any).pagemark;
    const type = (v: string) => {
      field.value = v;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const shown = (id: string) =>
      pm.snapshot({ incremental: false }).elements.some((e: any) => e.attributes.id === id && e.isVisible);
    const compare = (window as any).__compare;
    pm.snapshot();
    pm.snapshot();
    const out: any = {};
    type('a'); // :placeholder-shown stops matching: the clear button appears.
    out.first = { ...compare(), clear: shown('typing-clear') };
    type('ab'); // Nothing CSS can see changed.
    out.same = compare();
    field.value = 'abc'; // A value set by script, no event: the same.
    out.silent = compare();
    type('abC'); // :invalid starts matching: the error appears.
    out.invalid = { ...compare(), error: shown('typing-error') };
    field.blur();
    type('abc'); // Not focused any more: read afresh.
    out.blurred = compare();
    form.remove();
    return out;
  });
  expect(r.first.diff).toBeNull();
  expect(r.first.clear).toBe(true);
  expect(r.first.stylesReason).toMatch(/cannot be read/);
  expect(r.same.diff).toBeNull();
  expect(r.same.stylesReason).toBeNull();
  expect(r.silent.diff).toBeNull();
  expect(r.silent.stylesReason).toBeNull();
  expect(r.invalid.diff).toBeNull();
  expect(r.invalid.error).toBe(true);
  expect(r.invalid.stylesReason).toMatch(/cannot be read/);
  expect(r.blurred.diff).toBeNull();
  expect(r.blurred.stylesReason).toMatch(/cannot be read/);
});
