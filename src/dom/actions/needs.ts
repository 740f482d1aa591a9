/**
 * What each verb needs before it is performed: the one table, read by perform (in the page) and by
 * the dry run (before a driver performs the verb with trusted input), so both check the same.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { Need } from './actionability';

export function needsOf(action: ActionCommand['action']): Need | null {
  switch (action) {
    case 'click':
    case 'dblclick':
    case 'check':
    case 'uncheck':
      return { visible: true, enabled: true, stable: true, hit: true };
    case 'rightclick':
    case 'hover':
    case 'drag':
      return { visible: true, stable: true, hit: true };
    case 'type':
    case 'fill':
    case 'clear':
      return { visible: true, enabled: true, editable: true };
    case 'select':
      return { visible: true, enabled: true };
    case 'selectText':
      return { visible: true };
    // Keyboard: a disabled control takes no focus and no keys. Not `visible`: a control a person
    // reaches with Tab may be transparent or clipped (custom checkboxes hide the native input).
    case 'press':
    case 'focus':
      return { enabled: true };
    default:
      return null;
  }
}
