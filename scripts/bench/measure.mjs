// What the benchmark measures on one loaded page (scripts/bench.mjs).
import v8 from 'node:v8';
import vm from 'node:vm';
import { decodeSnapshot } from '../../dist/agent.mjs';
import { installFloors } from './floors.mjs';

// Node's own gc(), for the same reason as the page's (see collect): the driver (Playwright's client
// and server both live in this process) and decodeSnapshot run in the bench's heap, which holds every
// page's outputs by the time the big pages come. The flag must be set before the context is made.
v8.setFlagsFromString('--expose-gc');
const nodeGc = vm.runInNewContext('gc');

/**
 * Evaluated in the page (serialised by Playwright, so self-contained). Floors (scripts/bench/floors.mjs,
 * installed first), walking every element into open shadow roots and same-origin frames: floor-walk (a
 * TreeWalker) and floor-rect (the same plus one getBoundingClientRect and one
 * getComputedStyle(el).display per element); floor-reads (floors.mjs says what it reads). Then pagemark's
 * snapshot and its three formats. Floors and renders are pure: when one call takes under 5 ms it is
 * repeated until 5 ms have passed and averaged, so the 0.1 ms timer does not round it to 0. Each
 * snapshot is timed once (it updates the registry). Runs interleave the measures, so drift on a busy
 * machine hits them alike.
 */
function inPage({ runs, opts }) {
  const { walkAll, readsFloor, registeredOf, hitPointsOf } = window.__pmBenchFloors;
  const pm = window.pagemark;
  const now = () => performance.now();
  const time = (fn) => {
    let reps = 0;
    let elapsed;
    const t = now();
    do {
      fn();
      reps++;
      elapsed = now() - t;
    } while (elapsed < 5 && reps < 1000);
    return elapsed / reps;
  };
  const out = {
    walk: [],
    rect: [],
    reads: [],
    snap: [],
    warmRect: [],
    warmSnap: [],
    text: [],
    html: [],
    json: [],
    stats: [],
  };
  const domElements = walkAll(false);
  walkAll(true);
  let t = now();
  let s = pm.snapshot(opts);
  const firstSnapshotMs = now() - t;
  // A page whose DOM defeats the floor's plain property reads (a clobbered form) has no floor-reads.
  let registered = null;
  let hitPoints = [];
  try {
    registered = registeredOf(s);
    hitPoints = hitPointsOf(s);
    readsFloor(registered, hitPoints);
  } catch {
    registered = null;
  }
  let floorReads = 0;
  for (let i = 0; i < runs; i++) {
    out.walk.push(time(() => walkAll(false)));
    out.rect.push(time(() => walkAll(true)));
    if (registered) out.reads.push(time(() => (floorReads = readsFloor(registered, hitPoints))));
    t = now();
    s = pm.snapshot(opts);
    const single = now() - t;
    out.snap.push(single);
    // Where it went, by the snapshot's own account (stats.timings and stats.hitTests).
    out.stats.push(s.stats);
    out.text.push(time(() => pm.render(s, 'text')));
    out.html.push(time(() => pm.render(s, 'html')));
    out.json.push(time(() => pm.render(s, 'json')));
  }
  // Warm: the same full snapshot once the code has run many times. The timed runs above are the 2nd
  // to 6th calls after injection, and on a page of a few hundred elements those run partly
  // unoptimised code: V8 optimises a function after enough calls, and a small page makes few per
  // snapshot (an agent's first snapshots on a page; lwn-1 took 38, 15, 13, 28, 19, 8 ms over its
  // first calls and 4-7 ms from about the 20th on). The warm runs are an agent's later snapshots on
  // the same page: after up to 40 more calls (at most 3 s; with the renders in between, as above),
  // each against a floor-rect timed beside it. Where one call takes over 200 ms the first one
  // already optimised everything: those pages reuse the runs above.
  const renderAll = (snap) => {
    pm.render(snap, 'text');
    pm.render(snap, 'html');
    pm.render(snap, 'json');
  };
  const slow = [...out.snap].sort((a, b) => a - b)[out.snap.length >> 1] > 200;
  if (slow) {
    out.warmRect = out.rect;
    out.warmSnap = out.snap;
  } else {
    for (let k = 0, t1 = now(); k < 40 && now() - t1 < 3000; k++) {
      s = pm.snapshot(opts);
      renderAll(s);
    }
    for (let i = 0; i < runs; i++) {
      out.warmRect.push(time(() => walkAll(true)));
      t = now();
      s = pm.snapshot(opts);
      out.warmSnap.push(now() - t);
      renderAll(s);
    }
  }
  // Incremental snapshots (the timed ones above are full: opts.incremental is false): unchanged,
  // after one text field typed into (value + input event), after one table row or list item added.
  const io = { ...opts, incremental: true };
  const inc = { none: [], typed: [], row: [], fallbacks: [] };
  // The same changes followed by a full snapshot, in the same loop (the same JIT and heap state): the
  // fair denominator for the ratios. The clean full snapshot timed earlier found style, layout and
  // hit-test data up to date; after a change the browser recomputes them on the first read,
  // whichever snapshot makes it (Chromium: the first elementFromPoint after a mutation also runs the
  // paint lifecycle, ~16 ms at 10k).
  const afterChange = { typed: [], row: [] };
  const field = document.querySelector('input:not([type]), input[type=text], input[type=search], textarea');
  // Typed into as an agent or a user types: into the focused field (an agent's fill or type focuses
  // it first). Without scrolling, so the page's layout is the one measured above.
  field?.focus({ preventScroll: true });
  pm.snapshot(io);
  const row = document.querySelector('tbody > tr') ?? document.querySelector('ul > li');
  const type = (v) => {
    field.value = v;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  // A new row as an app adds one: its own ids (a clone's duplicate ids would also move anchors).
  const addRow = () => {
    const clone = row.cloneNode(true);
    for (const e of [clone, ...clone.querySelectorAll('[id]')]) e.removeAttribute('id');
    row.parentNode.appendChild(clone);
  };
  for (let i = 0; i < runs; i++) {
    t = now();
    pm.snapshot(io);
    inc.none.push(now() - t);
    if (field) {
      type(`typed ${i}`);
      t = now();
      const si = pm.snapshot(io);
      inc.typed.push(now() - t);
      if (si.stats.fullReason) inc.fallbacks.push(si.stats.fullReason);
      if (si.stats.stylesReason) inc.fallbacks.push('styles read afresh: ' + si.stats.stylesReason);
    }
    if (row) {
      addRow();
      t = now();
      const si = pm.snapshot(io);
      inc.row.push(now() - t);
      if (si.stats.fullReason) inc.fallbacks.push(si.stats.fullReason);
      if (si.stats.stylesReason) inc.fallbacks.push('styles read afresh: ' + si.stats.stylesReason);
    }
    if (field) {
      type(`full ${i}`);
      t = now();
      pm.snapshot(opts);
      afterChange.typed.push(now() - t);
    }
    if (row) {
      addRow();
      t = now();
      pm.snapshot(opts);
      afterChange.row.push(now() - t);
    }
    // Untimed: the tracker consumes the full snapshots' changes, so the next unchanged one is.
    pm.snapshot(io);
  }
  const text = pm.render(s, 'text');
  return {
    inc,
    afterChange,
    domElements,
    firstSnapshotMs,
    floorReads,
    floorReadsHitTests: hitPoints.length,
    stats: s.stats,
    truncated: s.truncated,
    registered: s.elements.length,
    interactiveVisible: s.elements.filter((e) => e.isInteractive && e.isVisible).length,
    listed: text.split('\n').filter((l) => /^\*?\[[a-zA-Z]*\d+\]/.test(l)).length,
    out,
    text,
    html: pm.render(s, 'html'),
    json: pm.render(s, 'json'),
  };
}

/** Of `values[i]`, the one whose `times[i]` is the median time (null when there are none). */
const medianRun = (times, values) => {
  if (!values.length || values[0] == null) return null;
  const order = times.map((t, i) => i).sort((x, y) => times[x] - times[y]);
  return values[order[Math.floor(order.length / 2)]];
};

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};

/**
 * A full collection in the page (the bench starts Chromium with --expose-gc; a no-op elsewhere) and in
 * Node, between groups of measures, never before each timed call: a forced major GC ages every
 * function's bytecode (V8 flushes what has not run for a few collections), so a call right after
 * one runs colder code than an agent's repeated calls do (Playwright's client code in Node most:
 * 10 ms round trips on sub-millisecond pages in one run that collected before every call).
 */
const collect = async (page) => {
  await page.evaluate(() => globalThis.gc?.());
  nodeGc();
};

/**
 * Round trip to Node as the host helpers and the CLI do it: `pagemark.protocol.snapshotWire()` (the compact
 * wire format, src/wire/) returned by `page.evaluate` and decoded in Node with `decodeSnapshot`,
 * timed in Node, against the snapshot's time inside the page in the same call. For comparison, the
 * plain `JSON.stringify` string, and the snapshot returned as an object (the driver then serialises
 * it value by value).
 */
async function roundTrips(page, opts, runs) {
  const total = [];
  const inside = [];
  const asObject = [];
  const asJson = [];
  const idle = [];
  const decode = [];
  const encode = [];
  const transfer = [];
  let snapshotJsonChars = 0;
  let wireChars = 0;
  const viaWire = async () => {
    const t0 = performance.now();
    // The snapshot's own time is its stats.durationMs; the rest of the round trip is encoding,
    // transfer and decoding.
    const w = await page.evaluate((o) => {
      const t = performance.now();
      const wire = window.pagemark.protocol.snapshotWire(o);
      return { wire, ms: window.pagemark.protocol.lastSnapshot().stats.durationMs, call: performance.now() - t };
    }, opts);
    const t1 = performance.now();
    decodeSnapshot(w.wire);
    total.push(performance.now() - t0);
    decode.push(performance.now() - t1);
    inside.push(w.ms);
    // Encoding: the call's time in the page less the snapshot's own.
    encode.push(Math.max(0, w.call - w.ms));
    // The driver's part of the call (the bytes' trip, the protocol, scheduling): less an empty call's
    // latency below, in the same iteration.
    transfer.push(t1 - t0 - w.call);
    wireChars = w.wire.length;
  };
  const viaJson = async () => {
    const t0 = performance.now();
    const r = await page.evaluate((o) => {
      const t = performance.now();
      const s = window.pagemark.snapshot(o);
      const ms = performance.now() - t;
      return { json: JSON.stringify(s), ms };
    }, opts);
    JSON.parse(r.json);
    asJson.push(performance.now() - t0 - r.ms);
    snapshotJsonChars = r.json.length;
  };
  // The wire round trips run back to back, as an agent's repeated calls do, after one collection:
  // at 100k the comparison paths (a 60 MB JSON string, the snapshot returned as an object) leave
  // hundreds of MB of garbage whose collection (a 208 ms major GC in one run) landed in whichever call
  // came next when they were interleaved. Each wire call pays for its own garbage and its
  // predecessor's, the steady state.
  await collect(page);
  for (let i = 0; i < runs; i++) {
    await viaWire();
    // The driver's own cost of one call (protocol message, scheduling, the promise), paid by any
    // evaluate whatever it returns: not serialisation, and on a sub-millisecond page larger than it.
    const t1 = performance.now();
    await page.evaluate(() => 0);
    idle.push(performance.now() - t1);
    transfer[transfer.length - 1] -= idle[idle.length - 1];
  }
  await collect(page);
  for (let i = 0; i < runs; i++) {
    await viaJson();
    const t0 = performance.now();
    await page.evaluate((o) => window.pagemark.snapshot(o), opts);
    asObject.push(performance.now() - t0);
  }
  return {
    roundTripMs: median(total),
    roundTripInPageMs: median(inside),
    roundTripObjectMs: median(asObject),
    roundTripJsonOverheadMs: median(asJson),
    callLatencyMs: median(idle),
    roundTripDecodeMs: median(decode),
    roundTripEncodeMs: median(encode),
    roundTripTransferMs: median(transfer),
    snapshotJsonChars,
    wireChars,
  };
}

/**
 * Everything about one page: injects the bundle, measures in the page, then the round trips. `step`
 * reports progress. Returns the row for the results (token counts are added by the caller).
 */
/**
 * snapshotAsync in slices (default sliceMs): the longest main-thread task while it runs, seen three
 * ways. The authoritative one is Chromium's own trace (`toplevel` RunTask events on the renderer's
 * main thread, through CDP), split into tasks that ran script (our slices, the driver's call) and
 * tasks that were garbage collection only (V8 schedules scavenges as tasks of their own). Beside it,
 * the largest gap between ticks of a zero-delay timer loop (what a page's timers feel: two tasks back
 * to back make one gap) and the longest 'longtask' entry (Chromium's PerformanceObserver). Cold
 * (first full read) and incremental.
 */
async function slicedTasks(page, opts) {
  const cdp = await page.context().newCDPSession(page);
  const out = {};
  for (const mode of ['full', 'incremental']) {
    const so = { ...opts, incremental: mode === 'incremental', bridgeTimeoutMs: 0 };
    if (mode === 'incremental') {
      await page.evaluate((o) => window.pagemark.snapshot(o).elements.length, so); // not measured
      await page.waitForTimeout(20);
    }
    await collect(page);
    const events = [];
    const onData = (d) => events.push(...d.value);
    cdp.on('Tracing.dataCollected', onData);
    const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'toplevel,v8,v8.execute', transferMode: 'ReportEvents' });
    const r = await page.evaluate(async (o) => {
      const long = [];
      let obs = new PerformanceObserver((l) => {
        for (const e of l.getEntries()) long.push(e.duration);
      });
      try {
        obs.observe({ type: 'longtask' });
      } catch {
        obs = null; // no longtask entries in this engine: the timer gap alone
      }
      let last = performance.now();
      let maxGap = 0;
      let run = true;
      const beat = () => {
        const t = performance.now();
        if (t - last > maxGap) maxGap = t - last;
        last = t;
        if (run) setTimeout(beat, 0);
      };
      setTimeout(beat, 0);
      const t0 = performance.now();
      const s = await window.pagemark.snapshotAsync(o);
      const totalMs = performance.now() - t0;
      run = false;
      await new Promise((r) => setTimeout(r, 20));
      if (obs) obs.disconnect();
      return { totalMs, maxGapMs: maxGap, longestTaskMs: long.length ? Math.max(...long) : 0, truncated: s.truncated };
    }, so);
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
    out[mode] = { ...r, ...traceTasks(events) };
  }
  await cdp.detach();
  return out;
}

/**
 * The renderer main thread's tasks in a trace: the longest, the longest that ran script, the longest
 * that was garbage collection only (ms), and how many took over 50 ms.
 */
function traceTasks(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return { traceLongestMs: null, traceScriptMs: null, traceGcMs: null, traceOver50: null };
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask').sort((x, y) => x.ts - y.ts);
  const inner = mine.filter((e) => e.name !== 'ThreadControllerImpl::RunTask').sort((x, y) => x.ts - y.ts);
  let k = 0;
  let longest = 0;
  let script = 0;
  let gc = 0;
  let gcKind = '';
  let scriptGc = 0;
  let scriptGcKind = '';
  let over = 0;
  for (const t of tasks) {
    const ms = t.dur / 1000;
    longest = Math.max(longest, ms);
    if (ms > 50) over++;
    // Tasks do not overlap on one thread: one sweep over the events in time order.
    while (k < inner.length && inner[k].ts < t.ts) k++;
    const kids = [];
    for (let j = k; j < inner.length && inner[j].ts <= t.ts + t.dur; j++) kids.push(inner[j]);
    if (kids.some((e) => /^(v8\.callFunction|FunctionCall|v8\.run|V8\.Execute|EvaluateScript)/.test(e.name))) {
      if (ms > script) {
        script = ms;
        // A collection V8 runs inside a script task counts toward that task: the longest GC event in
        // it says how much of the task was the collector rather than our code.
        const gcs = kids.filter((e) => /GC|Scavenge|MarkCompact/i.test(e.name));
        const g = gcs.reduce((a, e) => ((e.dur ?? 0) > (a?.dur ?? 0) ? e : a), null);
        scriptGc = g ? g.dur / 1000 : 0;
        scriptGcKind = g ? g.name : '';
      }
    } else if (kids.length && kids.every((e) => /GC|Scavenge|MarkCompact|V8\./i.test(e.name)) && ms > gc) {
      gc = ms;
      // What the longest GC-only task was (the outermost V8 GC event in it, e.g. V8.GC_MARK_COMPACTOR).
      gcKind = kids.reduce((a, e) => ((e.dur ?? 0) > (a.dur ?? 0) ? e : a), kids[0]).name;
    }
  }
  return {
    traceLongestMs: longest,
    traceScriptMs: script,
    traceScriptGcMs: scriptGc,
    traceScriptGcKind: scriptGcKind,
    traceGcMs: gc,
    traceGcKind: gcKind,
    traceOver50: over,
  };
}

export async function measurePage(page, { bundle, runs, opts, step, sliced = false }) {
  let t = performance.now();
  await page.evaluate(bundle);
  await page.evaluate(installFloors);
  const m = await page.evaluate(inPage, { runs, opts });
  step(`measured ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  // Round trips per page: three at 50k and 100k (each takes seconds; with two, the median was half the
  // first wire round trip on the 100k page, whose trip took 3.8 s against 0.36-0.39 s for the next
  // ones in one run: measured alone on 2026-11-25 it did so right after the page loaded and not after
  // a 6 s wait, so it is the page settling, not the bytes; a plain 10 MB string returns in 0.4 s);
  // fifteen where the snapshot takes under 5 ms (one call's latency, 1-20 ms on this machine, swings
  // more than everything measured there); four elsewhere.
  const rtRuns = m.domElements > 20000 ? 3 : median(m.out.snap) < 5 ? 15 : Math.min(runs, 4);
  const rt = await roundTrips(page, opts, rtRuns);
  step(`round trips ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const tasks = sliced ? await slicedTasks(page, opts) : null;
  const snapshotMs = median(m.out.snap);
  const textRenderMs = median(m.out.text);
  return {
    elements: m.stats.visited,
    domElements: m.domElements,
    registered: m.registered,
    interactiveVisible: m.interactiveVisible,
    listed: m.listed,
    truncated: m.truncated,
    reused: m.stats.reused ?? 0,
    incrementalNoneMs: m.inc.none.length ? median(m.inc.none) : null,
    incrementalTypedMs: m.inc.typed.length ? median(m.inc.typed) : null,
    incrementalRowMs: m.inc.row.length ? median(m.inc.row) : null,
    incrementalTypedRatio: m.inc.typed.length ? median(m.inc.typed) / snapshotMs : null,
    incrementalRowRatio: m.inc.row.length ? median(m.inc.row) / snapshotMs : null,
    // A full snapshot after the same change, and the incremental one against it.
    fullAfterTypedMs: m.afterChange.typed.length ? median(m.afterChange.typed) : null,
    fullAfterRowMs: m.afterChange.row.length ? median(m.afterChange.row) : null,
    incrementalTypedVsFull: m.inc.typed.length ? median(m.inc.typed) / median(m.afterChange.typed) : null,
    incrementalRowVsFull: m.inc.row.length ? median(m.inc.row) / median(m.afterChange.row) : null,
    incrementalFallbacks: [...new Set(m.inc.fallbacks)],
    sliced: tasks,
    floorWalkMs: median(m.out.walk),
    floorRectMs: median(m.out.rect),
    // floor-reads (floors.mjs says what it reads): how much of a snapshot the browser's own calls take.
    floorReadsMs: m.out.reads.length ? median(m.out.reads) : null,
    floorReadsCalls: m.floorReads,
    floorReadsHitTests: m.floorReadsHitTests,
    readsRatio: m.out.reads.length ? median(m.out.reads) / median(m.out.rect) : null,
    snapshotVsReads: m.out.reads.length ? snapshotMs / median(m.out.reads) : null,
    snapshotMs,
    firstSnapshotMs: m.firstSnapshotMs,
    ratio: snapshotMs / median(m.out.rect),
    snapshotWarmMs: median(m.out.warmSnap),
    floorRectWarmMs: median(m.out.warmRect),
    ratioWarm: median(m.out.warmSnap) / median(m.out.warmRect),
    textRenderMs,
    htmlRenderMs: median(m.out.html),
    jsonRenderMs: median(m.out.json),
    textRenderPct: (100 * textRenderMs) / snapshotMs,
    // The phases of the run whose time is the median (so they add up to it, where medians of each
    // phase taken apart did not: a garbage collection lands in a different phase in each run).
    phases: medianRun(m.out.snap, m.out.stats)?.timings ?? null,
    hitTests: medianRun(m.out.snap, m.out.stats)?.hitTests ?? null,
    ...rt,
    roundTripOverheadMs: rt.roundTripMs - rt.roundTripInPageMs,
    roundTripOverheadRatio: (rt.roundTripMs - rt.roundTripInPageMs) / rt.roundTripInPageMs,
    // Serialisation proper: the round trip's overhead less one empty call's latency, measured in the
    // same loop (encoding in the page, transfer of the bytes, decoding in Node).
    callLatencyMs: rt.callLatencyMs,
    // Serialisation: encoding in the page, the bytes' trip beyond an empty call's (each iteration's
    // own difference, then the median: the latency varies more between iterations than the trip of
    // a small page's bytes takes), and decoding in Node. Until 2026-11-25 it was the round trip less
    // the snapshot and the median empty call, which on sub-millisecond pages measured the driver's
    // latency swings (races-async: 8.7 ms, of which encoding 0.1-1.2 and decoding 0.1-2.3).
    serialisationMs: rt.roundTripEncodeMs + Math.max(0, rt.roundTripTransferMs) + rt.roundTripDecodeMs,
    serialisationRatio:
      (rt.roundTripEncodeMs + Math.max(0, rt.roundTripTransferMs) + rt.roundTripDecodeMs) / rt.roundTripInPageMs,
    outputs: { text: m.text, html: m.html, json: m.json },
  };
}

export { median };
