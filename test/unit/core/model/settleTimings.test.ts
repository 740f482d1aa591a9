// stats.timings.other is what durationMs holds beyond the phases, whoever measured durationMs last
// (finish() in the page, a host around its round trips); a snapshot from an older bundle has none.
import { describe, expect, it } from 'vitest';
import { settleTimings } from '../../../../src/core/model/settleTimings';
import { snapshot } from '../../../../src/dom/snapshot/snapshot';
import { resetRegistry } from '../../../../src/dom/identity/registry';
import { bindWindow } from '../../../../src/dom/platform/dom';
import type { SnapshotStats } from '../../../../src/core/model/types';

const stats = (durationMs: number, phases: number[]): SnapshotStats => {
  const [walk, text, identity, occlusion, locators, marks] = phases as [number, number, number, number, number, number];
  return {
    visited: 0,
    registered: 0,
    interactive: 0,
    frames: 0,
    shadowRoots: 0,
    durationMs,
    reused: 0,
    hitTests: 0,
    timings: { walk, text, identity, occlusion, locators, marks, other: 0 },
  };
};

describe('settleTimings', () => {
  it('puts the rest of durationMs in other, rounded to 0.01 ms', () => {
    const st = stats(10, [4.5, 0.25, 0.1, 2, 1.3, 0.5]);
    settleTimings(st);
    expect(st.timings.other).toBe(1.35);
  });
  it('a host that measured longer (its round trips) gets the difference in other', () => {
    const st = stats(10, [4.5, 0.25, 0.1, 2, 1.3, 0.5]);
    settleTimings(st);
    st.durationMs = 25;
    settleTimings(st);
    expect(st.timings.other).toBe(16.35);
  });
  it('never below 0 (each phase is rounded on its own), and no timings is left alone', () => {
    const st = stats(1, [0.5, 0.26, 0, 0, 0.25, 0]);
    settleTimings(st);
    expect(st.timings.other).toBe(0);
    const old = { ...stats(3, [0, 0, 0, 0, 0, 0]) } as Partial<SnapshotStats>;
    delete old.timings;
    expect(() => settleTimings(old as SnapshotStats)).not.toThrow();
    expect(old.timings).toBeUndefined();
  });
  it('a snapshot in happy-dom: phases present, none negative, and they add up to durationMs', () => {
    resetRegistry();
    document.body.innerHTML = '<button>One</button><a href="/x">Two</a><input>'; // test setup, not page code
    bindWindow(window as unknown as globalThis.Window);
    const s = snapshot({ incremental: false });
    const t = s.stats.timings;
    const parts = [t.walk, t.text, t.identity, t.occlusion, t.locators, t.marks, t.other];
    for (const p of parts) expect(p).toBeGreaterThanOrEqual(0);
    expect(Math.abs(parts.reduce((a, b) => a + b, 0) - s.stats.durationMs)).toBeLessThanOrEqual(0.04);
    expect(typeof s.stats.hitTests).toBe('number');
  });
});
