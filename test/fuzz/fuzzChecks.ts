// The fuzz tier's checks and seeds ("Hostile pages"): seeded random, malformed and deeply nested HTML
// through the static (linkedom) path (test/unit/fuzz.test.ts) and the in-page path on happy-dom
// (test/unit/fuzzHappyDom.test.ts): two files, so Vitest's workers run the two tiers side by side.
// For every case: no exception (thrown or swallowed into snapshot.errors), the snapshot survives a
// JSON round trip and renders identically after it, every id in every format resolves to a record,
// page text cannot forge a registry line, and the HTML format parses back to exactly the ids it
// emitted.
//
// A failure names its seeds and the command that reruns one, e.g.
//   PAGEMARK_FUZZ_SEED=1234 PAGEMARK_FUZZ_SEEDS=1 npx vitest run test/unit/fuzzHappyDom.test.ts
// PAGEMARK_FUZZ_SEED is the first seed, PAGEMARK_FUZZ_SEEDS how many seeds each tier runs (a
// contiguous range instead of the sample below).
import { execFileSync } from 'node:child_process';
import { parseHTML } from 'linkedom';
import { Rng, type GeneratedCase } from './generateHtml';
import { snapshot } from '../../src/dom/snapshot/snapshot';
import { render, type Format, type RenderOptions } from '../../src/core/render/render';
import { elementByIndex } from '../../src/dom/identity/registry';
import { browsergymShape, extensionShape, harnessShape } from '../../src/core/shapes/shapes';
import type { Concealment, ElementRecord, Snapshot } from '../../src/core/model/types';
import type { SnapshotOptions } from '../../src/core/model/snapshotOptions';

// Which seeds a tier runs (docs/testing.md, Sampling). Every run: a fixed range, which holds the
// seeds that found bugs so far (68, 156, 449), the other seeds that found bugs, and a window of
// seeds that moves with the rotation of the browser tier's samples (the number of commits in HEAD's
// history, or PAGEMARK_SAMPLE_OFFSET), so a commit always runs the same seeds (a failure reproduces)
// and successive commits try new pages. PAGEMARK_SAMPLE=all runs the full ranges the tier ran
// before it was sampled (static 1..1500, happy-dom 1501..2300). A happy-dom case costs about four
// static ones (its style engine).
interface TierSeeds {
  /** Run on every commit (the tiers' ranges are disjoint: more distinct pages per run). */
  fixed: [number, number];
  /** Seeds outside the fixed range that found bugs: they run on every commit. */
  found: number[];
  /** The rotating window: `size` consecutive seeds of `pool`, moved by `size` per commit. */
  window: { size: number; pool: [number, number] };
  /** PAGEMARK_SAMPLE=all. */
  all: [number, number];
}
const STATIC: TierSeeds = {
  fixed: [1, 500],
  // Labels folded into a control without a line (07a467f).
  found: [1009, 1155, 1383],
  window: { size: 300, pool: [10_001, 20_000] },
  all: [1, 1500],
};
const HAPPY: TierSeeds = {
  fixed: [1501, 1750],
  // A registered <foreignObject> the id check did not count (its camelCase tag).
  found: [27786],
  window: { size: 150, pool: [20_001, 30_000] },
  all: [1501, 2300],
};
// Each tier is one test of many cases: on a box loaded by other work its wall time stretches well
// past the config's 60 s without anything being wrong (and PAGEMARK_FUZZ_SEEDS may ask for more).
export const TIER_TIMEOUT_MS = 600_000;
function envInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function rotation(): number {
  const given = envInt('PAGEMARK_SAMPLE_OFFSET', process.env['PAGEMARK_SAMPLE_OFFSET']);
  if (given !== undefined) return given;
  try {
    const n = Number(execFileSync('git', ['rev-list', '--count', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isSafeInteger(n) ? n : 0;
  } catch {
    return 0; // not a git checkout: a fixed sample
  }
}

const range = (a: number, b: number): number[] => Array.from({ length: Math.max(0, b - a + 1) }, (_, k) => a + k);

/** A tier's seeds and how its test title names them. */
export function tierSeeds(tier: 'static' | 'happy-dom'): { seeds: number[]; label: string } {
  const t = tier === 'static' ? STATIC : HAPPY;
  const first = envInt('PAGEMARK_FUZZ_SEED', process.env['PAGEMARK_FUZZ_SEED']);
  const n = envInt('PAGEMARK_FUZZ_SEEDS', process.env['PAGEMARK_FUZZ_SEEDS']);
  if (first !== undefined || n !== undefined) {
    // Without PAGEMARK_FUZZ_SEED the tiers take disjoint ranges; with it, both start there, so a
    // seed printed by either tier reruns with the same command.
    const count = n ?? t.all[1] - t.all[0] + 1;
    const start = first ?? (tier === 'static' ? 1 : 1 + (n ?? STATIC.all[1]));
    return { seeds: range(start, start + count - 1), label: `seeds ${start}..${start + count - 1}` };
  }
  if (process.env['PAGEMARK_SAMPLE'] === 'all')
    return { seeds: range(...t.all), label: `seeds ${t.all[0]}..${t.all[1]}` };
  const { size, pool } = t.window;
  const span = pool[1] - pool[0] + 1;
  const r = rotation();
  const from = pool[0] + ((r * size) % span);
  const to = Math.min(pool[1], from + size - 1);
  const seeds = [...range(...t.fixed), ...t.found, ...range(from, to)];
  const found = t.found.length ? `, ${t.found.join(', ')}` : '';
  return {
    seeds,
    label: `${seeds.length} seeds: ${t.fixed[0]}..${t.fixed[1]}${found} and ${from}..${to} (rotation ${r})`,
  };
}

// happy-dom's getComputedStyle recomputes every ancestor's style, so a snapshot costs O(depth^2)
// there (measured: 1,000 nested divs ~7 s, 3,000 ~60 s). Its tier keeps chains short; the linkedom
// tier, whose style provider reads inline styles only, takes thousands.
export const STATIC_MAX_DEPTH = 4000;
export const STATIC_MAX_DEPTH_ALL = 1500;
export const HAPPY_MAX_DEPTH = 200;

/**
 * Render options as the checks read them. Not RenderOptions: that type intersects the per-format
 * option types, and `indent` is a boolean for text but a number for JSON (the intersection is never).
 */
interface Opts {
  hidden?: boolean;
  ids?: 'index' | 'bid';
  indent?: boolean | number;
  attributes?: string[];
  maxChars?: number;
  mode?: 'full' | 'structure' | 'minimal' | 'interactive-only';
  idAttribute?: 'elementId' | 'bid';
  visibleOnly?: boolean;
  flavor?: 'browsergym' | 'harness';
  syntax?: 'compact' | 'html';
  content?: boolean | 'viewport' | 'all' | 'none';
}

export interface Problem {
  /** Stable class of the problem, for the summary (one bug usually hits many seeds). */
  kind: string;
  detail: string;
}

export interface Failure {
  tier: string;
  generated: GeneratedCase;
  problems: Problem[];
}

// Each tier is a file of its own, so the command runs only the tier that failed (the other may
// generate a different page for the same seed: deep chains are capped per tier).
const reproduce = (seed: number, file: string): string =>
  `PAGEMARK_FUZZ_SEED=${seed} PAGEMARK_FUZZ_SEEDS=1 npx vitest run ${file}`;

function clip(s: string, n: number): string {
  return s.length > n ? s.slice(0, n) + `… (${s.length} chars)` : s;
}

function errorText(err: unknown): string {
  const e = err as Error;
  return e && e.stack ? clip(e.stack, 1500) : String(err);
}

/** Per-case variation of snapshot options, from its own stream so the page stays the same per seed. */
export function snapshotOptionsFor(seed: number): SnapshotOptions {
  const rng = new Rng(seed ^ 0x5eed);
  const o: SnapshotOptions = {};
  const r = rng.float();
  if (r < 0.15) o.include = 'interactive+content';
  else if (r < 0.25) o.include = 'all';
  if (rng.chance(0.05)) o.maxElements = rng.int(1, 5); // truncated snapshots render too
  if (rng.chance(0.05)) o.maxTextLength = rng.int(0, 3);
  if (rng.chance(0.03)) o.tree = false; // formats fall back to the flat element list
  return o;
}

// What a renderer lists, from the snapshot alone: the oracle the outputs are compared to.
// What a person sees is listed; the rest (not visible, or concealed) only on request.
const shownBy = (hidden: boolean) => (r: ElementRecord) => hidden || (r.isVisible && r.concealed === undefined);

/** Indexes of labels the text format folds into their control (mirrors renderText's contract). */
function foldedLabels(els: ElementRecord[], listed: (r: ElementRecord) => boolean): Set<number> {
  const byId = new Map<string, ElementRecord>();
  const hasListedControl = new Set<number>();
  for (const r of els) {
    const id = r.attributes['id'];
    if (id !== undefined) byId.set(r.frame + '\u0001' + id, r);
    if (r.parent !== null && listed(r) && (r.tag === 'input' || r.tag === 'select' || r.tag === 'textarea')) {
      hasListedControl.add(r.parent);
    }
  }
  const skip = new Set<number>();
  for (const r of els) {
    if (r.tag !== 'label') continue;
    const f = r.attributes['for'];
    const target = f !== undefined ? byId.get(r.frame + '\u0001' + f) : undefined;
    if ((target && listed(target)) || hasListedControl.has(r.index)) skip.add(r.index);
  }
  return skip;
}

/** The snapshot's own ids: unique, parents and tree links resolve, the tree is well formed. */
function checkModel(s: Snapshot, out: Problem[]): void {
  const byIndex = new Map<number, ElementRecord>();
  const bids = new Set<string>();
  const eids = new Set<string>();
  for (const r of s.elements) {
    if (byIndex.has(r.index)) out.push({ kind: 'model: duplicate index', detail: String(r.index) });
    if (bids.has(r.bid)) out.push({ kind: 'model: duplicate bid', detail: r.bid });
    if (eids.has(r.elementId)) out.push({ kind: 'model: duplicate elementId', detail: r.elementId });
    byIndex.set(r.index, r);
    bids.add(r.bid);
    eids.add(r.elementId);
  }
  for (const r of s.elements) {
    if (r.parent !== null && !byIndex.has(r.parent)) {
      out.push({ kind: 'model: parent does not resolve', detail: `[${r.index}] parent ${r.parent}` });
    }
    if (s.tree.nodes.length > 0 && r.node >= 0 && s.tree.nodes[r.node]?.index !== r.index) {
      out.push({ kind: 'model: record.node does not point back', detail: `[${r.index}] node ${r.node}` });
    }
  }
  const nodes = s.tree.nodes;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    if (n.index !== undefined && !byIndex.has(n.index)) {
      out.push({ kind: 'model: tree node index does not resolve', detail: `node ${i} index ${n.index}` });
    }
    if (i > 0 && (n.parent < 0 || n.parent >= i || i + n.size > n.parent + nodes[n.parent]!.size || n.size < 1)) {
      out.push({ kind: 'model: malformed tree', detail: `node ${i} parent ${n.parent} size ${n.size}` });
      break;
    }
  }
  if (s.focusedBid !== null && !bids.has(s.focusedBid)) {
    out.push({ kind: 'model: focusedBid does not resolve', detail: s.focusedBid });
  }
}

// The reasons text is concealed (core/model/types.ts Concealment).
const CONCEALMENTS = new Set<string>([
  'offscreen',
  'visually-hidden',
  'low-contrast',
  'tiny',
  'covered',
] satisfies Concealment[]);

/**
 * Text format: an element line is `\t*` (indent) `*?` (new) `[id]`, a space in the html syntax,
 * then `<tag`. Page text is escaped so that no other line can start with `[` (after tabs, spaces
 * or `*`): any such line is a forgery, and so is a second line for one id.
 */
export function checkText(s: Snapshot, o: Opts, text: string, out: Problem[]): void {
  const hidden = o.hidden === true;
  const listed = shownBy(hidden);
  const skip = foldedLabels(s.elements, listed);
  const byId = new Map<string, ElementRecord>();
  for (const r of s.elements) byId.set(o.ids === 'bid' ? r.bid : String(r.index), r);
  let expected = 0;
  for (const r of s.elements) if (listed(r) && !skip.has(r.index)) expected++;
  const seen = new Set<string>();
  const where = `text ${JSON.stringify(o)}`;
  const lines = text.split('\n');
  for (const line of lines) {
    if (!/^[\t *]*\[/.test(line)) continue;
    // pagemark's notice about hidden text that talks to the model: the first line only.
    if (line === lines[0] && line.startsWith('[!] warning: ')) continue;
    // pagemark's own line for text a person cannot see, on request only: `[hidden=why] ` then the
    // text, escaped. `=` is in no ref, so no element line has this shape, and no page text starts a
    // line with `[`; what follows the marker must be inert like any other page text.
    const h = /^\t*\[hidden=([a-z-]+)\] (.*)$/.exec(line);
    if (h) {
      if (!hidden || !CONCEALMENTS.has(h[1]!) || /[[\]<>]/.test(h[2]!)) {
        out.push({ kind: `${where}: hidden-text line out of place or not inert`, detail: clip(line, 200) });
      }
      continue;
    }
    const m = /^\t*(\*?)\[([^\]]*)\] ?<([^\s>]+)[\s>]/.exec(line);
    const r = m ? byId.get(m[2]!) : undefined;
    if (!m || !r) {
      out.push({ kind: `${where}: line looks like an element line but does not resolve`, detail: clip(line, 200) });
      continue;
    }
    if (seen.has(m[2]!)) out.push({ kind: `${where}: id listed twice (forged line?)`, detail: clip(line, 200) });
    seen.add(m[2]!);
    if (m[3] !== r.tag) out.push({ kind: `${where}: element line tag differs from record`, detail: clip(line, 200) });
    if (!listed(r) || skip.has(r.index)) {
      out.push({ kind: `${where}: unlisted element has a line`, detail: clip(line, 200) });
    }
    if (m[1] === '*' && (s.diff === null || !r.isNew)) {
      out.push({ kind: `${where}: new-element star on an element that is not new`, detail: clip(line, 200) });
    }
  }
  // A character budget drops lines on purpose: only without one must every listed element appear.
  if (o.maxChars === undefined && seen.size !== expected) {
    out.push({
      kind: `${where}: element line count differs from listed elements`,
      detail: `${seen.size} vs ${expected}`,
    });
  }
  if (o.maxChars !== undefined && text.length > o.maxChars) {
    out.push({ kind: `${where}: over the character budget`, detail: `${text.length} > ${o.maxChars}` });
  }
}

/** Axtree: `\t*[bid] role 'name'` lines and `\t*\tStaticText '...'` lines, nothing else. */
export function checkAxtree(s: Snapshot, o: Opts, text: string, out: Problem[]): void {
  const listed = shownBy(o.hidden === true);
  const byBid = new Map<string, ElementRecord>();
  for (const r of s.elements) byBid.set(r.bid, r);
  let expected = 0;
  for (const r of s.elements) if (listed(r)) expected++;
  const where = `axtree ${JSON.stringify(o)}`;
  const seen = new Set<string>();
  if (text === '') return void (expected !== 0 && out.push({ kind: `${where}: empty`, detail: `${expected} listed` }));
  for (const line of text.split('\n')) {
    const m = o.flavor === 'harness' ? /^\[([^\]]*)\] \S/.exec(line) : /^\t*\[([^\]]*)\] \S/.exec(line);
    if (!m) {
      if (o.flavor !== 'harness' && /^\t*\tStaticText '/.test(line)) continue;
      out.push({ kind: `${where}: line is neither an element nor StaticText`, detail: clip(line, 200) });
      continue;
    }
    const r = byBid.get(m[1]!);
    if (!r || !listed(r))
      out.push({ kind: `${where}: id does not resolve to a listed element`, detail: clip(line, 200) });
    if (seen.has(m[1]!)) out.push({ kind: `${where}: id listed twice (forged line?)`, detail: clip(line, 200) });
    seen.add(m[1]!);
  }
  if (seen.size !== expected) {
    out.push({
      kind: `${where}: element line count differs from listed elements`,
      detail: `${seen.size} vs ${expected}`,
    });
  }
}

/**
 * happy-dom's parser makes elements of `<3 ` and `<1x>`: text to a browser's tokenizer, and names
 * createElement rejects (no XML name starts with a digit, `-` or `.`). A browser page cannot hold
 * them, so the HTML format is not held to round-tripping them. Everything else is, `<ñ>` included
 * (createElement accepts it).
 */
const browserTag = (tag: string): boolean => !/^[0-9.-]/.test(tag);

/** Ids the HTML format must carry: shown records not under a hidden record or a void element. */
function expectedHtmlIds(s: Snapshot, o: Opts): Set<number> {
  const shown = shownBy(o.hidden === true);
  const byIndex = new Map<number, ElementRecord>();
  for (const r of s.elements) byIndex.set(r.index, r);
  const out = new Set<number>();
  if (o.mode === 'minimal' || o.mode === 'interactive-only') {
    for (const r of s.elements) {
      if (shown(r) && browserTag(r.tag) && (o.mode === 'minimal' || r.isInteractive)) out.add(r.index);
    }
    return out;
  }
  const VOID = new Set(['area', 'br', 'hr', 'img', 'input', 'wbr', 'embed', 'source']);
  const nodes = s.tree.nodes;
  const blocked: boolean[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    const r = n.index !== undefined ? byIndex.get(n.index) : undefined;
    const parentBlocked = n.parent >= 0 ? blocked[n.parent]! : false;
    if (!parentBlocked && r && shown(r) && browserTag(r.tag)) out.add(r.index);
    // Children of a hidden record or of a void tag never reach the output.
    blocked[i] = parentBlocked || (r !== undefined && !shown(r)) || VOID.has(n.tag.replace(/[^a-z0-9-]/gi, ''));
  }
  return out;
}

export function checkHtml(s: Snapshot, o: Opts, html: string, out: Problem[]): void {
  const where = `html ${JSON.stringify(o)}`;
  const attr = o.idAttribute === 'bid' ? 'bid' : 'data-element-id';
  const key = (r: ElementRecord) => (o.idAttribute === 'bid' ? r.bid : r.elementId);
  const byKey = new Map<string, ElementRecord>();
  for (const r of s.elements) byKey.set(key(r), r);
  // Page text and attribute values have `<` and `"` escaped, so an id attribute right after a tag
  // name can only come from the renderer: that is what it claims to have emitted (a name starting
  // with a digit or `-` is no tag to a parser; missing ids of such records are caught below).
  // Case-blind: SVG's camelCase tags (foreignObject, linearGradient) are written as the DOM names them.
  const claimed = html.match(new RegExp(`<[a-z][a-z0-9-]* ${attr}="`, 'gi'))?.length ?? 0;
  const { document: doc } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  const found = Array.from(doc.querySelectorAll(`[${attr}]`)).map((e) => e.getAttribute(attr)!);
  if (found.length !== claimed) {
    out.push({
      kind: `${where}: parsed id attributes differ from emitted ones`,
      detail: `${found.length} vs ${claimed}`,
    });
  }
  const expected = expectedHtmlIds(s, o);
  const seen = new Set<string>();
  for (const id of found) {
    const r = byKey.get(id);
    if (!r) out.push({ kind: `${where}: id does not resolve`, detail: clip(id, 100) });
    else if (!expected.has(r.index)) out.push({ kind: `${where}: element that is not shown has an id`, detail: id });
    if (seen.has(id)) out.push({ kind: `${where}: id appears twice`, detail: clip(id, 100) });
    seen.add(id);
  }
  const missing = s.elements.filter((r) => expected.has(r.index) && !seen.has(key(r)));
  if (missing.length > 0) {
    const list = missing.slice(0, 5).map((r) => `${r.bid} <${r.tag}>`);
    out.push({ kind: `${where}: shown elements missing after parsing back`, detail: list.join(', ') });
  }
}

export function checkJson(s: Snapshot, o: Opts, json: string, out: Problem[]): void {
  const where = `json ${JSON.stringify(o)}`;
  let doc: { elements: { index: number; bid: string; elementId: string }[] };
  try {
    doc = JSON.parse(json) as typeof doc;
  } catch (err) {
    out.push({ kind: `${where}: does not parse`, detail: String(err) });
    return;
  }
  const want = s.elements.filter((r) => !o.visibleOnly || (r.isVisible && r.concealed === undefined));
  if (doc.elements.length !== want.length) {
    out.push({ kind: `${where}: element count differs`, detail: `${doc.elements.length} vs ${want.length}` });
    return;
  }
  for (let i = 0; i < want.length; i++) {
    const a = doc.elements[i]!;
    const r = want[i]!;
    if (a.index !== r.index || a.bid !== r.bid || a.elementId !== r.elementId) {
      out.push({ kind: `${where}: element ids differ from the record`, detail: `${a.bid} vs ${r.bid}` });
    }
  }
}

// Every option that changes what is listed or how ids are printed, per format.
const RENDERS: readonly [Format, Opts][] = [
  ['text', {}],
  ['text', { hidden: true }],
  ['text', { hidden: true, ids: 'bid', indent: true, attributes: ['href', 'id', 'name', 'role'] }],
  ['text', { hidden: true, maxChars: 400 }],
  ['text', { hidden: true, syntax: 'html', content: 'all' }],
  ['html', {}],
  ['html', { hidden: true }],
  ['html', { hidden: true, mode: 'full', idAttribute: 'bid' }],
  ['html', { hidden: true, mode: 'minimal' }],
  ['html', { mode: 'interactive-only' }],
  ['json', {}],
  ['json', { visibleOnly: true, indent: 2 }],
  ['axtree', {}],
  ['axtree', { hidden: true }],
  ['axtree', { hidden: true, flavor: 'harness' }],
];

/**
 * A snapshot is plain data whose size follows the page's: a record costs about a kilobyte and even
 * a 3-character `<b>` can be one, so 500 JSON characters per HTML character is generous. What it
 * catches is growth with depth (absolute locator paths on every record of a deep chain are
 * quadratic: at 4,000 levels the snapshot outgrew a 4 GB heap).
 */
const JSON_CHARS_PER_PAGE_CHAR = 500;

/**
 * Everything a consumer can do with a snapshot in Node, checked. Returns false when the snapshot is
 * too big to check further (the remaining checks would take minutes on it).
 */
export function checkSnapshot(s: Snapshot, pageChars: number, out: Problem[]): boolean {
  for (const e of s.errors) out.push({ kind: `snapshot.errors ${e.code}`, detail: clip(e.message, 300) });
  checkModel(s, out);

  let copy: Snapshot;
  try {
    const json = JSON.stringify(s);
    if (json.length > JSON_CHARS_PER_PAGE_CHAR * pageChars + 100_000) {
      out.push({
        kind: 'snapshot size is not linear in the page',
        detail: `${json.length} JSON chars for ${pageChars} HTML chars, ${s.elements.length} records`,
      });
      return false;
    }
    copy = JSON.parse(json) as Snapshot;
  } catch (err) {
    out.push({ kind: 'JSON round trip threw', detail: errorText(err) });
    return false;
  }
  for (const [format, o] of RENDERS) {
    let a: string;
    try {
      a = render(s, format, o as RenderOptions);
    } catch (err) {
      out.push({ kind: `render ${format} threw`, detail: errorText(err) });
      continue;
    }
    try {
      if (render(copy, format, o as RenderOptions) !== a) {
        out.push({ kind: `render ${format} ${JSON.stringify(o)} differs after JSON round trip`, detail: '' });
      }
    } catch (err) {
      out.push({ kind: `render ${format} threw after JSON round trip`, detail: errorText(err) });
    }
    if (format === 'text') checkText(s, o, a, out);
    else if (format === 'axtree') checkAxtree(s, o, a, out);
    else if (format === 'html') checkHtml(s, o, a, out);
    else checkJson(s, o, a, out);
  }
  // Observation shapes that are pure functions of a snapshot (miniwob needs the live page).
  try {
    const h = { lastAction: '', lastActionError: '', actions: [] };
    const bg = browsergymShape(s, h, 0);
    const hs = harnessShape(s, h, 0);
    const ex = extensionShape(s);
    const bids = new Set(s.elements.map((r) => r.bid));
    const eids = new Set(s.elements.map((r) => r.elementId));
    for (const k of Object.keys(bg.extra_element_properties)) {
      if (!bids.has(k))
        out.push({ kind: 'observe browsergym: extra_element_properties key does not resolve', detail: k });
    }
    if (Object.keys(hs.extra_element_properties).length !== bids.size) {
      out.push({ kind: 'observe harness: extra_element_properties count differs', detail: '' });
    }
    for (const a of ex.actionable_elements) {
      if (!eids.has(a.id)) out.push({ kind: 'observe extension: id does not resolve', detail: a.id });
    }
    const { document: doc } = parseHTML(`<!doctype html><html><body>${bg.pruned_html}</body></html>`);
    for (const e of Array.from(doc.querySelectorAll('[bid]'))) {
      if (!bids.has(e.getAttribute('bid')!)) {
        out.push({ kind: 'observe browsergym: pruned_html bid does not resolve', detail: e.getAttribute('bid')! });
      }
    }
    const again = JSON.stringify([browsergymShape(copy, h, 0), harnessShape(copy, h, 0), extensionShape(copy)]);
    if (again !== JSON.stringify([bg, hs, ex])) {
      out.push({ kind: 'observe shapes differ after JSON round trip', detail: '' });
    }
  } catch (err) {
    out.push({ kind: 'observe shapes threw', detail: errorText(err) });
  }
  return true;
}

// Ancestors under which a control's registration depends on rules this oracle does not model.
const SPECIAL_ANCESTORS = new Set([
  'template',
  'noscript',
  'script',
  'style',
  'title',
  'head',
  'details',
  'dialog',
  'select',
  'datalist',
  'option',
  'optgroup',
  'textarea',
  'svg',
  'math',
  'object',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'video',
  'audio',
  'canvas',
  'map',
]);
const SPECIAL_ATTRS = ['style', 'hidden', 'inert', 'aria-hidden', 'contenteditable', 'role'];

/**
 * Silent loss: a plain control (button, link, input, select, textarea) with no hiding or special
 * markup on it or its ancestors must be registered. An exception-free snapshot that lost half the
 * page would otherwise pass every other check.
 */
export function checkPlainControlsRegistered(s: Snapshot, doc: Document, out: Problem[]): void {
  if (s.truncated) return;
  const registered = new Set<Element>();
  for (const r of s.elements) {
    const el = elementByIndex(r.index);
    if (el) registered.add(el);
  }
  const controls = Array.from(doc.querySelectorAll('button, a[href], input, select, textarea'));
  for (const el of controls) {
    if (el.localName === 'input' && (el.getAttribute('type') ?? '').trim().toLowerCase() === 'hidden') continue;
    let plain = true;
    for (let e: Element | null = el; e && plain; e = e.parentElement) {
      if (e !== el && SPECIAL_ANCESTORS.has(e.localName)) plain = false;
      for (const a of SPECIAL_ATTRS) if (e.hasAttribute(a)) plain = false;
    }
    if (plain && !registered.has(el)) {
      out.push({ kind: 'plain control not registered', detail: clip(el.outerHTML, 160) });
      return; // one is enough: a lost page would list hundreds
    }
  }
}

// A resolver for the CSS pagemark writes (`:root`, `#id`, `tag:nth-of-type(n)`, `[attr="v"]`,
// joined by ` > `), per CSS Syntax 3. Not the engines' querySelectorAll: happy-dom and linkedom's
// css-what both mis-parse valid escapes (`#\7f ` with its terminating space, `#\\n`), which would
// blame pagemark for their bugs.
interface Compound {
  root?: true;
  id?: string;
  tag?: string;
  nth?: number;
  attr?: [string, string];
}

const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isIdentChar = (c: string | undefined) => c !== undefined && /^[a-zA-Z0-9_-]$|^[^\u0000-\u007f]$/u.test(c);

/** Consume an escape after its backslash (CSS Syntax §4.3.7); returns the code point's string. */
function consumeEscape(sel: string, pos: { i: number }): string {
  const c = sel[pos.i];
  if (!isHex(c)) {
    const cp = sel.codePointAt(pos.i)!;
    pos.i += cp > 0xffff ? 2 : 1;
    return String.fromCodePoint(cp);
  }
  let hex = '';
  while (hex.length < 6 && isHex(sel[pos.i])) hex += sel[pos.i++];
  if (/^[ \t\n]$/.test(sel[pos.i] ?? '')) pos.i++; // one whitespace ends a hex escape
  const v = parseInt(hex, 16);
  return v === 0 || (v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff ? '\ufffd' : String.fromCodePoint(v);
}

function consumeIdent(sel: string, pos: { i: number }): string | null {
  const start = pos.i;
  let out = '';
  for (;;) {
    const c = sel[pos.i];
    if (c === '\\' && pos.i + 1 < sel.length && sel[pos.i + 1] !== '\n') {
      pos.i++;
      out += consumeEscape(sel, pos);
    } else if (isIdentChar(c)) {
      const cp = sel.codePointAt(pos.i)!;
      out += String.fromCodePoint(cp);
      pos.i += cp > 0xffff ? 2 : 1;
    } else break;
  }
  // "Would start an ident sequence": not empty, not a digit first, not `-` then a digit.
  const a = sel[start];
  const b = sel[start + 1];
  if (pos.i === start || /[0-9]/.test(a!) || (a === '-' && (b === undefined || /[0-9]/.test(b)))) return null;
  return out;
}

function consumeString(sel: string, pos: { i: number }): string | null {
  if (sel[pos.i] !== '"') return null;
  pos.i++;
  let out = '';
  while (pos.i < sel.length && sel[pos.i] !== '"') {
    if (sel[pos.i] === '\\') {
      pos.i++;
      if (sel[pos.i] === '\n') pos.i++;
      else out += consumeEscape(sel, pos);
    } else if (sel[pos.i] === '\n') return null;
    else out += sel[pos.i++];
  }
  if (sel[pos.i] !== '"') return null;
  pos.i++;
  return out;
}

function parseLocator(sel: string): Compound[] | null {
  const out: Compound[] = [];
  const pos = { i: 0 };
  for (;;) {
    const c: Compound = {};
    if (sel.startsWith(':root', pos.i)) {
      c.root = true;
      pos.i += 5;
    } else if (sel[pos.i] === '#') {
      pos.i++;
      const id = consumeIdent(sel, pos);
      if (id === null) return null;
      c.id = id;
    } else if (sel[pos.i] === '[') {
      pos.i++;
      const name = consumeIdent(sel, pos);
      if (name === null || sel[pos.i] !== '=') return null;
      pos.i++;
      const value = consumeString(sel, pos);
      if (value === null || sel[pos.i] !== ']') return null;
      pos.i++;
      c.attr = [name, value];
    } else {
      const tag = consumeIdent(sel, pos);
      const m = /^:nth-of-type\((\d+)\)/.exec(sel.slice(pos.i, pos.i + 40));
      if (tag === null || !m) return null;
      c.tag = tag;
      c.nth = Number(m[1]);
      pos.i += m[0].length;
    }
    out.push(c);
    if (pos.i === sel.length) return out;
    if (!sel.startsWith(' > ', pos.i)) return null;
    pos.i += 3;
  }
}

/** Elements of a document in order, iteratively (deep pages). */
function allElements(doc: Document): Element[] {
  const out: Element[] = [];
  const stack: Element[] = doc.documentElement ? [doc.documentElement] : [];
  while (stack.length > 0) {
    const e = stack.pop()!;
    out.push(e);
    const kids: Element[] = [];
    for (let k = e.firstElementChild; k; k = k.nextElementSibling) kids.push(k);
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]!);
  }
  return out;
}

function nthOfType(el: Element): number {
  let n = 1;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) if (s.localName === el.localName) n++;
  return n;
}

function matchesCompound(el: Element, c: Compound, doc: Document): boolean {
  if (c.root) return el === doc.documentElement;
  if (c.id !== undefined) return el.getAttribute('id') === c.id;
  if (c.attr) return el.getAttribute(c.attr[0]) === c.attr[1];
  return el.localName === c.tag && nthOfType(el) === c.nth;
}

/** Elements a parsed locator matches: the first compound anywhere, then child steps. */
function resolveLocator(compounds: Compound[], all: Element[], doc: Document): Element[] {
  let cur = all.filter((e) => matchesCompound(e, compounds[0]!, doc));
  for (let k = 1; k < compounds.length && cur.length > 0; k++) {
    const next: Element[] = [];
    for (const p of cur) {
      for (let e = p.firstElementChild; e; e = e.nextElementSibling) {
        if (matchesCompound(e, compounds[k]!, doc)) next.push(e);
      }
    }
    cur = next;
  }
  return cur;
}

/** Live-page checks: each record's element is alive and its selectors match it alone. */
export function checkLive(s: Snapshot, doc: Document, markAttribute: string | false, out: Problem[]): void {
  const all = allElements(doc);
  for (const r of s.elements) {
    const el = elementByIndex(r.index);
    if (!el) {
      out.push({ kind: 'live: record has no element', detail: r.bid });
      continue;
    }
    if (markAttribute !== false && el.getAttribute(markAttribute) !== r.elementId) {
      out.push({ kind: 'live: mark attribute missing on the element', detail: r.elementId });
    }
    for (const loc of r.locators) {
      // CSS-valued kinds only: role and the getBy* text kinds are checked through Playwright itself
      // (test/browser/locators-playwright.spec.ts).
      if (!loc.unique || !['elementId', 'testId', 'id', 'css'].includes(loc.kind)) continue;
      const compounds = parseLocator(loc.value);
      if (!compounds) {
        out.push({ kind: `live: ${loc.kind} locator is not a valid selector`, detail: clip(loc.value, 200) });
        continue;
      }
      const found = resolveLocator(compounds, all, doc);
      if (found.length !== 1 || found[0] !== el) {
        const what = found.length === 1 ? 'another element' : found.length === 0 ? 'nothing' : 'several elements';
        out.push({
          kind: `live: ${loc.kind} locator claimed unique matches ${what}`,
          detail: `${clip(loc.value, 200)} (${found.length} matches)`,
        });
      }
    }
  }
}

export function runCase(
  tier: string,
  generated: GeneratedCase,
  take: () => Snapshot,
  live?: (s: Snapshot, out: Problem[]) => void,
): Failure | null {
  const problems: Problem[] = [];
  let s: Snapshot | null = null;
  try {
    s = take();
  } catch (err) {
    problems.push({ kind: 'snapshot threw', detail: errorText(err) });
  }
  if (s && checkSnapshot(s, generated.html.length, problems)) {
    if (live) {
      try {
        live(s, problems);
      } catch (err) {
        problems.push({ kind: 'live checks threw', detail: errorText(err) });
      }
    }
  }
  return problems.length > 0 ? { tier, generated, problems } : null;
}

/** One assertion for a whole tier: every failing seed counted, the first ones shown with repros. */
export function report(tier: string, file: string, failures: Failure[], ran: number): string {
  if (failures.length === 0) return '';
  const byKind = new Map<string, number[]>();
  for (const f of failures) {
    for (const p of f.problems) {
      const seeds = byKind.get(p.kind) ?? [];
      if (!seeds.includes(f.generated.seed)) seeds.push(f.generated.seed);
      byKind.set(p.kind, seeds);
    }
  }
  const lines = [`${tier}: ${failures.length} of ${ran} seeds failed. Problems (seeds):`];
  for (const [kind, seeds] of byKind) {
    lines.push(`  - ${kind}: ${seeds.length} seeds, e.g. ${seeds.slice(0, 12).join(', ')}`);
  }
  for (const f of failures.slice(0, 3)) {
    const seed = f.generated.seed;
    const deep = f.generated.deep ? ', with a deep chain' : '';
    lines.push('', `seed ${seed} (${tier}${deep}): reproduce with`, `  ${reproduce(seed, file)}`);
    for (const p of f.problems.slice(0, 6)) lines.push(`  ${p.kind}${p.detail ? ': ' + p.detail : ''}`);
    lines.push(`  html: ${clip(JSON.stringify(f.generated.html), 600)}`);
  }
  return lines.join('\n');
}

/**
 * Identity and diff on hostile pages: a second snapshot of the unchanged page keeps every index and
 * reports no change; after one element is removed and one added, the diff, `isNew` and the text
 * format's `*` marks agree, and every check above holds for that snapshot too.
 */
export function checkLaterSnapshots(first: Snapshot, opts: SnapshotOptions, pageChars: number, out: Problem[]): void {
  const again = snapshot(opts);
  const before = first.elements.map((r) => r.index).join(',');
  if (again.elements.map((r) => r.index).join(',') !== before) {
    out.push({ kind: 'second snapshot of an unchanged page: indexes changed', detail: '' });
  }
  if (again.diff === null || again.diff.added.length + again.diff.removed.length > 0) {
    out.push({ kind: 'second snapshot of an unchanged page: diff not empty', detail: JSON.stringify(again.diff) });
  }
  const victim = first.elements.length > 0 ? elementByIndex(first.elements[0]!.index) : null;
  if (victim && victim !== document.documentElement) victim.remove();
  const added = document.createElement('button');
  added.textContent = 'fuzz added';
  (document.body ?? document.documentElement).appendChild(added);
  const third = snapshot(opts);
  if (!checkSnapshot(third, pageChars, out)) return;
  checkLive(third, document, opts.markAttribute ?? 'data-element-id', out);
  const diff = third.diff;
  if (!diff) {
    out.push({ kind: 'third snapshot: no diff', detail: '' });
    return;
  }
  const addedSet = new Set(diff.added);
  const removedSet = new Set(diff.removed);
  const now = new Set(third.elements.map((r) => r.index));
  for (const r of third.elements) {
    if (r.isNew !== addedSet.has(r.index)) {
      out.push({ kind: 'third snapshot: isNew disagrees with diff.added', detail: `${r.bid} isNew=${r.isNew}` });
    }
  }
  for (const r of again.elements) {
    if (now.has(r.index) === removedSet.has(r.index)) {
      out.push({ kind: 'third snapshot: diff.removed disagrees with the elements', detail: r.bid });
    }
  }
  for (const i of addedSet)
    if (!now.has(i)) out.push({ kind: 'third snapshot: diff.added does not resolve', detail: String(i) });
}

/** Load a generated page into happy-dom's global document, as a page would arrive: parsed whole. */
export function loadIntoGlobalDocument(html: string): void {
  const parsed = new window.DOMParser().parseFromString(html, 'text/html');
  swapDocumentElement(document.adoptNode(parsed.documentElement));
}

/** Remove first: happy-dom's replaceChild inserts before it removes, and a document has one element. */
export function swapDocumentElement(el: HTMLElement): void {
  if (document.documentElement) document.removeChild(document.documentElement);
  document.appendChild(el);
}
