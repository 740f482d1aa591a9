/** The verbs that read instead of act: extract/getText (readable text) and getValue. */
import type { ElementCommand, ReadCommand } from '../../core/model/commands';
import {
  body as docBody,
  boundWindow,
  innerTextOf,
  localName,
  optionSelected,
  selectOptions,
  textContent,
} from '../platform/dom';
import { join, push, strReplace, strTrim } from '../../builtins/pristine';
import { optionLabel } from '../aria/readStates';
import { currentValue } from './dispatch';
import type { Perf } from './outcome';

/**
 * The labels of a select's selected options, joined with ', '. Not readStates' readValue (the
 * snapshot's): that one skips the separator before leading empty labels, and act's results have
 * always reported them; kept apart so neither output changes.
 */
export function selectedLabels(el: Element): string {
  const opts = selectOptions(el);
  const out: string[] = [];
  for (let i = 0; i < opts.length; i++) if (optionSelected(opts[i]!)) push(out, optionLabel(opts[i]!));
  return join(out, ', ');
}

function readableText(root: Element): string {
  let t: string;
  try {
    t = innerTextOf(root);
  } catch {
    t = textContent(root) ?? '';
  }
  return strTrim(strReplace(strReplace(t, /[ \t]+\n/g, '\n'), /\n{3,}/g, '\n\n'));
}

export function readVerb(cmd: ReadCommand | ElementCommand, el: Element | null): Perf {
  if (cmd.action === 'getValue') {
    const tag = localName(el!);
    const v = tag === 'select' ? selectedLabels(el!) : currentValue(el!);
    return { error: null, value: v };
  }
  // extract, getText: the target's text, or the page's.
  const root = el ?? docBody(boundWindow!.document);
  return { error: null, value: root ? readableText(root) : '' };
}
