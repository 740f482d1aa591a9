/**
 * `select` on custom selects: ARIA listboxes and comboboxes built by component
 * libraries. Their options arrive late and elsewhere: Select2 renders them in a portal reached through
 * `aria-owns` once open; Ant Design keeps a 0x0 accessible listbox with a window of options next to
 * the visible, virtualised list; react-select and Headless UI mount the listbox on open. So: open the
 * widget, look for the option by name through aria-controls, aria-owns, aria-activedescendant and any
 * newly shown listbox, waiting for it within the timeout; type the name to filter when the control is
 * searchable and the option is not there; click the option, or the visible item drawn for it when
 * the accessible one has no box. Then read the control back (the pick must show in the option's
 * aria-selected for a listbox, else in the combobox's displayed text or value): a library that
 * ignores the click (a controlled component that rejects the change) is NOT_APPLIED, not ok.
 */
import { pmError, type PagemarkError } from '../../core/model/errors';
import {
  docQuerySelectorAll,
  elementQuerySelectorAll,
  getAttribute,
  getBoundingClientRect,
  getElementById,
  ownerDocument,
} from '../platform/dom';
import { nowP, push, splitSpaces, strTrim, toLower, join } from '../../builtins/pristine';
import { pickShows, shownText } from './selectReadBack';
import { computeName } from '../aria/computeName';
import { computeRole } from '../aria/computeRole';
import { centreOf, clickAt } from './pointer';
import { typeText } from './dispatch';
import { ensureActionable, isEditable, nextFrame, type Need } from './actionability';

type Perf = { error: PagemarkError | null };

function hasBox(el: Element): boolean {
  const r = getBoundingClientRect(el);
  return r.width > 0 && r.height > 0;
}

/** The listboxes the control points at, then every listbox in the document with a box. */
function listboxesOf(el: Element): Element[] {
  const doc = ownerDocument(el)!;
  const out: Element[] = [];
  if (computeRole(el) === 'listbox') push(out, el);
  const attrs = ['aria-controls', 'aria-owns'];
  for (let a = 0; a < attrs.length; a++) {
    const ids = getAttribute(el, attrs[a]!);
    if (!ids) continue;
    const list = splitSpaces(ids);
    for (let i = 0; i < list.length; i++) {
      const x = getElementById(doc, list[i]!);
      if (x) push(out, x);
    }
  }
  const active = getAttribute(el, 'aria-activedescendant');
  const ad = active ? getElementById(doc, active) : null;
  if (ad) push(out, ad);
  const all = docQuerySelectorAll(doc, '[role=listbox]');
  for (let i = 0; i < all.length; i++) if (hasBox(all[i]!)) push(out, all[i]!);
  return out;
}

/** The option named `want` (lower-case) in the control's listboxes: one with a box first. */
function findOption(el: Element, want: string, seen: string[]): Element | null {
  const boxes = listboxesOf(el);
  let boxless: Element | null = null;
  for (let b = 0; b < boxes.length; b++) {
    const lb = boxes[b]!;
    const opts = computeRole(lb) === 'option' ? [lb] : elementQuerySelectorAll(lb, '[role=option]');
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i]!;
      const name = computeName(o, 'option');
      if (seen.length < 20) push(seen, name);
      if (toLower(strTrim(name)) !== want) continue;
      if (hasBox(o)) return o;
      boxless ??= o;
    }
  }
  return boxless;
}

/**
 * The visible item drawn for an option whose accessible element has no box (Ant Design): an element
 * with a box whose title, or else whose whole text, is the option's name.
 */
function drawnItem(el: Element, want: string): Element | null {
  const doc = ownerDocument(el)!;
  const titled = docQuerySelectorAll(doc, '[title]');
  for (let i = 0; i < titled.length; i++) {
    const t = titled[i]!;
    if (t !== el && toLower(strTrim(getAttribute(t, 'title') ?? '')) === want && hasBox(t)) return t;
  }
  return null;
}

/** The text field to type into: the control itself or the one input inside it. */
function searchField(el: Element): Element | null {
  if (isEditable(el)) return el;
  const inner = elementQuerySelectorAll(el, 'input');
  return inner.length === 1 && isEditable(inner[0]!) ? inner[0]! : null;
}

export async function selectCustom(
  el: Element,
  values: (string | number)[],
  need: (n: Need) => Promise<Perf | null>,
  force: boolean,
  timeout: number,
  settleMs?: number,
): Promise<Perf> {
  const deadline = nowP() + timeout;
  if (computeRole(el) !== 'listbox' && getAttribute(el, 'aria-expanded') !== 'true') {
    const bad = await need({ visible: true, enabled: true, hit: true });
    if (bad) return bad;
    clickAt(el, centreOf(el), 'click');
    await nextFrame();
  }
  for (let v = 0; v < values.length; v++) {
    const want = toLower(strTrim(String(values[v])));
    const seen: string[] = [];
    let opt: Element | null;
    let typed = false;
    let typedInto: Element | null = null;
    for (let round = 0; ; round++) {
      seen.length = 0;
      opt = findOption(el, want, seen);
      if (opt && hasBox(opt)) break;
      // Not there (or not drawn) after the popup had two frames to open: filter by typing, once.
      const field = !typed && round >= 2 ? searchField(el) : null;
      if (field) {
        typeText(field, String(values[v]));
        typed = true;
        typedInto = field;
      }
      if (nowP() > deadline) break;
      await nextFrame();
    }
    const target = opt && hasBox(opt) ? opt : opt || typed ? drawnItem(el, want) : null;
    if (!target) {
      return {
        error: pmError(
          'NOT_FOUND',
          `no option named "${String(values[v])}"${listboxesOf(el).length === 0 ? ' (no listbox opened)' : ''}`,
          seen.length > 0 ? `options seen: ${join(seen, ', ')}` : 'open the widget first, or check the spelling',
        ),
      };
    }
    let point: { x: number; y: number } | null = null;
    if (!force) {
      const ok = await ensureActionable(target, { visible: true, enabled: true, hit: true }, deadline - nowP());
      if (!ok.ok) return { error: ok.error };
      point = ok.point;
    }
    clickAt(target, point ?? centreOf(target), 'click');
    await nextFrame();
    // Libraries commit the pick on the click or a frame or two later (a state update): wait for it
    // within the settle timeout, as act's settle would.
    const until = nowP() + (settleMs ?? timeout);
    while (!pickShows(el, want, typedInto)) {
      if (nowP() > until) {
        return {
          error: pmError(
            'NOT_APPLIED',
            `option "${String(values[v])}" was clicked but the control shows "${shownText(el, typedInto)}"`,
            'the page ignored or reverted the pick',
          ),
        };
      }
      await nextFrame();
    }
  }
  return { error: null };
}
