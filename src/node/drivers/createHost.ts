/**
 * The host side shared by `pagemark/playwright` and `pagemark/puppeteer`: pagemark runs in every frame
 * (the driver injects it, and re-injects after navigations through an init script), and Node stitches
 * the frames the top document cannot read (cross-origin, out-of-process) into one snapshot with the
 * same pure function the in-page bridge uses (frames/stitchFrames.ts). Each frame numbers the frames
 * it hosts from its own counter (`reserveIndexes`), exactly like the bridge, so indexes stay unique
 * and stable; `route` remembers, per instance, which index lives in which child frame under which
 * local index, and actions follow that route down to the frame that owns the element.
 *
 * A framework adapter (playwright.ts, puppeteer.ts) supplies frame traversal, evaluation and trusted
 * input; everything else is here.
 */
import type { Snapshot, SnapshotOptions } from '../../core/model/types';
import type { ActionCommand, ActionResult } from '../../core/model/commands';
import type { FrameSlot } from '../../core/model/frameSlot';
import { stitchFrames, type FrameFill } from '../../core/stitch/stitchFrames';
import { parseCommand } from '../../core/commands/parseCommand';
import { render, type Format, type RenderOptions } from '../../core/render/render';
import { parseBid } from '../../core/model/frameId';
import { settleTimings } from '../../core/model/settleTimings';
import { decodeSnapshot } from '../../core/wire/decodeSnapshot';
import type { HighlightOptions } from '../../api/highlight';
import type { ObserveOptions } from '../../api/observe';

export type SlotData = FrameSlot;

/** What a driver must provide. F is its Frame type, H its ElementHandle type. */
export interface FrameAdapter<F, H> {
  mainFrame(): F;
  childFrames(f: F): F[];
  /** Evaluate `fn(arg)` in the frame's main world. */
  evaluate<T, A>(f: F, fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** Evaluate a source string (the bundle) in the frame. */
  evaluateSource(f: F, source: string): Promise<void>;
  /** Evaluate `fn(iframeElement)` in the parent frame, on the element that hosts `child`. */
  evaluateOnFrameElement<T>(child: F, fn: (el: Element) => T): Promise<T | null>;
  /** Handle of `pagemark.elementByIndex(index)` in frame f. */
  elementHandle(f: F, index: number): Promise<H | null>;
  contentFrame(h: H): Promise<F | null>;
  /** The driver frame whose document holds the element. */
  ownerFrame(h: H): Promise<F | null>;
  querySelector(f: F, selector: string): Promise<H | null>;
  /** Trusted input on the element, at `point` (relative to its border box). */
  perform(h: H, cmd: ActionCommand, point: { x: number; y: number } | undefined): Promise<void>;
  addInitScript(source: string): Promise<void>;
}

export interface AttachOptions {
  /**
   * Install the document-start hooks (closed shadow roots, JavaScript click listeners) in every new
   * document. They patch `attachShadow` and `addEventListener` as the page sees them. Default true.
   */
  hooks?: boolean;
  /** Bundle source to inject (default: dist/pagemark.iife.js next to this module). */
  source?: string;
}

export interface ActOptions {
  /**
   * Perform the input through the driver (real mouse and keyboard events, isTrusted === true) after
   * pagemark's resolution and actionability checks in the page. Default false (in-page events).
   */
  trusted?: boolean;
}

export interface HostPage<F, H> {
  snapshot(options?: SnapshotOptions): Promise<Snapshot>;
  render(snapshot: Snapshot, format?: Format, options?: RenderOptions): string;
  observe(options?: Omit<ObserveOptions, 'snapshot'>): Promise<Record<string, unknown>>;
  act(command: unknown, options?: ActOptions): Promise<ActionResult>;
  highlight(options?: HighlightOptions): Promise<void>;
  clearHighlights(): Promise<void>;
  dispose(): Promise<void>;
  /** The last stitched snapshot. */
  last(): Snapshot | null;
  /** The driver frame that owns an element (by index or bid), and its index there. */
  locate(target: number | string): Promise<{ frame: F; index: number } | null>;
  /** Driver handle of an element (by index or bid) in the frame that owns it. */
  handle(target: number | string): Promise<H | null>;
}

type PM = {
  snapshot(o?: unknown): Snapshot;
  snapshotJson(o?: unknown): string;
  snapshotWire(o?: unknown): string;
  act(c: unknown): Promise<ActionResult>;
  frameSlot(e: Element): SlotData | null;
  reserveIndexes(n: number): number;
  instanceId(): string;
  highlight(s?: unknown, o?: unknown): void;
  clearHighlights(): void;
  observe(o?: unknown): Record<string, unknown>;
  dispose(): void;
  elementByIndex(i: number): Element | null;
  lastSnapshot(): Snapshot | null;
};
declare const pagemark: PM;

interface Hop<F> {
  frame: F;
  inst: string;
  index: number;
}

export function createHost<F, H>(a: FrameAdapter<F, H>, source: string): HostPage<F, H> {
  /** route.get(inst).get(index) = the child frame that owns `index` of instance `inst`. */
  const route = new Map<string, Map<number, Hop<F>>>();
  /** `${parentInst}|${childInst}:${childIndex}` -> index in the parent's numbering. */
  const numbering = new Map<string, number>();
  let last: Snapshot | null = null;
  let lastOptions: SnapshotOptions | undefined;
  let topInst = '';

  async function ensure(f: F): Promise<boolean> {
    try {
      const has = await a.evaluate(f, () => typeof pagemark === 'object' && !!pagemark, null);
      if (has) return true;
      await a.evaluateSource(f, source);
      return await a.evaluate(f, () => typeof pagemark === 'object' && !!pagemark, null);
    } catch {
      return false;
    }
  }

  async function snapFrame(
    f: F,
    o: SnapshotOptions,
    idPrefix: string,
  ): Promise<{ snap: Snapshot; inst: string } | null> {
    if (!(await ensure(f))) return null;
    let got: { snap: Snapshot; inst: string };
    try {
      // One compact string crosses the wire much faster than an object the driver walks value by
      // value (src/core/wire/: records as arrays, Playwright code derived here instead of sent).
      const raw = await a.evaluate(f, (opts) => ({ json: pagemark.snapshotWire(opts), inst: pagemark.instanceId() }), {
        ...o,
        idPrefix,
        highlight: false,
      });
      got = { snap: decodeSnapshot(raw.json), inst: raw.inst };
    } catch {
      return null;
    }
    const snap = got.snap;
    const fills: FrameFill[] = [];
    const pendingKeys: string[] = [];
    const childHops: { fillPos: number; frame: F; inst: string }[] = [];
    for (const child of a.childFrames(f)) {
      const slot = await a.evaluateOnFrameElement(child, (el) =>
        typeof pagemark === 'object' && pagemark ? pagemark.frameSlot(el) : null,
      );
      if (!slot) continue; // same-origin: the frame's own walk covered it
      const fr = snap.frames[slot.framePos];
      if (!fr) continue;
      const sub = await snapFrame(child, o, idPrefix + fr.id);
      if (!sub) {
        fr.reason = 'cross-origin frame: the driver could not evaluate in it';
        continue;
      }
      for (const r of sub.snap.elements) {
        const key = `${got.inst}|${sub.inst}:${r.index}`;
        if (!numbering.has(key)) pendingKeys.push(key);
      }
      childHops.push({ fillPos: fills.length, frame: child, inst: sub.inst });
      const childInst = sub.inst;
      fills.push({
        ...slot,
        child: sub.snap,
        mapIndex: (ci: number) => numbering.get(`${got.inst}|${childInst}:${ci}`) ?? -1,
      });
    }
    if (pendingKeys.length) {
      const first = await a.evaluate(f, (n) => pagemark.reserveIndexes(n), pendingKeys.length);
      pendingKeys.forEach((k, i) => numbering.set(k, first + i));
    }
    let hops = route.get(got.inst);
    if (!hops) route.set(got.inst, (hops = new Map()));
    for (const h of childHops) {
      const fill = fills[h.fillPos]!;
      for (const r of fill.child.elements) {
        hops.set(fill.mapIndex(r.index), { frame: h.frame, inst: h.inst, index: r.index });
      }
    }
    stitchFrames(snap, fills);
    return { snap, inst: got.inst };
  }

  async function snapshot(o: SnapshotOptions = {}): Promise<Snapshot> {
    lastOptions = o;
    const t0 = Date.now();
    const top = await snapFrame(a.mainFrame(), o, 'pm');
    if (!top) throw new Error('pagemark: could not evaluate in the page (is it still open?)');
    top.snap.stats.durationMs = Date.now() - t0;
    // The phases are the top document's; the round trips and other frames' snapshots are the rest.
    settleTimings(top.snap.stats);
    last = top.snap;
    topInst = top.inst;
    return top.snap;
  }

  /** Follow the route from the top instance down to the frame that owns `index`. */
  function locateSync(index: number): { frame: F; index: number } {
    let frame = a.mainFrame();
    let inst = topInst;
    let idx = index;
    for (let guard = 0; guard < 64; guard++) {
      const hop = route.get(inst)?.get(idx);
      if (!hop) break;
      frame = hop.frame;
      inst = hop.inst;
      idx = hop.index;
    }
    return { frame, index: idx };
  }

  function indexOf(target: number | string): number | null {
    if (typeof target === 'number') return target;
    const rec = last?.elements.find((e) => e.elementId === target);
    if (rec) return rec.index;
    const b = parseBid(target.trim());
    return b ? b.index : null;
  }

  async function locate(target: number | string) {
    const i = indexOf(target);
    return i === null ? null : locateSync(i);
  }

  async function handle(target: number | string): Promise<H | null> {
    const loc = await locate(target);
    return loc ? a.elementHandle(loc.frame, loc.index) : null;
  }

  /**
   * A handle usable for driver input. An element of a same-origin child frame (walked by the instance
   * of `f`) is re-found in its own driver frame through its mark attribute: a handle from `f`'s
   * context does not take Firefox's input there.
   */
  async function ownHandle(f: F, index: number): Promise<H | null> {
    const h = await a.elementHandle(f, index);
    if (!h) return null;
    const info = await a
      .evaluate(
        f,
        (i) => {
          const s = pagemark.lastSnapshot();
          const r = s ? s.elements.find((x) => x.index === i) : undefined;
          const attr = s ? s.options.markAttribute : false;
          return r && r.frame !== '' && attr ? `[${attr}="${r.elementId}"]` : null;
        },
        index,
      )
      .catch(() => null);
    if (!info) return h;
    const owner = await a.ownerFrame(h);
    const again = owner ? await a.querySelector(owner, info) : null;
    return again ?? h;
  }

  const failed = (cmd: ActionCommand | null, code: string, message: string): ActionResult => ({
    ok: false,
    action: cmd ? cmd.action : 'invalid',
    target: null,
    resolvedBy: null,
    error: { code: code as never, message },
    effects: { navigated: false, mutations: 0, newElements: 0 },
    durationMs: 0,
  });

  async function act(command: unknown, ao: ActOptions = {}): Promise<ActionResult> {
    const t0 = Date.now();
    const parsed = parseCommand(command);
    if (!parsed.ok) return { ...failed(null, parsed.error.code, parsed.error.message), error: parsed.error };
    const cmd = parsed.command;
    let frame = a.mainFrame();
    let local: ActionCommand = { ...cmd, snapshot: false };
    let topIndex: number | null = null;
    const t = cmd.target;
    const named =
      t === undefined
        ? undefined
        : typeof t !== 'object'
          ? t
          : 'index' in t
            ? t.index
            : 'bid' in t
              ? t.bid
              : 'elementId' in t
                ? t.elementId
                : undefined;
    if (named !== undefined) {
      topIndex = indexOf(named);
      if (topIndex !== null) {
        const loc = locateSync(topIndex);
        frame = loc.frame;
        local = { ...local, target: loc.index };
      }
    }
    if (!(await ensure(frame))) return failed(cmd, 'FRAME_UNREACHABLE', 'pagemark could not be evaluated in the frame');
    // Paths can only be uploaded by the driver (a page cannot read the disk): upload with a path
    // always goes through it; files given as contents go through it when trusted input is asked.
    const files = cmd.action === 'upload' ? (cmd.files ?? []) : [];
    const paths = files.filter((f) => typeof f === 'string').length;
    if (paths > 0 && paths < files.length) {
      return failed(cmd, 'INVALID_COMMAND', 'upload takes either paths or file contents, not both');
    }
    const viaDriver = ao.trusted || paths > 0;
    let result: ActionResult;
    try {
      if (viaDriver && local.target !== undefined) {
        const dry = await a.evaluate(frame, (c) => pagemark.act(c), { ...local, dryRun: true });
        if (!dry.ok) result = dry;
        else {
          const h = await ownHandle(frame, typeof local.target === 'number' ? local.target : -1);
          if (!h) result = failed(cmd, 'STALE_ELEMENT', 'the element went away before the driver could act');
          else {
            await a.perform(h, cmd, dry.point);
            // Settle and read the effects in the page (noop waits for a mutation-quiet period).
            const after = await a.evaluate(frame, (c) => pagemark.act(c), {
              action: 'noop',
              settleMs: cmd.settleMs,
              settleTimeoutMs: cmd.settleTimeoutMs,
              snapshot: false,
            } as ActionCommand);
            const value =
              cmd.action === 'fill' || cmd.action === 'type' || cmd.action === 'clear' || cmd.action === 'select'
                ? await a.evaluate(frame, (c) => pagemark.act(c), {
                    action: 'getValue',
                    target: local.target,
                    snapshot: false,
                  } as ActionCommand)
                : null;
            result = {
              ok: true,
              action: cmd.action,
              target: dry.target,
              resolvedBy: dry.resolvedBy,
              effects: { ...after.effects, newElements: 0 },
              durationMs: Date.now() - t0,
            };
            if (value && value.ok && value.value !== undefined) result.effects.valueAfter = value.value;
          }
        }
      } else {
        result = await a.evaluate(frame, (c) => pagemark.act(c), local);
      }
    } catch (err) {
      const msg = String((err as Error)?.message ?? err);
      // The document went away under the call: the action navigated.
      if (/context was destroyed|navigat|detached|Target closed/i.test(msg)) {
        result = { ...failed(cmd, '', ''), ok: true, effects: { navigated: true, mutations: 0, newElements: 0 } };
        delete result.error;
      } else result = failed(cmd, 'INTERNAL', msg);
    }
    // The target in this page's numbering, not the frame's.
    if (topIndex !== null && last) {
      const rec = last.elements.find((e) => e.index === topIndex);
      if (rec) result.target = { index: rec.index, bid: rec.bid, elementId: rec.elementId };
    }
    result.durationMs = Date.now() - t0;
    if (cmd.snapshot !== false && !result.effects.navigated) {
      try {
        const s = await snapshot(lastOptions);
        result.snapshot = s;
        result.effects.newElements = s.diff ? s.diff.added.length : 0;
      } catch {
        /* the page went away */
      }
    }
    return result;
  }

  async function highlight(ho: HighlightOptions = {}): Promise<void> {
    const s = last ?? (await snapshot());
    await a.evaluate(a.mainFrame(), ([snap, opt]) => pagemark.highlight(snap, opt), [s, ho] as const);
  }

  async function forEachFrame(fn: (f: F) => Promise<void>): Promise<void> {
    const stack = [a.mainFrame()];
    while (stack.length) {
      const f = stack.pop()!;
      await fn(f).catch(() => {});
      stack.push(...a.childFrames(f));
    }
  }

  return {
    snapshot,
    render: (s, format = 'text', ro) => render(s, format, ro),
    async observe(oo = {}) {
      const s = await snapshot(lastOptions);
      return a.evaluate(a.mainFrame(), ([snap, opt]) => pagemark.observe({ ...opt, snapshot: snap }), [s, oo] as const);
    },
    act,
    highlight,
    clearHighlights: () => a.evaluate(a.mainFrame(), () => pagemark.clearHighlights(), null),
    async dispose() {
      await forEachFrame((f) =>
        a.evaluate(
          f,
          () => {
            if (typeof pagemark === 'object' && pagemark) pagemark.dispose();
          },
          null,
        ),
      );
      route.clear();
      numbering.clear();
      last = null;
    },
    last: () => last,
    locate,
    handle,
  };
}

/**
 * Inject for every later document (init script), and now into every frame already loaded (the
 * bundle keeps one instance when injected twice).
 */
export async function injectAll<F, H>(a: FrameAdapter<F, H>, source: string, options: AttachOptions): Promise<void> {
  await a.addInitScript(initScript(source, options));
  const stack = [a.mainFrame()];
  while (stack.length) {
    const f = stack.pop()!;
    await a.evaluateSource(f, source).catch(() => {});
    stack.push(...a.childFrames(f));
  }
}

/** The init script every new document of the page gets: the bundle, then the hooks when asked. */
export function initScript(source: string, options: AttachOptions): string {
  return options.hooks === false ? source : `${source}\n;try{pagemark.installHooks()}catch(e){}`;
}
