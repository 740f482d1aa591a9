import type { Verb } from './types';

/** How the action history phrases each verb ("clicked button \"Save\" [12]"). */
export const PAST: Record<Verb, string> = {
  click: 'clicked',
  dblclick: 'double-clicked',
  rightclick: 'right-clicked',
  hover: 'hovered',
  focus: 'focused',
  type: 'typed into',
  fill: 'filled',
  clear: 'cleared',
  press: 'pressed a key on',
  select: 'selected in',
  check: 'checked',
  uncheck: 'unchecked',
  scroll: 'scrolled',
  scrollIntoView: 'scrolled to',
  drag: 'dragged',
  goto: 'navigated to',
  back: 'went back',
  forward: 'went forward',
  reload: 'reloaded',
  wait: 'waited',
  extract: 'extracted text from',
  getValue: 'read the value of',
  getText: 'read the text of',
  noop: 'did nothing',
};
