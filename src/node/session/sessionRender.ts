/**
 * `render(snapshot, 'text')` of a page in a session: the session header (the tab list when there is
 * more than one tab, pending dialogs and file choosers, downloads: core/render/renderSession.ts)
 * above the page, as `observe()` prints it, so `attach(page)`'s README tour and `openSession`'s
 * `snapshot()` + `render()` show what `observe()` shows. The state is the one read when the
 * snapshot was taken (render is synchronous), kept beside the snapshot, never in it: a snapshot
 * stays what the page gave, and its other formats do not change.
 */
import type { Snapshot } from '../../core/model/types';
import type { SessionState } from '../../core/model/session';
import { render, type Format, type RenderOptions } from '../../core/render/render';
import { renderSession } from '../../core/render/renderSession';

export interface SessionRender {
  /** Remember the session state read with snapshot s. */
  note(s: Snapshot, state: SessionState): Snapshot;
  render(s: Snapshot, format?: Format, options?: RenderOptions): string;
}

export function sessionRender(): SessionRender {
  const states = new WeakMap<Snapshot, SessionState>();
  return {
    note(s, state) {
      states.set(s, state);
      return s;
    },
    render(s, format = 'text', options) {
      const page = render(s, format, options);
      const state = format === 'text' ? states.get(s) : undefined;
      return state ? renderSession(state, page) : page;
    },
  };
}
