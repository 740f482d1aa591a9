/**
 * The state of a pagemark instance. One evaluation of the bundle is one instance,
 * so module scope is per instance; what it must not do is outlive dispose(). Every module that
 * remembers anything between calls (caches, baselines, history, observers, hooks, overlays) declares
 * its variables without a value and gives them their values in one `defineState(init, teardown?)`
 * call: `init` is the only place a fresh value is written, it runs now and again on dispose, and the
 * teardown (if any) first undoes what the state holds in the page. test/unit/instanceState.test.ts
 * reads src/ and fails on a module-level `let` that no init assigns, on one with a value of its own,
 * and on a module-level collection, so a new piece of state cannot be forgotten by dispose.
 *
 * Why variables and not one state object per module read as `state.x`: property names survive
 * minification and every access pays for them (an object per module cost 0.75% of the gzipped
 * bundle, 0.47% even with those names mangled; the variables 0.1%), while a module variable is a
 * one-letter local, and the hot loops (the element cache, the dirty set, the observers) stay exactly
 * as they were.
 *
 * Not here, on purpose: captured built-ins and accessors (builtins/pristine.ts, platform/dom.ts,
 * platform/formAccess.ts), which are the instance's view of the platform, not what it learned of
 * the page; wiring done once when the bundle loads (bridgeHooks, panelAddons); and sequence numbers
 * that must never repeat within an instance (a snapshot generation, a layout epoch, the mark-write
 * counters a duplicate check is stamped with, bridge request ids), so that a sliced snapshot still
 * running across dispose cannot alias one begun after it. The unit test lists each exception.
 */
import { push } from '../../builtins/pristine';

const inits: (() => void)[] = [];
const teardowns: (() => void)[] = [];
// How many times dispose() ran: a sequence number that only grows (see above). Work that awaits
// (an act() settling) compares it before writing state, so that what began before a dispose cannot
// write into the fresh instance after it.
let disposals = 0;

/** How many times this instance was disposed; unchanged across an await means no dispose came between. */
export function disposalCount(): number {
  return disposals;
}

/**
 * Register a module's state: `init` assigns every one of its variables a fresh value (called now, and
 * again by dispose); `teardown`, if any, undoes what the state holds in the page (disconnects an
 * observer, removes a listener or a node, restores a hooked method) before dispose calls the inits.
 * Returns `init`, for a module that also starts afresh on its own (a change of options).
 */
export function defineState(init: () => void, teardown?: () => void): () => void {
  init();
  push(inits, init);
  if (teardown) push(teardowns, teardown);
  return init;
}

/**
 * dispose(): every teardown, newest registration first (modules register as the bundle evaluates
 * them, lower layers first, so the layers above undo their work before the ones they use), then every
 * init. A teardown that throws does not stop the others.
 */
export function disposeAll(): void {
  disposals++;
  for (let i = teardowns.length - 1; i >= 0; i--) {
    try {
      teardowns[i]!();
    } catch {
      // A page that broke what we restore (a removed node, a frozen prototype): go on with the rest.
    }
  }
  for (let i = 0; i < inits.length; i++) inits[i]!();
}
