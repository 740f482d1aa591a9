/**
 * Where a tool call's time goes (issue 57), for the doors that run the tool layer: the session
 * CLI, when the client asks (`PAGEMARK_TIMING=1`, sessioncli/client.ts), and the MCP server, when
 * started with `PAGEMARK_TIMING=1` in its environment (one line per tool call on stderr,
 * mcp/main.ts). The clock wraps the browser session, so the layer is timed from outside without
 * knowing it: the page commands (with the page's own settle wait), the browser settle wait after
 * them, the snapshots; the answer's page text is timed by the layer itself (`render`,
 * response.ts), and the rest is the protocol: round trips, bookkeeping, the transport.
 */
import type { Page } from 'playwright-core';
import type { Session } from '../session/types';
import { stepTimingsOf } from '../session/stepTimings';
import type { SessionSource } from './context';

/** A tool call's parts, ms. */
export interface ServerTimings {
  /** The whole call (after any earlier call ended). */
  total: number;
  /** The page commands with their round trips and the page's own settle wait (mutations quiet,
   * 100 ms at least after an action); a navigation's up to `load`. */
  act: number;
  /** The browser settle wait after a command (tabs, downloads, dialogs it set off). */
  browserSettle: number;
  /** Snapshots: after an action (in-page time) and those asked for on their own (round trip). */
  snapshot: number;
  /** The page as text for the answer (whole, cut to the budget, or what changed). */
  render: number;
  /** The rest: the tool layer (arguments, effects), the session's bookkeeping (tab titles, state
   * reads), the driver's round trips. */
  rest: number;
}

export class CommandClock {
  private t0 = 0;
  private parts = { act: 0, browserSettle: 0, snapshot: 0, render: 0 };

  start(): void {
    this.t0 = performance.now();
    this.parts = { act: 0, browserSettle: 0, snapshot: 0, render: 0 };
  }

  /** Time spent rendering the answer's page, reported by the tool layer. */
  addRender(ms: number): void {
    this.parts.render += ms;
  }

  finish(): ServerTimings {
    const total = performance.now() - this.t0;
    const p = this.parts;
    const r = (n: number) => Math.round(n);
    const rest = total - p.act - p.browserSettle - p.snapshot - p.render;
    return {
      total: r(total),
      act: r(p.act),
      browserSettle: r(p.browserSettle),
      snapshot: r(p.snapshot),
      render: r(p.render),
      rest: r(Math.max(0, rest)),
    };
  }

  /** The door's session source, its sessions timed into this clock: what the tools are given. */
  timed(source: SessionSource): SessionSource {
    return {
      session: () => source.session().then((s) => this.wrap(s)),
      get isOpen() {
        return source.isOpen;
      },
      close: () => source.close(),
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
