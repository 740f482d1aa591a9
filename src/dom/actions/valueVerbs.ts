/** The verbs that set a control's value: type, fill, clear, select, upload. */
import type { CommandOf, FilePayload, SelectCommand, UploadCommand } from '../../core/model/commands';
import { pmError, type PagemarkError } from '../../core/model/errors';
import {
  activeElement,
  getAttribute,
  localName,
  ownerDocument,
  selectOptions,
  setOptionSelected,
  selectMultiple,
  selectionEndOf,
  selectionStartOf,
  setSelectionRangeP,
} from '../platform/dom';
import { indexOf, join, push, strTrim, toLower } from '../../builtins/pristine';
import { optionLabel } from '../aria/readStates';
import { isDisabledForAction } from '../aria/disabled';
import { replaceText, fireInputChange, focusElement, currentValue, typeText, isTextControl } from './dispatch';
import { fillValue, setsValue } from './fillValue';
import { selectCustom } from './selectCustom';
import { fillAriaSlider, isAriaSlider } from './ariaSlider';
import { checkCount, checkFiles, fileInputOf, uploadFiles } from './upload';
import { needsOf } from './needs';
import { DEFAULT_TIMEOUT, describe, type NeedCheck, type Perf } from './outcome';

/** type, fill, clear: keystrokes into a text control (fill and clear replace the whole value). */
export async function textVerb(cmd: CommandOf<'type' | 'fill' | 'clear'>, el: Element, need: NeedCheck): Promise<Perf> {
  // Sliders, colours and dates take a value, not keystrokes, as Playwright's fill does.
  if (cmd.action === 'fill' && setsValue(el)) {
    const off = await need({ enabled: true });
    return off ?? fillValue(el, cmd.text);
  }
  // ARIA sliders (not inputs) take keys until aria-valuenow reads the value: see ariaSlider.ts.
  if (cmd.action === 'fill' && isAriaSlider(el))
    return await fillAriaSlider(el, cmd, need, cmd.timeout ?? DEFAULT_TIMEOUT);
  const bad = await need(needsOf(cmd.action)!);
  if (bad) return bad;
  if (cmd.action === 'type') {
    // type appends (browser-use `input {clear: false}`: "Set to False to append instead"): a field
    // that did not have focus, with the caret it starts with (0, 0), gets its caret at the end;
    // engines differ on where focus() puts it. A caret the page or a person placed stays.
    if (activeElement(ownerDocument(el)!) !== el) caretToEnd(el);
    typeText(el, cmd.text);
  } else replaceText(el, cmd.action === 'fill' ? cmd.text : '');
  return { error: null };
}

function caretToEnd(el: Element): void {
  if (!isTextControl(el)) return;
  if (selectionStartOf(el) !== 0 || selectionEndOf(el) !== 0) return;
  focusElement(el);
  const n = currentValue(el).length;
  try {
    setSelectionRangeP(el, n, n);
  } catch {}
}

/** Options by value, label or index: a native <select> here, ARIA listboxes in selectCustom.ts. */
export async function selectVerb(el: Element, cmd: SelectCommand, need: NeedCheck): Promise<Perf> {
  const values = cmd.values;
  if (localName(el) !== 'select')
    return await selectCustom(el, values, need, !!cmd.force, cmd.timeout ?? DEFAULT_TIMEOUT, cmd.settleTimeoutMs);
  const bad = await need(needsOf('select')!);
  if (bad) return bad;
  const opts = selectOptions(el);
  const multiple = selectMultiple(el);
  const chosen: number[] = [];
  for (let v = 0; v < values.length; v++) {
    const want = values[v]!;
    let found = -1;
    for (let i = 0; i < opts.length && found < 0; i++) {
      const o = opts[i]!;
      if (typeof want === 'number' ? i === want : getAttribute(o, 'value') === want || optionLabel(o) === want)
        found = i;
    }
    if (found < 0 && typeof want === 'string') {
      const w = toLower(strTrim(want));
      for (let i = 0; i < opts.length && found < 0; i++) if (toLower(optionLabel(opts[i]!)) === w) found = i;
    }
    if (found < 0) {
      const labels: string[] = [];
      for (let i = 0; i < opts.length && i < 20; i++) push(labels, optionLabel(opts[i]!));
      return { error: pmError('NOT_FOUND', `no option "${String(want)}"`, `options are: ${join(labels, ', ')}`) };
    }
    if (getAttribute(opts[found]!, 'disabled') !== null)
      return { error: pmError('DISABLED', `option "${String(want)}" is disabled`) };
    push(chosen, found);
  }
  if (!multiple && chosen.length > 1) return { error: pmError('INVALID_COMMAND', 'this select takes one option') };
  focusElement(el);
  for (let i = 0; i < opts.length; i++) setOptionSelected(opts[i]!, indexOf(chosen, i) >= 0);
  fireInputChange(el);
  return { error: null };
}

/**
 * What an upload needs wherever the files come from: a file input (the target, its label's control
 * or the only one inside it), enabled. Not visible: sites hide the input under a styled button, and
 * a person's click on that button opens the same chooser.
 */
export function uploadCheck(cmd: UploadCommand, el: Element): PagemarkError | null {
  const fi = fileInputOf(el);
  if (!fi) {
    return pmError(
      'NOT_SUPPORTED',
      `${describe(el)} is not a file input`,
      'target the <input type=file>, its <label>, or an element holding exactly one file input',
    );
  }
  if (!cmd.force && isDisabledForAction(fi)) return pmError('DISABLED', 'the file input is disabled');
  return checkCount(fi, cmd.files.length);
}

export function uploadVerb(cmd: UploadCommand, el: Element): Perf {
  const bad = uploadCheck(cmd, el);
  if (bad) return { error: bad };
  const fi = fileInputOf(el)!;
  const paths = cmd.files;
  const payloads = checkFiles(paths);
  if (payloads) return { error: payloads };
  return { error: uploadFiles(fi, paths as FilePayload[]) };
}
