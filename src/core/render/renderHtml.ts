/**
 * Format B, simplified HTML: sanitised HTML of the rendered page, for tools that need structure.
 * Built from `snapshot.tree` (pre-order, with subtree sizes): scripts, styles, comments and hidden
 * elements never reach the tree; here attributes are reduced to a keep-list, registered elements
 * carry `data-element-id` (or `bid`), empty nodes are dropped, and wrappers are condensed.
 *
 * Modes:
 *  - 'full': every rendered element that has content (text, a registered element or an image
 *    below it), keep-list attributes, no condensing;
 *  - 'structure' (default): as full, but a wrapper without attributes whose only content is one
 *    element is replaced by that element (div > div > div > button becomes button);
 *  - 'minimal': registered elements and text only, flat (no wrappers at all);
 *  - 'interactive-only': interactive registered elements only, flat, with their names as content.
 * The contents of a frame follow its <iframe> as `<section data-frame="a">…</section>` (an iframe's
 * children are not markup in HTML, so the output still parses back to the same elements).
 */
import type { ElementRecord, Snapshot } from '../model/types';
import { isSeen } from '../model/seen';
import { join, pop, push, SafeMap, strReplace, toLower, wordSet } from '../../builtins/pristine';
import { BLOCK_TAGS } from './blockTags';

export type HtmlMode = 'full' | 'structure' | 'minimal' | 'interactive-only';

export interface HtmlRenderOptions {
  mode?: HtmlMode;
  /** Id attribute on registered elements: 'elementId' -> data-element-id="pm-12", 'bid' -> bid="12". */
  idAttribute?: 'elementId' | 'bid';
  /**
   * Also render what a person cannot see: registered elements that are not visible or concealed
   * (marked `data-pm-hidden="why"`) and concealed text (in a `<span data-pm-hidden="why">`).
   * Default false.
   */
  hidden?: boolean;
}

const KEEP = [
  'href',
  'src',
  'alt',
  'title',
  'type',
  'name',
  'value',
  'placeholder',
  'aria-label',
  'role',
  'data-testid',
];
const VOID: Record<string, true> = wordSet('area br hr img input wbr embed source');

function escText(s: string): string {
  return strReplace(s, /[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
function escAttr(s: string): string {
  return strReplace(s, /[&<>"\u0000-\u001f]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : ' ',
  );
}
/** Tag names come from the page (custom elements): keep only valid name characters. */
function safeTag(t: string): string {
  const s = strReplace(t, /[^a-z0-9-]/gi, '');
  // <plaintext> never ends: everything after its start tag would parse as text (HTML §13.2.5.1).
  return s === '' ? 'span' : toLower(s) === 'plaintext' ? 'pre' : s;
}

/** Elements whose content the HTML parser reads as text (raw text and RCDATA, HTML §13.1.2). */
const RAW_TEXT: Record<string, true> = wordSet('textarea title xmp noembed noframes noscript script style iframe');

function recordAttrs(r: ElementRecord, idAttr: 'elementId' | 'bid'): string {
  let out = idAttr === 'bid' ? ` bid="${escAttr(r.bid)}"` : ` data-element-id="${escAttr(r.elementId)}"`;
  const a = r.attributes;
  for (let i = 0; i < KEEP.length; i++) {
    const k = KEEP[i]!;
    if (k === 'value' && r.value !== undefined) continue;
    const v = a[k];
    if (v !== undefined) out += ` ${k}="${escAttr(v)}"`;
  }
  if (r.value !== undefined && r.tag !== 'select' && r.value !== '') out += ` value="${escAttr(r.value)}"`;
  // The accessible name when a person does not see it as the label (dom/visibility/seenLabel.ts):
  // flagged on the aria-label shown above when that is it, else given.
  if (r.label !== undefined && r.name !== '' && r.tag !== 'img')
    out += a['aria-label'] === r.name ? ' data-pm-name-only' : ` data-pm-name-only="${escAttr(r.name)}"`;
  if (r.concealed !== undefined) out += ` data-pm-hidden="${r.concealed}"`;
  const s = r.states;
  if (s.checked === true) out += ' checked';
  if (s.disabled) out += ' disabled';
  if (s.selected) out += ' selected';
  if (s.required) out += ' required';
  if (s.readonly) out += ' readonly';
  if (s.expanded !== undefined) out += ` aria-expanded="${s.expanded ? 'true' : 'false'}"`;
  return out;
}

function plainAttrs(attrs: Record<string, string> | undefined): string {
  if (!attrs) return '';
  let out = '';
  for (let i = 0; i < KEEP.length; i++) {
    const v = attrs[KEEP[i]!];
    if (v !== undefined) out += ` ${KEEP[i]!}="${escAttr(v)}"`;
  }
  return out;
}

function selectOptions(r: ElementRecord): string {
  const opts = r.options;
  if (!opts) return '';
  let out = '';
  for (let i = 0; i < opts.length; i++) {
    const o = opts[i]!;
    out += `<option value="${escAttr(o.value)}"${o.selected ? ' selected' : ''}>${escText(o.label)}</option>`;
  }
  return out;
}

export function renderHtml(s: Snapshot, o: HtmlRenderOptions = {}): string {
  const mode = o.mode ?? 'structure';
  const idAttr = o.idAttribute ?? 'elementId';
  const byIndex = new SafeMap<number, ElementRecord>();
  for (let i = 0; i < s.elements.length; i++) byIndex.set(s.elements[i]!.index, s.elements[i]!);
  const showHidden = o.hidden === true;
  const shown = (r: ElementRecord | undefined): r is ElementRecord => !!r && (showHidden || isSeen(r));

  if (mode === 'minimal' || mode === 'interactive-only') return renderFlat(s, byIndex, shown, mode, idAttr);

  const nodes = s.tree.nodes;
  const n = nodes.length;
  // keep[i]: the node has content worth showing in its subtree.
  const keep = new Array<boolean>(n);
  const keptChildren = new Array<number>(n);
  const keptText = new Array<boolean>(n);
  for (let i = 0; i < n; i++) {
    keep[i] = false;
    keptChildren[i] = 0;
    keptText[i] = false;
  }
  for (let i = n - 1; i >= 0; i--) {
    const nd = nodes[i]!;
    const r = nd.index !== undefined ? byIndex.get(nd.index) : undefined;
    if (nd.tag === '#text') keep[i] = !!nd.text && nd.text !== ' ' && (showHidden || nd.concealed === undefined);
    else if (r && !shown(r)) keep[i] = false;
    else if (r || nd.tag === 'img' || nd.frame !== undefined) keep[i] = true;
    // (children already propagated into keep[i] below)
    const p = nd.parent;
    if (p >= 0 && keep[i]) {
      keep[p] = true;
      if (nd.tag === '#text') keptText[p] = true;
      else keptChildren[p]!++;
    }
  }
  const out: string[] = [];
  const stack: { end: number; close: string }[] = [];
  let i = 0;
  while (i < n) {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= i) out[out.length] = pop(stack)!.close;
    const nd = nodes[i]!;
    if (!keep[i]) {
      i += nd.size > 0 ? nd.size : 1;
      continue;
    }
    if (nd.tag === '#text') {
      push(
        out,
        nd.concealed !== undefined
          ? `<span data-pm-hidden="${nd.concealed}">${escText(nd.text!)}</span>`
          : escText(nd.text!),
      );
      i++;
      continue;
    }
    const r = nd.index !== undefined ? byIndex.get(nd.index) : undefined;
    const tag = safeTag(nd.tag);
    const isFrameHost = nd.frame !== undefined;
    const condense =
      mode === 'structure' && !r && !nd.attrs && !isFrameHost && keptChildren[i] === 1 && !keptText[i] && tag !== 'img';
    if (condense) {
      i++;
      continue;
    }
    const nl = BLOCK_TAGS[tag] ? '\n' : '';
    const attrs = r ? recordAttrs(r, idAttr) : plainAttrs(nd.attrs);
    if (isFrameHost) {
      // The iframe element itself, then its document's content in a section that follows it.
      push(out, `${nl}<${tag}${attrs}></${tag}>\n<section data-frame="${escAttr(nd.frame!)}">`);
      stack[stack.length] = { end: i + nd.size, close: '</section>\n' };
      i++;
      continue;
    }
    if (VOID[tag]) {
      push(out, `${nl}<${tag}${attrs}>`);
      i += nd.size;
      continue;
    }
    if (RAW_TEXT[tag] && keptChildren[i]! > 0) {
      // Raw-text and RCDATA elements (HTML §13.1.2.1) parse their content as text: elements a script
      // put inside one would be lost when the output is parsed back. Close it and let the children
      // follow as siblings.
      push(out, `${nl}<${tag}${attrs}></${tag}>`);
      i++;
      continue;
    }
    push(out, `${nl}<${tag}${attrs}>`);
    if (r && tag === 'select') push(out, selectOptions(r));
    stack[stack.length] = { end: i + nd.size, close: `</${tag}>` };
    i++;
  }
  while (stack.length > 0) out[out.length] = pop(stack)!.close;
  return strReplace(join(out, ''), /^\n+/, '');
}

function renderFlat(
  s: Snapshot,
  byIndex: Map<number, ElementRecord>,
  shown: (r: ElementRecord | undefined) => r is ElementRecord,
  mode: HtmlMode,
  idAttr: 'elementId' | 'bid',
): string {
  void byIndex;
  const out: string[] = [];
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    if (!shown(r)) continue;
    if (mode === 'interactive-only' && !r.isInteractive) continue;
    const tag = safeTag(r.tag);
    const attrs = recordAttrs(r, idAttr);
    if (VOID[tag]) push(out, `<${tag}${attrs}>`);
    else if (tag === 'select') push(out, `<${tag}${attrs}>${selectOptions(r)}</${tag}>`);
    else
      push(
        out,
        `<${tag}${attrs}>${escText(r.label !== undefined ? r.label : r.name !== '' ? r.name : r.text)}</${tag}>`,
      );
  }
  return join(out, '\n');
}
