// Issue "hard pages" items 4 and 5: text laid out in separate boxes reads as separate words, in record
// texts and in the text format, and a table's rows keep their people next to their buttons. Layout
// decides what is a separate box (inline-block, flex items), so this runs in real browsers. Fixture
// conventions in the fixtures' header comments (test/fixtures/text/).
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

test('record texts and the text format set block and inline-block boxes apart', async ({ drv }) => {
  await drv.open('test/fixtures/text/joins.html');
  const got: { records: Array<{ id: string; text: string; want: string }>; text: string; line: string } =
    await drv.call(() => {
      const pm = (window as any).pagemark;
      const s = pm.snapshot();
      const records = Array.from(document.querySelectorAll('[id^="text-"]')).map((el) => ({
        id: el.id,
        want: el.getAttribute('data-text')!,
        text: s.elements.find((e: any) => e.attributes.id === el.id)?.text ?? '(not registered)',
      }));
      return { records, text: pm.render(s, 'text'), line: document.getElementById('line-block')!.dataset.line! };
    });
  expect(got.records.length).toBe(4);
  for (const r of got.records) expect.soft(r.text, r.id).toBe(r.want);
  expect(got.text.split('\n')).toContain(got.line);
  // The pills in a clickable bar are targets of their own (item 2), each a line of the text format.
  expect(got.text).toMatch(/<span>Reply\n\[\d+\]<span>Forward\n/);
  expect(got.text).toMatch(/scrollable[^\n]*>Row 9 Row 10 Row 11/);
});

test('the text format names every row person right before the row buttons', async ({ drv }) => {
  await drv.open('test/fixtures/text/members-table.html');
  const got: { text: string; buttons: Array<{ id: string; index: number; person: string }> } = await drv.call(() => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const buttons = Array.from(document.querySelectorAll('button[id^="edit-row-"]')).map((b) => ({
      id: b.id,
      index: s.elements.find((e: any) => e.attributes.id === b.id).index,
      person: b.closest('tr')!.getAttribute('data-person')!,
    }));
    return { text: pm.render(s, 'text'), buttons };
  });
  const lines = got.text.split('\n');
  expect(got.buttons.length).toBe(3);
  for (const b of got.buttons) {
    const at = lines.findIndex((l) => l.startsWith(`[${b.index}]<button>Edit`));
    expect(at, `${b.id} listed`).toBeGreaterThan(0);
    expect.soft(lines[at - 1], `${b.id}: the line before names ${b.person}`).toContain(b.person);
  }
});

test("include 'interactive+content' registers text blocks in div and span, once", async ({ drv }) => {
  await drv.open('test/fixtures/text/content-blocks.html');
  const got: Array<{ id: string; want: string | null; kind?: string; text?: string }> = await drv.call(() => {
    const s = (window as any).pagemark.snapshot({ include: 'interactive+content' });
    return Array.from(document.querySelectorAll('[id^="reg-"], [id^="noreg-"]')).map((el) => {
      const r = s.elements.find((e: any) => e.attributes.id === el.id);
      return { id: el.id, want: el.getAttribute('data-text'), kind: r?.kind, text: r?.text };
    });
  });
  expect(got.length).toBe(9);
  for (const g of got) {
    if (g.id.startsWith('noreg-'))
      expect.soft(g.kind ?? undefined, `${g.id} not registered`).toBeUndefined(); // WebDriver sends undefined as null
    else expect.soft([g.kind, g.text], `${g.id} registered as content`).toEqual(['content', g.want]);
  }
});

test('selectText selects an element text or a part of it and reports the selection', async ({ drv }) => {
  await drv.open('test/fixtures/text/select-text.html');
  const got: Record<string, any> = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot({ include: 'interactive+content' });
    const idx = (id: string): number => s.elements.find((e: any) => e.attributes.id === id).index;
    const act = async (c: object): Promise<object> => {
      const r = await pm.act({ snapshot: false, ...c });
      return { ok: r.ok, value: r.value, code: r.error?.code ?? null, page: String(getSelection()) };
    };
    return {
      whole: await act({ action: 'selectText', target: idx('selectable-paragraph') }),
      part: await act({ action: 'selectText', target: idx('selectable-paragraph'), text: 'quick brown' }),
      input: await act({ action: 'selectText', target: idx('selectable-input'), text: 'world' }),
      email: await act({ action: 'selectText', target: idx('selectable-email-whole-only') }),
      emailPart: await act({ action: 'selectText', target: idx('selectable-email-whole-only'), text: 'ann' }),
      missing: await act({ action: 'selectText', target: idx('selectable-paragraph'), text: 'zebra' }),
      forbidden: await act({ action: 'selectText', target: idx('unselectable-paragraph') }),
      inherited: await act({ action: 'selectText', target: idx('unselectable-inherited') }),
      handler: await act({ action: 'selectText', target: idx('unselectable-by-handler') }),
    };
  });
  const whole = 'The quick brown fox jumps over the lazy dog.';
  expect(got.whole).toEqual({ ok: true, value: whole, code: null, page: whole });
  expect(got.part).toEqual({ ok: true, value: 'quick brown', code: null, page: 'quick brown' });
  expect(got.input).toMatchObject({ ok: true, value: 'world' });
  expect(got.email).toMatchObject({ ok: true, value: 'ann@example.org' });
  expect(got.emailPart).toMatchObject({ ok: false, code: 'NOT_SUPPORTED' });
  expect(got.missing).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  for (const k of ['forbidden', 'inherited', 'handler']) {
    expect(got[k], k).toMatchObject({ ok: false, code: 'NOT_APPLIED' });
  }
});
