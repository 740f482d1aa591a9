/**
 * BrowserGym's `axtree_txt` shape, from the registry: indented `[bid] role 'name', prop=value` lines
 * with `StaticText` children for text that is not inside a listed element. The commercial harness
 * variant (`[42] button "Add to Cart", visible, clickable`) is `flavor: 'harness'`.
 */
import type { ElementRecord, Snapshot } from '../model/types';
import { isSeen } from '../model/seen';
import { join, push, SafeMap, strReplace, strTrim } from '../../builtins/pristine';
import { truncate } from './escapeText';

export interface AxtreeRenderOptions {
  flavor?: 'browsergym' | 'harness';
  /** List elements that are not visible or concealed too (marked `hidden='why'`). Default false. */
  hidden?: boolean;
}

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]+/g;
function clean(s: string): string {
  return strReplace(strReplace(strReplace(s, CONTROLS, ' '), /\[/g, '('), /\]/g, ')');
}
function q1(s: string): string {
  return "'" + strReplace(clean(s), /'/g, "\\'") + "'";
}
function q2(s: string): string {
  return '"' + strReplace(clean(s), /"/g, '\\"') + '"';
}

function props(r: ElementRecord): string {
  const s = r.states;
  let out = '';
  if (s.checked !== undefined) out += `, checked='${s.checked === 'mixed' ? 'mixed' : s.checked ? 'true' : 'false'}'`;
  if (s.selected) out += ', selected=True';
  if (s.expanded !== undefined) out += `, expanded=${s.expanded ? 'True' : 'False'}`;
  if (s.pressed !== undefined) out += `, pressed='${String(s.pressed)}'`;
  if (s.disabled) out += ', disabled=True';
  if (s.required) out += ', required=True';
  if (s.readonly) out += ', readonly=True';
  if (s.focused) out += ', focused';
  if (s.level !== undefined) out += `, level=${s.level}`;
  if (r.value !== undefined && r.value !== '') out += `, value=${q1(truncate(r.value, 80))}`;
  if (r.description !== undefined) out += `, description=${q1(truncate(r.description, 100))}`;
  // What a person does not see, marked (dom/visibility/concealment.ts, dom/visibility/seenLabel.ts).
  if (r.label !== undefined && r.name !== '') out += `, name_only=${q1(truncate(r.name, 100))}`;
  if (r.concealed !== undefined) out += `, hidden='${r.concealed}'`;
  return out;
}

export function renderAxtree(s: Snapshot, o: AxtreeRenderOptions = {}): string {
  const harness = o.flavor === 'harness';
  const listed = (r: ElementRecord): boolean => o.hidden === true || isSeen(r);
  const depthOf = new SafeMap<number, number>();
  const out: string[] = [];
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    if (!listed(r)) continue;
    const role = r.role !== '' ? r.role : 'generic';
    // A name a person does not see is a property (props); the name shown is the label they see.
    const name = truncate(strTrim(r.label !== undefined ? r.label : r.name !== '' ? r.name : r.text), 100);
    if (harness) {
      let line = `[${r.bid}] ${role} ${q2(name)}`;
      if (r.value !== undefined && r.value !== '') line += ` value=${q2(truncate(r.value, 80))}`;
      if (r.visibility >= 0.5) line += ', visible';
      if (r.clickable) line += ', clickable';
      if (r.label !== undefined && r.name !== '') line += `, name_only=${q2(truncate(r.name, 100))}`;
      if (r.concealed !== undefined) line += `, hidden=${r.concealed}`;
      push(out, line);
      continue;
    }
    const d = r.parent !== null ? (depthOf.get(r.parent) ?? -1) + 1 : 0;
    depthOf.set(r.index, d);
    let ind = '';
    for (let k = 0; k < d; k++) ind += '\t';
    push(out, `${ind}[${r.bid}] ${role} ${q1(name)}${props(r)}`);
    if (r.text !== '' && r.text !== name && r.role !== 'textbox' && r.tag !== 'select') {
      push(out, `${ind}\tStaticText ${q1(truncate(r.text, 100))}`);
    }
  }
  return join(out, '\n');
}
