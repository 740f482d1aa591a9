/**
 * select on a native `<select>` of the main frame's own document runs in the page, in one call:
 * pagemark's select (the option matched by value or label, `option.selected` set, then input and
 * change) does what Playwright's `selectOption` does (its injected script's selectOptions: the
 * options set, then the same two events), without an element handle: Playwright's handle input
 * first evaluates its own injected script in the page's main and utility worlds, compiled anew in
 * every document, which costs more than the rest of the action on a fresh page. Neither is a
 * person's input (a choice in the open list is not scriptable), so nothing is lost on trust.
 *
 * Left to the element handle: anything that is not a native `<select>` of this document (a custom
 * listbox, a control folded into a wrapper, an element of a child frame) and `force`.
 *
 * Runs in the page (serialised by the driver): it captures nothing from this module.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { PagemarkGlobal } from './hostTypes';

declare const pagemark: PagemarkGlobal;

/**
 * In the page: the select itself and `true` when the target is a native `<select>` of this
 * document; else the dry run (its guard armed, for the driver's input) and `false`.
 */
export async function selectInPage(c: ActionCommand & { target: number }): Promise<[ActionResult, boolean]> {
  const el = pagemark.protocol.elementByIndex(c.target);
  if (el && el.localName === 'select' && el.ownerDocument === document) return [await pagemark.act(c), true];
  return [await pagemark.act({ ...c, dryRun: true, guardInput: true } as ActionCommand), false];
}
