/**
 * `fill` on inputs that take a value rather than keystrokes: range, color and the
 * date and time types, as Playwright's fill sets them (HTML §4.10.5: their value sanitisation
 * clamps a range to min/max and step). The native setter, then `input` and `change`, as a person's
 * drag or picker would fire them (HTML §4.10.5.5).
 */
import { pmError, type PagemarkError } from '../../core/model/errors';
import { inputType, localName } from '../platform/dom';
import { fireInputChange, currentValue, writeValue } from './dispatch';

const VALUE_TYPES = Object.create(null) as Record<string, true>;
VALUE_TYPES['range'] = VALUE_TYPES['color'] = VALUE_TYPES['date'] = VALUE_TYPES['time'] = true;
VALUE_TYPES['datetime-local'] = VALUE_TYPES['month'] = VALUE_TYPES['week'] = true;

export function setsValue(el: Element): boolean {
  return localName(el) === 'input' && VALUE_TYPES[inputType(el)] === true;
}

export function fillValue(el: Element, text: string): { error: PagemarkError | null } {
  const type = inputType(el);
  if (type === 'range' && !(text !== '' && Number(text) === Number(text))) {
    return { error: pmError('INVALID_COMMAND', `a range input takes a number, not "${text}"`) };
  }
  writeValue(el, text);
  fireInputChange(el);
  // The browser sanitised the value (HTML §4.10.5.1.*): a date in another format comes back empty.
  if (text !== '' && currentValue(el) === '')
    return { error: pmError('NOT_APPLIED', `"${text}" is not a valid value for an input of type ${type}`) };
  return { error: null };
}
