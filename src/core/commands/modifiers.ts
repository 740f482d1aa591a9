/**
 * Key modifiers, the one parser for every copy (in-page clicks and keys, the Playwright driver;
 * python/src/pagemark/_playwright.py keeps the same table in Python). Names are matched ASCII
 * case-insensitively; the synonyms are the union of what agents send:
 *
 *   Control        control, ctrl
 *   ControlOrMeta  controlormeta (Playwright's: Meta on macOS, Control elsewhere)
 *   Shift          shift
 *   Alt            alt
 *   Meta           meta, cmd, command
 *
 * The result uses Playwright's names (keyboard.press, the `modifiers` option), which the in-page
 * code maps to event flags (`ControlOrMeta` sets ctrlKey there: a page has no platform to ask).
 */
import { join, strSplit, toLower } from '../../builtins/pristine';

export type Modifier = 'Control' | 'ControlOrMeta' | 'Shift' | 'Alt' | 'Meta';

const NAMES: Record<string, Modifier> = Object.assign(Object.create(null) as Record<string, Modifier>, {
  control: 'Control',
  ctrl: 'Control',
  controlormeta: 'ControlOrMeta',
  shift: 'Shift',
  alt: 'Alt',
  meta: 'Meta',
  cmd: 'Meta',
  command: 'Meta',
});

/** The modifier a name stands for, or null when it names none. */
export function modifierOf(name: unknown): Modifier | null {
  return NAMES[toLower(String(name))] ?? null;
}

/** The modifiers of a command's `modifiers` list, in order; names that are none are skipped. */
export function parseModifiers(list: readonly unknown[] | undefined): Modifier[] {
  const out: Modifier[] = [];
  if (!list) return out;
  for (let i = 0; i < list.length; i++) {
    const m = modifierOf(list[i]);
    if (m) out[out.length] = m;
  }
  return out;
}

/**
 * A key combination ('Enter', 'Control+A', 'shift+Tab', 'Control++') split into its modifiers and
 * its key: the key is the last part ('+' when the combination ends in '+'); parts before it that
 * name no modifier are ignored, as a person's keyboard has no such key to hold.
 */
export function splitCombo(combo: string): { modifiers: Modifier[]; key: string } {
  const parts = strSplit(combo, '+');
  const last = parts[parts.length - 1]!;
  const modifiers: Modifier[] = [];
  for (let i = 0; i < parts.length - 1; i++) {
    const m = modifierOf(parts[i]);
    if (m) modifiers[modifiers.length] = m;
  }
  return { modifiers, key: last === '' ? '+' : last };
}

/**
 * The combination with each modifier synonym replaced by its Playwright name ('ctrl+a' ->
 * 'Control+a'), everything else as given: for drivers whose press() knows only their own names.
 */
export function normalizeCombo(combo: string): string {
  const parts = strSplit(combo, '+');
  for (let i = 0; i < parts.length - 1; i++) parts[i] = modifierOf(parts[i]) ?? parts[i]!;
  return join(parts, '+');
}

type Flags = { ctrlKey?: boolean; shiftKey?: boolean; altKey?: boolean; metaKey?: boolean };

const FLAG: Record<Modifier, keyof Flags> = {
  Control: 'ctrlKey',
  ControlOrMeta: 'ctrlKey',
  Shift: 'shiftKey',
  Alt: 'altKey',
  Meta: 'metaKey',
};

/** The event flags for a list of modifiers (KeyboardEvent/MouseEvent init). */
export function modifierFlags(mods: readonly Modifier[]): Flags {
  const f: Flags = {};
  for (let i = 0; i < mods.length; i++) f[FLAG[mods[i]!]] = true;
  return f;
}
