// Page text as data: on the injection vectors (test/fixtures/provenance/vectors.html, in the page,
// a same-origin frame and a shadow root) no text a person cannot see appears unmarked in any format,
// the visible label is what the text format shows, and the warning names the vectors; the benign
// look-alikes (benign.html and the benign-* elements) raise no warning.
import { test, expect } from './harness/fixtures';
import { hiddenInstructions, withWarnings } from '../../src/core/model/hiddenInstructions';
import { render } from '../../src/core/render/render';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

interface Out {
  text: string;
  textAll: string;
  textHidden: string;
  html: string;
  htmlHidden: string;
  json: any;
  axtree: string;
  harness: string;
  bg: { axtree_txt: string; pruned_html: string };
  warnings: { code: string; bids: string[]; message: string }[] | undefined;
  /** Element id -> index (the text format's number) and -> bid. */
  ids: Record<string, string>;
  bids: Record<string, string>;
}

const collect = () => {
  const pm = (window as any).pagemark;
  const s = pm.snapshot();
  const ids: Record<string, string> = {};
  const bids: Record<string, string> = {};
  for (const r of s.elements) {
    if (!r.attributes.id) continue;
    ids[r.attributes.id] = String(r.index);
    bids[r.attributes.id] = r.bid;
  }
  return {
    text: pm.render(s, 'text'),
    textAll: pm.render(s, 'text', { content: 'all' }),
    textHidden: pm.render(s, 'text', { content: 'all', hidden: true }),
    html: pm.render(s, 'html'),
    htmlHidden: pm.render(s, 'html', { hidden: true }),
    json: JSON.parse(pm.render(s, 'json')),
    axtree: pm.render(s, 'axtree'),
    harness: pm.render(s, 'axtree', { flavor: 'harness' }),
    bg: pm.observe({ shapes: ['browsergym'], snapshot: s }).browsergym,
    warnings: s.warnings,
    ids,
    bids,
    snap: s,
    tree: s.tree.nodes.filter((n: any) => n.tag === '#text' && /ZQ-/.test(n.text)),
  };
};

/** Lines of a line-based format that hold a vector's token and carry no mark. */
function unmarked(out: string, marks: RegExp): string[] {
  return out.split('\n').filter((l) => /ZQ-/.test(l) && !marks.test(l));
}

/**
 * ZQ- tokens of an HTML rendering that are page content with no mark: outside a `data-pm-hidden`
 * element, or in an attribute other than those HTML itself says no person reads as content (alt,
 * title, aria-label) and pagemark's data-pm-name-only.
 */
function unmarkedHtml(html: string): string[] {
  const bad: string[] = [];
  const tagRe = /<[^>]*>/g;
  let m: RegExpExecArray | null;
  let last = 0;
  const open: string[] = [];
  while ((m = tagRe.exec(html))) {
    const between = html.slice(last, m.index);
    if (/ZQ-/.test(between) && !open.some((t) => t.includes('data-pm-hidden'))) bad.push(between);
    const tag = m[0];
    if (/ZQ-/.test(tag.replace(/ (alt|title|aria-label|data-pm-name-only)="[^"]*"/g, ''))) bad.push(tag);
    if (tag.startsWith('</')) open.pop();
    else if (!/^<(input|img|br|hr|area|wbr|embed|source)\b/.test(tag)) open.push(tag);
    last = m.index + tag.length;
  }
  if (/ZQ-/.test(html.slice(last))) bad.push(html.slice(last));
  return bad;
}

test.describe('provenance', () => {
  test('vectors: hidden text is left out or marked in every format', async ({ drv }) => {
    await drv.open('test/fixtures/provenance/vectors.html');
    const o = await drv.call<Out & { tree: any[] }>(collect);
    // Text, default and content 'all': a vector's token only in a name-only attribute.
    for (const t of [o.text, o.textAll]) {
      expect(unmarked(t, /name-only=/)).toEqual([]);
      expect(t).not.toMatch(/\[hidden=/);
    }
    // With hidden: true every one is on a marked line.
    expect(unmarked(o.textHidden, /^\[hidden=|\bhidden=|name-only=/)).toEqual([]);
    for (const [token, why] of <[string, string][]>[
      ['ZQ-offscreen', 'offscreen'],
      ['ZQ-clip', 'visually-hidden'],
      ['ZQ-white', 'low-contrast'],
      ['ZQ-tiny', 'tiny'],
      ['ZQ-shadow-offscreen', 'offscreen'],
      ['ZQ-shadow-clip', 'visually-hidden'],
      ['ZQ-shadow-white', 'low-contrast'],
    ])
      expect(o.textHidden, token).toMatch(new RegExp(`^\\[hidden=${why}\\] .*${token}`, 'm'));
    expect(o.textHidden).toMatch(new RegExp(`^\\[${o.ids['inj-covered-link']}\\]<a hidden=covered>`, 'm'));
    // The label a person sees is the content; the name is marked.
    for (const [id, label] of <[string, string][]>[
      ['inj-aria-label-differs', 'Cancel'],
      ['inj-labelledby-hidden', 'Pay now'],
      ['inj-labelledby-offscreen', 'Save'],
      ['inj-shadow-aria-label', 'Edit'],
      ['inj-frame-aria-label', 'Pay'],
    ])
      expect(o.text, id).toMatch(new RegExp(`^\\[${o.ids[id]}\\]<button name-only="[^"]*ZQ-[^"]*">${label}$`, 'm'));
    expect(o.text).toMatch(new RegExp(`^\\[${o.ids['seen-visible-button']}\\]<button>Confirm order$`, 'm'));
    expect(o.text).toContain('Two items, total 59.90 EUR, arriving Tuesday.');
    expect(o.text).toContain('Delivery address: 1 Main Street.');
    // HTML (and BrowserGym's pruned_html): tokens only inside marked tags or hidden spans.
    expect(unmarkedHtml(o.html)).toEqual([]);
    expect(unmarkedHtml(o.htmlHidden)).toEqual([]);
    expect(unmarkedHtml(o.bg.pruned_html)).toEqual([]);
    expect(o.htmlHidden).toMatch(/<span data-pm-hidden="offscreen">[^<]*ZQ-frame-offscreen/);
    // Axtree (BrowserGym's and the harness flavour): tokens only in name_only.
    for (const t of [o.axtree, o.harness, o.bg.axtree_txt]) expect(unmarked(t, /name_only=/)).toEqual([]);
    expect(o.axtree).toMatch(new RegExp(`\\[${o.bids['inj-aria-label-differs']}\\] button 'Cancel'.*name_only=`));
    // JSON: every record or tree text with a token carries its mark.
    for (const r of o.json.elements) {
      if (/ZQ-/.test(r.name) && r.label === undefined) expect(r.concealed, r.attributes.id).toBeDefined();
      if (/ZQ-/.test(r.text)) expect(r.concealed, r.attributes.id).toBeDefined();
    }
    expect(o.json.elements.find((r: any) => r.attributes.id === 'inj-covered-link').concealed).toBe('covered');
    for (const n of o.tree) expect(n.concealed, n.text).toBeDefined();
    const frameTiny = o.tree.find((n: any) => /ZQ-frame-tiny/.test(n.text));
    expect(frameTiny?.concealed).toBe('tiny');
    expect(o.tree.find((n: any) => /ZQ-frame-white/.test(n.text))?.concealed).toBe('low-contrast');
  });

  test('vectors: the warning names them and no benign look-alike', async ({ drv }) => {
    await drv.open('test/fixtures/provenance/vectors.html');
    const o = await drv.call<Out & { snap: any }>(collect);
    // The page's own snapshot carries it, so the in-page render shows it (issue 52 item 5); the
    // hosts' withWarnings finds the same one.
    expect(o.warnings?.[0]?.code).toBe('HIDDEN_INSTRUCTIONS');
    expect(o.text.split('\n')[0]).toMatch(/^\[!\] warning: text a person cannot see/);
    const s = withWarnings(o.snap);
    expect(s.warnings).toEqual(o.warnings);
    expect(s.warnings).toHaveLength(1);
    const w = s.warnings![0]!;
    expect(w.code).toBe('HIDDEN_INSTRUCTIONS');
    for (const id of [
      'inj-covered-link',
      'inj-aria-label-differs',
      'inj-labelledby-hidden',
      'inj-labelledby-offscreen',
      'inj-title-only',
    ])
      expect(w.bids, id).toContain(o.bids[id]);
    for (const [id, bid] of Object.entries(o.bids)) if (id.startsWith('benign-')) expect(w.bids, id).not.toContain(bid);
    expect(render(s, 'text').split('\n')[0]).toMatch(/^\[!\] warning: text a person cannot see/);
    expect(JSON.parse(render(s, 'json')).warnings[0].code).toBe('HIDDEN_INSTRUCTIONS');
  });

  test('covered text: under another element, left out or marked in every format', async ({ drv }) => {
    await drv.open('test/fixtures/provenance/covered.html');
    const o = await drv.call<Out & { tree: any[]; snap: any }>(collect);
    const covered = [
      'inj-covered-text',
      'covered-benign-text',
      'covered-by-modal-text',
      'covered-by-banner-text',
      'covered-nested-text',
    ];
    const seen = [
      'seen-uncovered-text',
      'seen-modal-text',
      'seen-banner-text',
      'seen-under-transparent-text',
      'seen-under-stretched-link-text',
      'seen-under-translucent-text',
      'seen-under-invisible-text',
    ];
    for (const id of covered) {
      const token = `ZQ-${id}`;
      // Text, default and content 'all': not shown; with hidden: true, on a marked line.
      for (const t of [o.text, o.textAll]) expect(t, id).not.toContain(token);
      expect(o.textHidden, id).toMatch(new RegExp(`^\\[hidden=covered\\] .*${token}`, 'm'));
      // HTML, BrowserGym's pruned_html and axtree: only inside a marked span, or not at all.
      expect(o.html, id).not.toContain(token);
      expect(o.htmlHidden, id).toMatch(new RegExp(`<span data-pm-hidden="covered">[^<]*${token}`));
      expect(unmarkedHtml(o.bg.pruned_html).join(''), id).not.toContain(token);
      expect(o.bg.axtree_txt, id).not.toContain(token);
      expect(o.axtree, id).not.toContain(token);
      // JSON's tree: the text node is marked.
      expect(o.tree.find((n: any) => n.text.includes(token))?.concealed, id).toBe('covered');
    }
    for (const id of seen) {
      const token = `ZQ-${id}`;
      // (The text format shortens a long run of page text, so HTML, which keeps it whole, is read.)
      expect(o.html, id).toContain(token);
      expect(o.tree.find((n: any) => n.text.includes(token))?.concealed ?? undefined, id).toBeUndefined();
    }
    // A covered link keeps its inner words as its text, marked with it.
    for (const t of [o.text, o.textAll]) expect(t).not.toContain('ZQ-covered-link-inner-text');
    expect(o.textHidden).toMatch(/^\[\d+\]<a hidden=covered>Mail ZQ-covered-link-inner-text$/m);
    // The page's own snapshot warns about the one that reads as an instruction, and only that one,
    // and the in-page render shows it first.
    expect(o.warnings?.map((w) => w.code)).toEqual(['HIDDEN_INSTRUCTIONS']);
    expect(o.text.split('\n')[0]).toMatch(/^\[!\] warning: text a person cannot see/);
    // Without it, the covered benign text raises none.
    const rest = o.snap.tree.nodes.filter((n: any) => !/ZQ-inj/.test(n.text ?? ''));
    expect(hiddenInstructions({ ...o.snap, tree: { ...o.snap.tree, nodes: rest } })).toBeNull();
  });

  test('benign look-alikes: marked or left out, never warned about', async ({ drv }) => {
    await drv.open('test/fixtures/provenance/benign.html');
    const o = await drv.call<Out & { snap: any }>(collect);
    // WebDriver (WebKit) returns undefined as null.
    expect(withWarnings(o.snap).warnings ?? undefined).toBeUndefined();
    expect(o.text).not.toMatch(/^\[!\]/m);
    expect(o.text).not.toContain('Skip to content');
    expect(o.text).not.toContain('We use cookies');
    expect(o.text).not.toContain('stores data such as cookies');
    expect(o.text).toContain('Light text on a dark panel is seen.');
    expect(o.text).toMatch(new RegExp(`^\\[${o.ids['benign-icon-close']}\\]<button name-only="Close dialog">$`, 'm'));
    expect(o.text).toMatch(
      new RegExp(`^\\[${o.ids['benign-new-window']}\\]<a name-only="Help \\(opens in a new window\\)">Help$`, 'm'),
    );
    // Named by aria-labelledby from text beside them that a person sees: shown as before, unmarked.
    expect(o.text).toMatch(new RegExp(`^\\[${o.ids['seen-labelledby-button']}\\]<button>Sort by Relevance$`, 'm'));
    expect(o.text).toMatch(new RegExp(`^\\[${o.ids['seen-labelledby-select']}\\]<select label="Shipping speed"`, 'm'));
    expect(o.textHidden).toMatch(/^\[hidden=offscreen\] We use cookies/m);
    expect(o.textHidden).toMatch(/^\[hidden=offscreen\] This site stores data such as cookies/m);
  });
});
