/**
 * `pagemark.panel` in the builds that carry the panel (bookmarklet, userscript, ESM): the panel's
 * calls under one object, `pagemark.panel.toggle()`, so the top level stays the product surface
 * (docs/api.md). Frozen like the global that holds it.
 */
import { objectFreeze } from '../builtins/pristine';
import { closePanel, isPanelOpen, openPanel, panelState, togglePanel } from './panel';

export const panel = objectFreeze({
  open: openPanel,
  close: closePanel,
  /** What the bookmarklet does on each click: true when it opened the panel. */
  toggle: togglePanel,
  isOpen: isPanelOpen,
  /** The controls' boxes and texts (the panel is in a closed shadow root, so nothing can query it). */
  state: panelState,
});

export type Panel = typeof panel;
