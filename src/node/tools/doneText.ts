/**
 * The outcome words of a step that went through (`filled [2]`, `accepted the confirm "Sure?"`),
 * with the value the element holds when it is not the one the step asked for.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';

/** One action through the session, and the words the outcome says of it ("clicked [12]"). */
export interface Step {
  cmd: ActionCommand;
  what: string;
  /** In-page events instead of Playwright's input (drag: the session's drag runs in the page). */
  untrusted?: boolean;
}

/** What an action meant to change on the element it acted on. */
type Asked = 'value' | 'checked';

/** What an action asked of its target, when its result shows the target holds it now. */
export function askedOf(cmd: ActionCommand, r: ActionResult): Asked[] {
  const after = r.effects.valueAfter;
  switch (cmd.action) {
    case 'fill':
    case 'type':
      return after === undefined || after === cmd.text ? ['value'] : [];
    case 'select':
      return after === undefined || (cmd.values ?? []).map(String).includes(after) ? ['value'] : [];
    case 'check':
    case 'uncheck':
      return r.effects.checkedAfter === undefined || r.effects.checkedAfter === (cmd.action === 'check')
        ? ['checked']
        : [];
    default:
      return [];
  }
}

/** The outcome words of a step that went through: `what`, and the value when it is not the one asked. */
export function doneText(step: Step, r: ActionResult, asked: Asked[]): string {
  let what = step.what;
  if (step.cmd.action === 'dialog') {
    const d = r.browser?.dialogs.find((x) => x.by === 'agent' && x.state !== 'pending');
    if (d)
      what = `${d.state} the ${d.type} ${JSON.stringify(d.message)}${d.promptText !== undefined ? ` with ${JSON.stringify(d.promptText)}` : ''}`;
  }
  const v = r.effects.valueAfter;
  if (v !== undefined && !asked.includes('value') && step.cmd.action !== 'check' && step.cmd.action !== 'uncheck')
    what += ` (value now ${JSON.stringify(v)})`;
  return what;
}
