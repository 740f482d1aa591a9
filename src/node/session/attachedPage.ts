/**
 * `attach(page)` for every driver: the page's host (pagemark in every frame) whose `act` and
 * `dispose` go through a session of the page's context, so an action reports the tabs, dialogs and
 * downloads it caused. One rule for both drivers: the host's other calls stay the driver's own.
 */
import type { HostPage } from '../drivers/hostTypes';
import type { Session } from './types';

/** What `attach` adds to a driver's host page. */
export interface SessionOf<P> {
  /** The session `act` runs through (the page's context): its tabs, dialogs, downloads. */
  session: Session<P>;
}

/** The host `pm` with `act` and `dispose` taken over by `session`. */
export function throughSession<PM extends Pick<HostPage<unknown, unknown>, 'act' | 'dispose'>, P>(
  pm: PM,
  session: Session<P>,
): PM & SessionOf<P> {
  return {
    ...pm,
    act: (command, ao) => session.act(command, ao),
    dispose: () => session.dispose(),
    session,
  };
}
