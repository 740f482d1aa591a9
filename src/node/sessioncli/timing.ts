/**
 * Where a session command's time goes, when the client asks (`PAGEMARK_TIMING=1`): the session
 * process times the browser session's calls a tool makes (the page command with the page's own
 * settle wait, the browser settle wait, the snapshots) and the whole command; the client adds its own
 * start-up and the socket round trip, and prints one line on stderr (client.ts). The session is
 * wrapped, so the tool layer is timed from outside without knowing it.
 */
import type { Page } from 'playwright-core';
import type { Session } from '../session/types';
import { stepTimingsOf } from '../session/stepTimings';
import type { ServerTimings } from './protocol';

export class CommandClock {
  private t0 = 0;
  private parts = { act: 0, browserSettle: 0, snapshot: 0 };

  start(): void {
    this.t0 = performance.now();
    this.parts = { act: 0, browserSettle: 0, snapshot: 0 };
  }

  finish(): ServerTimings {
    const total = performance.now() - this.t0;
    const p = this.parts;
    const r = (n: number) => Math.round(n);
    const rest = total - p.act - p.browserSettle - p.snapshot;
    return {
      total: r(total),
      act: r(p.act),
      browserSettle: r(p.browserSettle),
      snapshot: r(p.snapshot),
      rest: r(Math.max(0, rest)),
    };
  }

  /** The session, its act and snapshot timed into this clock (one wrapper per session). */
  wrap(s: Session<Page>): Session<Page> {
    const known = this.wrapped.get(s);
    if (known) return known;
    const act: Session<Page>['act'] = async (command, o) => {
      const r = await s.act(command, o);
      const t = stepTimingsOf(r);
      if (t) {
        this.parts.act += t.actMs;
        this.parts.browserSettle += t.settleMs;
        this.parts.snapshot += t.snapshotMs;
      }
      return r;
    };
    const snapshot: Session<Page>['snapshot'] = async (o) => {
      const t = performance.now();
      try {
        return await s.snapshot(o);
      } finally {
        this.parts.snapshot += performance.now() - t;
      }
    };
    const w = new Proxy(s, {
      get: (target, key, receiver) =>
        key === 'act' ? act : key === 'snapshot' ? snapshot : (Reflect.get(target, key, receiver) as unknown),
    });
    this.wrapped.set(s, w);
    return w;
  }

  private readonly wrapped = new WeakMap<Session<Page>, Session<Page>>();
}
