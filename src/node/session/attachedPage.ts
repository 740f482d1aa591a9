/**
 * `attach(page)` for every driver: the page's host (pagemark in every frame) whose `act` and
 * `dispose` go through a session of the page's context, so an action reports the tabs, dialogs and
 * downloads it caused, and whose text render starts with the session header. One rule for both drivers: the host's other calls stay the driver's own.
 */
import type { HostPage } from '../drivers/hostTypes';
import type { Session } from './types';
import { sessionRender } from './sessionRender';

/** What `attach` adds to a driver's host page. */
export interface SessionOf<P> {
  /** The session `act` runs through (the page's context): its tabs, dialogs, downloads. */
  session: Session<P>;
}

/** The host `pm` with `act` and `dispose` taken over by `session`. */
export function throughSession<
  PM extends Pick<HostPage<unknown, unknown>, 'act' | 'dispose' | 'snapshot' | 'render'>,
  P,
>(pm: PM, session: Session<P>): PM & SessionOf<P> {
  // `attach(page)` is a session of one context: its text render shows the other tabs and what is
  // pending, as the session's observe() does (sessionRender.ts).
  const sr = sessionRender();
  return {
    ...pm,
    snapshot: async (o) => {
      const s = await pm.snapshot(o);
      return sr.note(s, await session.state());
    },
    render: (s, format, ro) => sr.render(s, format, ro),
    act: (command, ao) => session.act(command, ao),
    dispose: () => session.dispose(),
    session,
  };
}
