/**
 * After the action: what the target holds (valueAfter, checkedAfter, read right after acting), and
 * the post-conditions checked after settling, when a framework may have reverted the change.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import { pmError, type PagemarkError } from '../../core/model/errors';
import {
  getAttribute,
  inputChecked,
  inputFiles,
  inputType,
  localName,
  optionSelected,
  selectOptions,
} from '../platform/dom';
import { strTrim, toLower } from '../../builtins/pristine';
import { optionLabel } from '../aria/readStates';
import { currentValue, isTextControl } from './dispatch';
import { fileInputOf } from './upload';
import { selectedLabels } from './readVerbs';

/** The target's value and checked state right after the action, for the result's effects. */
export function readAfter(
  cmd: ActionCommand,
  el: Element,
): Pick<ActionResult['effects'], 'valueAfter' | 'checkedAfter'> {
  const out: Pick<ActionResult['effects'], 'valueAfter' | 'checkedAfter'> = {};
  const tag = localName(el);
  if (cmd.action === 'upload') {
    const fi = fileInputOf(el);
    if (fi) out.valueAfter = currentValue(fi);
  } else if (isTextControl(el)) out.valueAfter = currentValue(el);
  if (tag === 'select') out.valueAfter = selectedLabels(el);
  const aria = getAttribute(el, 'aria-checked');
  if (tag === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio'))
    out.checkedAfter = inputChecked(el);
  else if (aria !== null) out.checkedAfter = aria === 'true';
  return out;
}

export function postCondition(cmd: ActionCommand, el: Element): PagemarkError | null {
  const tag = localName(el);
  if (cmd.action === 'upload') {
    const fi = fileInputOf(el);
    const n = fi ? inputFiles(fi) : null;
    const want = cmd.files ? cmd.files.length : 0;
    // A page that validates the choice in its change handler may reset the input.
    if (fi && n && n.length !== want) {
      return pmError(
        'NOT_APPLIED',
        `the input holds ${n.length} file(s) after the upload, not ${want}`,
        'the page rejected the files',
      );
    }
  }
  if ((cmd.action === 'fill' || cmd.action === 'clear') && isTextControl(el)) {
    const want = cmd.action === 'fill' ? cmd.text : '';
    const got = currentValue(el);
    // Inputs may legitimately normalise (type=number, maxlength): only a total revert is a failure.
    if (got !== want && !(inputType(el) === 'number' || got.length > 0)) {
      return pmError(
        'NOT_APPLIED',
        `the page reverted the value (expected "${want}", found "${got}")`,
        'the field may reject this input; check its format',
      );
    }
  }
  if (cmd.action === 'select' && tag === 'select' && cmd.values) {
    // Every requested option must still be selected after the page's handlers ran.
    const opts = selectOptions(el);
    for (let v = 0; v < cmd.values.length; v++) {
      const want = cmd.values[v]!;
      let ok = false;
      for (let i = 0; i < opts.length && !ok; i++) {
        const o = opts[i]!;
        const match =
          typeof want === 'number'
            ? i === want
            : getAttribute(o, 'value') === want || toLower(optionLabel(o)) === toLower(strTrim(String(want)));
        if (match && optionSelected(o)) ok = true;
      }
      if (!ok)
        return pmError(
          'NOT_APPLIED',
          `option "${String(want)}" is not selected after the action`,
          'the page reverted the selection',
        );
    }
  }
  if ((cmd.action === 'check' || cmd.action === 'uncheck') && tag === 'input') {
    if (inputChecked(el) !== (cmd.action === 'check')) {
      return pmError(
        'NOT_APPLIED',
        `the element is still ${inputChecked(el) ? 'checked' : 'unchecked'}`,
        'the page prevents this change',
      );
    }
  }
  return null;
}
