// The style gate (src/dom/css/styleGate.ts) skips pseudo-element `content` and `content-visibility`
// reads where the document's stylesheets prove them pointless. Each step below changes the sheets in a
// way a careless gate would miss (a rule replaced at the same rule count, rules inserted after a
// snapshot, a sheet the page cannot read), or puts the style where the gate does not answer (shadow
// trees, :host, inline styles, the UA sheet), and checks names and registration against what reading
// everything gives. The fixture's data-expect-* attributes spell out the answers.
import { test, expect, type PagemarkDriver } from './harness/fixtures';
import { linkCrossOriginSheet } from './harness/crossSheet';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

const FIXTURE = 'test/fixtures/style-gate/pseudo.html';

interface Row {
  id: string;
  registered: boolean;
  name: string | undefined;
  attrs: Record<string, string>;
}

/** A snapshot's answer for every element of the fixture (shadow trees included) that carries data-expect-*. */
async function rows(drv: PagemarkDriver): Promise<{ rows: Row[]; cvSupported: boolean }> {
  return drv.call(() => {
    const s = (window as any).pagemark.snapshot();
    const all: Element[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    while (roots.length) {
      const r = roots.pop()!;
      for (const el of Array.from(r.querySelectorAll('*'))) {
        if (el.shadowRoot) roots.push(el.shadowRoot);
        if (Array.from(el.attributes).some((a) => a.name.startsWith('data-expect'))) all.push(el);
      }
    }
    return {
      cvSupported: CSS.supports('content-visibility', 'hidden'),
      rows: all.map((el) => {
        const r = s.elements.find((e: any) => e.attributes.id === el.id);
        const attrs: Record<string, string> = {};
        for (const a of Array.from(el.attributes)) if (a.name.startsWith('data-expect')) attrs[a.name] = a.value;
        return { id: el.id, registered: !!r, name: r?.name, attrs };
      }),
    };
  });
}

/** Every row's name against `nameAttr` (falling back to data-expect-name), registration against `regAttr`. */
function check(got: { rows: Row[]; cvSupported: boolean }, nameAttr: string, regAttr: string): void {
  expect(got.rows.length).toBeGreaterThanOrEqual(9);
  for (const r of got.rows) {
    const wantName = r.attrs[nameAttr] ?? r.attrs['data-expect-name'];
    if (wantName !== undefined) expect(r.name, `#${r.id} name`).toBe(wantName);
    const wantReg = r.attrs[regAttr] ?? r.attrs['data-expect-registered'];
    // Where an engine lacks content-visibility, the elements it would hide are shown.
    if (wantReg !== undefined && (got.cvSupported || r.id !== 'cv-inline-child'))
      expect(r.registered, `#${r.id} registered`).toBe(wantReg === 'yes');
  }
}

test.beforeEach(async ({ drv }) => {
  await drv.open(FIXTURE);
});

test('closed gate: light-DOM names without pseudo reads, shadow trees and inline styles still read', async ({
  drv,
}) => {
  check(await rows(drv), 'data-expect-name', 'data-expect-registered');
});

test('an adopted sheet replaced at the same rule count opens the gate', async ({ drv }) => {
  const before = await drv.call<boolean>(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('#adopted-link::before { color: red }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as any).__adopted = sheet;
    return true;
  });
  expect(before).toBe(true);
  // The gate scans the one-rule sheet and finds no content: closed.
  check(await rows(drv), 'data-expect-name', 'data-expect-registered');
  // Same rule count, new rule: the scan must not be reused.
  await drv.call(() => (window as any).__adopted.replaceSync('#adopted-link::before { content: "New " }'));
  check(await rows(drv), 'data-expect-adopted', 'data-expect-registered');
});

test('rules inserted after a snapshot: pseudo text and content-visibility read again', async ({ drv }) => {
  check(await rows(drv), 'data-expect-name', 'data-expect-registered');
  await drv.call(() => {
    const sheet = (document.getElementById('page-sheet') as HTMLStyleElement).sheet!;
    sheet.insertRule('#late-link::before { content: "Late " }', sheet.cssRules.length);
    sheet.insertRule('.cv-later { content-visibility: hidden }', sheet.cssRules.length);
  });
  const got = await rows(drv);
  check(got, 'data-expect-late', got.cvSupported ? 'data-expect-late-registered' : 'data-expect-registered');
});

test('a stylesheet the page cannot read keeps the gate open', async ({ drv }) => {
  check(await rows(drv), 'data-expect-name', 'data-expect-registered');
  expect(await linkCrossOriginSheet(drv, 'test/fixtures/style-gate/pseudo-cross.css')).toBe(false);
  check(await rows(drv), 'data-expect-cross', 'data-expect-registered');
});
