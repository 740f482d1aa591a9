/**
 * The attributes an element line shows (renderText.ts format A): which ones each kind of element
 * gets, the accessible name folded in where the tag has no content (`label=`, `alt=`, `title=`),
 * the options the caller asked for, and the state flags.
 */
import type { ElementRecord } from '../model/types';
import type { TextRenderOptions } from './textOptions';
import { escapeAttr, truncate } from './escapeText';
import { mathRound } from '../../builtins/pristine';

function stateFlags(r: ElementRecord): string {
  const s = r.states;
  let out = '';
  if (s.checked === true) out += ' checked';
  else if (s.checked === 'mixed') out += ' checked=mixed';
  if (s.selected) out += ' selected';
  if (s.expanded !== undefined) out += s.expanded ? ' expanded' : ' collapsed';
  if (s.pressed === true) out += ' pressed';
  else if (s.pressed === 'mixed') out += ' pressed=mixed';
  if (s.disabled) out += ' disabled';
  if (s.readonly) out += ' readonly';
  if (s.required) out += ' required';
  if (s.invalid) out += ' invalid';
  if (s.focused) out += ' focused';
  if (s.current) out += s.current === 'true' ? ' current' : ` current=${escapeAttr(s.current)}`;
  // A scroll container and the room left each way: content beyond it is read by scrolling it.
  const room = r.scroll;
  if (room) {
    out += ' scrollable';
    if (room.up) out += ` up=${room.up}`;
    if (room.down) out += ` down=${room.down}`;
    if (room.left) out += ` left=${room.left}`;
    if (room.right) out += ` right=${room.right}`;
  }
  return out;
}

/**
 * An unlabelled file input's name: the text of the button it draws in Chromium and WebKit, which
 * Playwright's accessible name computation gives it in every engine (roleUtils, `input type=file`:
 * its labels, else "Choose File"), so a locator a model writes from this line finds it. The button
 * lives in the engine's closed user-agent shadow tree (Firefox's says "Browse…"), which no page
 * script reads: a fixed word, not the page's state. The chosen file's name is the line's `value`.
 */
const FILE_BUTTON = 'Choose File';

function attr(name: string, value: string): string {
  return ` ${name}=${escapeAttr(value)}`;
}

/** The ` name=value` list of one element line; `name` is the record's trimmed accessible name. */
export function elementAttributes(r: ElementRecord, o: TextRenderOptions, fullName: string): string {
  let name = fullName;
  const maxName = o.maxNameLength ?? 80;
  const tag = r.tag;
  const a = r.attributes;
  let attrs = '';
  // The accessible name when a person does not see it as the label (seenLabel.ts): marked as such.
  const nameOnly = r.label !== undefined && name !== '' && tag !== 'img' && tag !== 'iframe';
  if (nameOnly) {
    attrs += attr('name-only', truncate(name, maxName));
    name = '';
  }
  if (a['role'] !== undefined && r.role !== '') attrs += attr('role', r.role);
  if (tag === 'input') {
    const type = r.inputType ?? 'text';
    if (type !== 'text') attrs += attr('type', type);
    const ph = a['placeholder'];
    if (ph) attrs += attr('placeholder', truncate(ph, maxName));
    if (name !== '' && name !== ph) attrs += attr('label', truncate(name, maxName));
    else if (fullName === '' && type === 'file') attrs += attr('label', FILE_BUTTON);
    if (r.value) attrs += attr('value', truncate(r.value, maxName));
  } else if (tag === 'textarea') {
    const ph = a['placeholder'];
    if (ph) attrs += attr('placeholder', truncate(ph, maxName));
    if (name !== '' && name !== ph) attrs += attr('label', truncate(name, maxName));
    if (r.value) attrs += attr('value', truncate(r.value, maxName));
  } else if (tag === 'select') {
    if (name !== '') attrs += attr('label', truncate(name, maxName));
    if (r.value) attrs += attr('value', truncate(r.value, maxName));
    const opts = r.options;
    if (opts && opts.length > 0) {
      let list = '';
      const n = opts.length < 12 ? opts.length : 12;
      for (let i = 0; i < n; i++) list += (i ? '|' : '') + truncate(opts[i]!.label, 30);
      if (opts.length > n) list += `|\u2026+${opts.length - n}`;
      attrs += attr('options', list);
    }
  } else if (r.value && (r.role === 'slider' || r.role === 'spinbutton')) {
    // A custom control carrying its hidden input's value (dom/snapshot/foldHiddenControls.ts).
    attrs += attr('value', truncate(r.value, maxName));
  } else if (tag === 'iframe') {
    if (name !== '') attrs += attr('title', truncate(name, maxName));
  } else if (tag === 'img') {
    if (name !== '') attrs += attr('alt', truncate(name, maxName));
  }
  const title = a['title'];
  if (title && title !== fullName && tag !== 'iframe') attrs += attr('title', truncate(title, maxName));
  const extra = o.attributes;
  if (extra) {
    for (let i = 0; i < extra.length; i++) {
      const v = a[extra[i]!];
      if (v !== undefined) attrs += attr(extra[i]!, truncate(v, 120));
    }
  }
  const b = r.bbox;
  if (o.boxes === true && b)
    attrs += attr('box', `${mathRound(b.x)},${mathRound(b.y)},${mathRound(b.width)},${mathRound(b.height)}`);
  if (o.states !== false) attrs += stateFlags(r);
  // Listed only on request (renderText's `hidden`): why a person does not see it.
  if (r.concealed !== undefined) attrs += attr('hidden', r.concealed);
  return attrs;
}
