#!/usr/bin/env node
/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import http from 'node:http';

/**
 * Expected failures are values, not exceptions: `{ ok: false, error: { code, message, hint } }`.
 * Only misuse of the API (wrong argument types) throws, as a UsageError.
 */
class UsageError extends TypeError {
    constructor() {
        super(...arguments);
        this.name = 'PagemarkUsageError';
    }
}

/**
 * Pristine JavaScript built-ins, captured when the bundle is evaluated.
 *
 * Pages override globals (Prototype.js replaces Array.prototype methods and adds toJSON, analytics
 * scripts wrap Map/JSON, frameworks patch Element.prototype). pagemark is injected as early as it can
 * be and calls only what it captured here. Rules for code in src/ (enforced by eslint, see
 * eslint.config.js):
 *  - arrays: indexed `for` loops and the helpers below (`push`, `slice`, `join`, `sort`, ...),
 *    never `for..of` on arrays (it goes through Array.prototype[Symbol.iterator]) nor array methods;
 *  - Map/Set/WeakMap: `new SafeMap()` etc. and their `forEach`, never for..of on them;
 *  - JSON: `jsonStringify` / `jsonParse`;
 *  - timers: `setTimeoutP`, `clearTimeoutP`, `rafP`, `nowP`.
 * The captured functions are "uncurried": `push(arr, x)` instead of `arr.push(x)`, because
 * `Function.prototype.call` itself may be replaced by the page after load.
 */
const g = globalThis;
const FP = Function.prototype;
// bind/call are read once here; after this line nothing we call goes through Function.prototype.
const uncurry = FP.bind.bind(FP.call);
const AP = Array.prototype;
const push = uncurry(AP.push);
uncurry(AP.slice);
const join = uncurry(AP.join);
const sort = uncurry(AP.sort);
uncurry(AP.indexOf);
uncurry(AP.splice);
const pop = uncurry(AP.pop);
uncurry(AP.reverse);
const SP = String.prototype;
const strSlice = uncurry(SP.slice);
uncurry(SP.indexOf);
const strReplace = uncurry(SP.replace);
const strTrim = uncurry(SP.trim);
uncurry(SP.toLowerCase);
uncurry(SP.toUpperCase);
uncurry(SP.charCodeAt);
uncurry(SP.split);
const RP = RegExp.prototype;
const reTest = uncurry(RP.test);
const reExec = uncurry(RP.exec);
uncurry(Object.prototype.hasOwnProperty);
uncurry(Object.prototype.toString);
const mathMax = Math.max;
const mathRound = Math.round;
const JSONs = JSON;
const jsonStringify = JSONs.stringify;
const jsonParse = JSONs.parse;
/**
 * A collection class whose prototype holds its own copies of the built-in methods, so a page that
 * later replaces `Map.prototype.get` (or Set/WeakMap) does not reach our instances.
 */
function makeSafe(Base) {
    const Safe = class extends Base {
    };
    const keys = Reflect.ownKeys(Base.prototype);
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (k === 'constructor')
            continue;
        const d = Reflect.getOwnPropertyDescriptor(Base.prototype, k);
        if (d)
            Reflect.defineProperty(Safe.prototype, k, d);
    }
    Object.freeze(Safe.prototype);
    return Safe;
}
const SafeMap = makeSafe(Map);
const SafeSet = makeSafe(Set);
makeSafe(WeakMap);
makeSafe(WeakSet);
const PP = Promise.prototype;
uncurry(PP.then);
Promise.resolve.bind(Promise);
/** Timers bound to the global they were captured from (a page may replace window.setTimeout). */
const bindG = (name) => {
    const f = g[name];
    return typeof f === 'function' ? FP.bind.call(f, globalThis) : undefined;
};
const setTimeoutP = bindG('setTimeout');
const clearTimeoutP = bindG('clearTimeout');
bindG('requestAnimationFrame') ??
    ((cb) => setTimeoutP(() => cb(nowP()), 16));
bindG('cancelAnimationFrame') ??
    ((id) => clearTimeoutP(id));
const perf = g['performance'];
const perfNow = perf && typeof perf.now === 'function' ? FP.bind.call(perf.now, perf) : undefined;
const nowP = perfNow ?? Date.now;

/**
 * Escaping of page-controlled strings in the text formats. A page must not be able to forge a
 * registry line or an element: names, text and attribute values lose line breaks and bidi control
 * characters, and `<`, `>`, `[` and `]` become entities, so `[7] <button>Pay now</button>` inside a
 * link's text renders as `&#91;7&#93; &lt;button&gt;Pay now&lt;/button&gt;`: inert text.
 */
// C0/C1 controls (incl. CR/LF/TAB/NUL), line/paragraph separators, bidi embeddings, overrides and
// isolates (U+202A-U+202E, U+2066-U+2069), BOM.
const CONTROLS$1 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]+/g;
const SPECIAL = /[<>[\]&]/g;
const ENTITY = { '<': '&lt;', '>': '&gt;', '[': '&#91;', ']': '&#93;', '&': '&amp;' };
/** Text content between tags. */
function escapeText(s) {
    return strReplace(strReplace(s, CONTROLS$1, ' '), SPECIAL, (c) => ENTITY[c]);
}
/** An attribute value: quoted when it needs quoting, with `"` as &quot;. */
function escapeAttr(s) {
    const t = strReplace(strReplace(strReplace(s, CONTROLS$1, ' '), SPECIAL, (c) => ENTITY[c]), /"/g, '&quot;');
    return t !== '' && reTest(/^[A-Za-z0-9_./:#@%+-]+$/, t) ? t : `"${t}"`;
}
/** Truncate to `max` characters with an ellipsis. */
function truncate(s, max) {
    return s.length > max ? strSlice(s, 0, max > 1 ? max - 1 : max) + '\u2026' : s;
}

/**
 * Block-level tags: where the text format puts a space between runs of page text, and where the
 * HTML format starts a new line. One table for both renderers.
 */
const TAGS = 'address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol p pre section select summary table tbody td tfoot th thead tr ul';
const BLOCK_TAGS = Object.create(null);
{
    const parts = TAGS.split(' ');
    for (let i = 0; i < parts.length; i++)
        BLOCK_TAGS[parts[i]] = true;
}

const VOID$1 = { input: true, img: true, select: true, iframe: true, textarea: true, area: true };
const CHARS_PER_TOKEN = 3.6;
function stateFlags(r) {
    const s = r.states;
    let out = '';
    if (s.checked === true)
        out += ' checked';
    else if (s.checked === 'mixed')
        out += ' checked=mixed';
    if (s.selected)
        out += ' selected';
    if (s.expanded !== undefined)
        out += s.expanded ? ' expanded' : ' collapsed';
    if (s.pressed === true)
        out += ' pressed';
    else if (s.pressed === 'mixed')
        out += ' pressed=mixed';
    if (s.disabled)
        out += ' disabled';
    if (s.readonly)
        out += ' readonly';
    if (s.required)
        out += ' required';
    if (s.invalid)
        out += ' invalid';
    if (s.focused)
        out += ' focused';
    if (s.current)
        out += s.current === 'true' ? ' current' : ` current=${escapeAttr(s.current)}`;
    return out;
}
function attr(name, value) {
    return ` ${name}=${escapeAttr(value)}`;
}
/**
 * One element as `<tag attrs>content</tag>`. `own` is the element's text that is not inside listed
 * descendants (a clickable card's own text, without the link and button lines listed under it);
 * without it the record's whole text is used.
 */
function elementLine(r, o, own) {
    const maxName = o.maxNameLength ?? 80;
    const tag = r.tag;
    const a = r.attributes;
    const name = strTrim(r.name);
    const content = name !== '' ? name : own !== undefined ? own : r.text;
    let attrs = '';
    if (a['role'] !== undefined && r.role !== '')
        attrs += attr('role', r.role);
    if (tag === 'input') {
        const type = r.inputType ?? 'text';
        if (type !== 'text')
            attrs += attr('type', type);
        const ph = a['placeholder'];
        if (ph)
            attrs += attr('placeholder', truncate(ph, maxName));
        if (name !== '' && name !== ph)
            attrs += attr('label', truncate(name, maxName));
        if (r.value)
            attrs += attr('value', truncate(r.value, maxName));
    }
    else if (tag === 'textarea') {
        const ph = a['placeholder'];
        if (ph)
            attrs += attr('placeholder', truncate(ph, maxName));
        if (name !== '' && name !== ph)
            attrs += attr('label', truncate(name, maxName));
        if (r.value)
            attrs += attr('value', truncate(r.value, maxName));
    }
    else if (tag === 'select') {
        if (name !== '')
            attrs += attr('label', truncate(name, maxName));
        if (r.value)
            attrs += attr('value', truncate(r.value, maxName));
        const opts = r.options;
        if (opts && opts.length > 0) {
            let list = '';
            const n = opts.length < 12 ? opts.length : 12;
            for (let i = 0; i < n; i++)
                list += (i ? '|' : '') + truncate(opts[i].label, 30);
            if (opts.length > n)
                list += `|\u2026+${opts.length - n}`;
            attrs += attr('options', list);
        }
    }
    else if (tag === 'iframe') {
        if (name !== '')
            attrs += attr('title', truncate(name, maxName));
    }
    else if (tag === 'img') {
        if (name !== '')
            attrs += attr('alt', truncate(name, maxName));
    }
    if (a['title'] && a['title'] !== name && tag !== 'iframe')
        attrs += attr('title', truncate(a['title'], maxName));
    const extra = o.attributes;
    if (extra) {
        for (let i = 0; i < extra.length; i++) {
            const v = a[extra[i]];
            if (v !== undefined)
                attrs += attr(extra[i], truncate(v, 120));
        }
    }
    if (o.states !== false)
        attrs += stateFlags(r);
    if (VOID$1[tag])
        return `<${tag}${attrs}>`;
    return `<${tag}${attrs}>${escapeText(truncate(content, maxName))}</${tag}>`;
}
/** Labels whose control is itself listed are folded into it. Returns the indexes to skip. */
function foldedLabels(els, listed) {
    const skip = new SafeSet();
    const byId = new SafeMap();
    const hasListedChildControl = new SafeSet();
    for (let i = 0; i < els.length; i++) {
        const r = els[i];
        const id = r.attributes['id'];
        if (id !== undefined)
            byId.set(r.frame + '\u0001' + id, r);
        if (r.parent !== null && listed(r) && (r.tag === 'input' || r.tag === 'select' || r.tag === 'textarea')) {
            hasListedChildControl.add(r.parent);
        }
    }
    for (let i = 0; i < els.length; i++) {
        const r = els[i];
        if (r.tag !== 'label')
            continue;
        const f = r.attributes['for'];
        const target = f !== undefined ? byId.get(r.frame + '\u0001' + f) : undefined;
        if ((target && listed(target)) || hasListedChildControl.has(r.index))
            skip.add(r.index);
    }
    return skip;
}
function renderText(s, o = {}) {
    const els = s.elements;
    const useBid = o.ids === 'bid';
    const showHidden = o.hidden === true;
    const markNew = o.markNew !== false && s.diff !== null;
    const listed = (r) => showHidden || r.isVisible;
    const skip = foldedLabels(els, listed);
    const vh = s.viewport.height;
    const byIndex = new SafeMap();
    for (let i = 0; i < els.length; i++)
        byIndex.set(els[i].index, els[i]);
    const lines = [];
    const elementLineFor = (r, own) => {
        if (!listed(r) || skip.has(r.index))
            return;
        const b = r.bbox;
        const where = !b ? 1 : b.y + b.height < 0 ? -1 : b.y > vh ? 1 : 0;
        const ind = o.indent ? indentOf(r, byIndex, listed, skip) : '';
        const id = useBid ? r.bid : String(r.index);
        const star = markNew && r.isNew ? '*' : '';
        push(lines, {
            text: `${ind}${star}[${id}] ${elementLine(r, o, own)}`,
            priority: where === 0 ? (r.isInteractive ? 0 : 1) : 2,
            order: lines.length,
            where,
            isElement: true,
        });
    };
    const nodes = s.tree.nodes;
    if (nodes.length > 0) {
        // Walk the tree in order: registered nodes give element lines, text outside them gives content.
        const inside = new Array(nodes.length);
        const lastWhere = [0];
        let run = '';
        const flush = () => {
            const t = strTrim(run);
            run = '';
            if (t === '' || o.content === false)
                return;
            const w = lastWhere[0];
            push(lines, {
                text: escapeText(truncate(t, 160)),
                priority: w === 0 ? 1 : 2,
                order: lines.length,
                where: w,
                isElement: false,
            });
        };
        for (let i = 0; i < nodes.length; i++) {
            const n = nodes[i];
            const p = n.parent;
            const parentInside = p >= 0 ? inside[p] : false;
            if (n.index !== undefined) {
                const r = byIndex.get(n.index);
                const isListed = r !== undefined && listed(r) && !skip.has(r.index);
                // A folded label's text is the control's name: do not repeat it as content.
                inside[i] = parentInside || isListed || (r !== undefined && skip.has(r.index));
                if (r && isListed) {
                    flush();
                    elementLineFor(r, ownText(nodes, i, byIndex, listed, skip));
                    const b = r.bbox;
                    lastWhere[0] = !b ? 1 : b.y + b.height < 0 ? -1 : b.y > vh ? 1 : 0;
                }
                else if (run !== '' && run[run.length - 1] !== ' ')
                    run += ' ';
                continue;
            }
            inside[i] = parentInside;
            if (n.tag === '#text' && !parentInside && n.text)
                run += n.text;
            else if (n.tag !== '#text' && BLOCK_TAGS[n.tag] && run !== '' && run[run.length - 1] !== ' ')
                run += ' ';
        }
        flush();
    }
    else {
        for (let i = 0; i < els.length; i++)
            elementLineFor(els[i]);
    }
    const header = scrollHeader(s);
    let budget = o.maxChars ?? (o.maxTokens !== undefined ? mathRound(o.maxTokens * CHARS_PER_TOKEN) : Infinity);
    let chosen = lines;
    let omittedAbove = 0;
    let omittedBelow = 0;
    if (budget !== Infinity) {
        budget -= header.length + 1 + 80; // room for the summary line
        const byPriority = sort(slicePlain(lines), (a, b) => a.priority - b.priority || a.order - b.order);
        const keep = new SafeSet();
        let used = 0;
        for (let i = 0; i < byPriority.length; i++) {
            const l = byPriority[i];
            if (used + l.text.length + 1 > budget)
                continue;
            used += l.text.length + 1;
            keep.add(l.order);
        }
        chosen = [];
        for (let i = 0; i < lines.length; i++) {
            const l = lines[i];
            if (keep.has(l.order))
                push(chosen, l);
            else if (l.isElement) {
                if (l.where < 0)
                    omittedAbove++;
                else
                    omittedBelow++;
            }
        }
    }
    const outLines = [];
    if (header)
        push(outLines, header);
    for (let i = 0; i < chosen.length; i++)
        push(outLines, chosen[i].text);
    if (omittedAbove > 0)
        push(outLines, `... ${omittedAbove} more elements above the viewport (scroll up to see)`);
    if (omittedBelow > 0)
        push(outLines, `... ${omittedBelow} more elements below the viewport (scroll to see)`);
    if (s.truncated)
        push(outLines, `... snapshot truncated: ${s.truncatedReason ?? 'limit reached'}`);
    return join(outLines, '\n');
}
/** Text in node i's subtree that is not inside a listed descendant (bounded scan). */
function ownText(nodes, i, byIndex, listed, skip) {
    const end = i + nodes[i].size;
    const stop = end - i > 2000 ? i + 2000 : end;
    let t = '';
    for (let j = i + 1; j < stop && t.length < 200; j++) {
        const n = nodes[j];
        if (n.index !== undefined) {
            const r = byIndex.get(n.index);
            if (r && listed(r) && !skip.has(r.index)) {
                j += n.size - 1; // skip the listed descendant's subtree
                t += ' ';
                continue;
            }
        }
        if (n.tag === '#text' && n.text)
            t += n.text;
    }
    return strTrim(strReplace(t, /\s+/g, ' '));
}
function slicePlain(a) {
    const out = [];
    for (let i = 0; i < a.length; i++)
        push(out, a[i]);
    return out;
}
function indentOf(r, byIndex, listed, skip) {
    let d = 0;
    let p = r.parent;
    for (let guard = 0; p !== null && guard < 200; guard++) {
        const pr = byIndex.get(p);
        if (!pr)
            break;
        if (listed(pr) && !skip.has(pr.index))
            d++;
        p = pr.parent;
    }
    let s = '';
    for (let i = 0; i < d; i++)
        s += '\t';
    return s;
}
/** `(scrolled 1200px of 5400px; 600px above, 3600px below)` when the page scrolls vertically. */
function scrollHeader(s) {
    const v = s.viewport;
    const total = v.scrollHeight;
    if (!(total > v.height + 1))
        return '';
    const above = mathMax(0, mathRound(v.scrollY));
    const below = mathMax(0, mathRound(total - v.scrollY - v.height));
    return `(scrolled ${above}px of ${mathRound(total)}px; ${above}px above, ${below}px below)`;
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
const VOID = Object.assign(Object.create(null), {
    area: true,
    br: true,
    hr: true,
    img: true,
    input: true,
    wbr: true,
    embed: true,
    source: true,
});
function escText(s) {
    return strReplace(s, /[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
function escAttr(s) {
    return strReplace(s, /[&<>"\u0000-\u001f]/g, (c) => c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : ' ');
}
/** Tag names come from the page (custom elements): keep only valid name characters. */
function safeTag(t) {
    const s = strReplace(t, /[^a-z0-9-]/gi, '');
    return s === '' ? 'span' : s;
}
function recordAttrs(r, idAttr) {
    let out = idAttr === 'bid' ? ` bid="${escAttr(r.bid)}"` : ` data-element-id="${escAttr(r.elementId)}"`;
    const a = r.attributes;
    for (let i = 0; i < KEEP.length; i++) {
        const k = KEEP[i];
        if (k === 'value' && r.value !== undefined)
            continue;
        const v = a[k];
        if (v !== undefined)
            out += ` ${k}="${escAttr(v)}"`;
    }
    if (r.value !== undefined && r.tag !== 'select' && r.value !== '')
        out += ` value="${escAttr(r.value)}"`;
    const s = r.states;
    if (s.checked === true)
        out += ' checked';
    if (s.disabled)
        out += ' disabled';
    if (s.selected)
        out += ' selected';
    if (s.required)
        out += ' required';
    if (s.readonly)
        out += ' readonly';
    if (s.expanded !== undefined)
        out += ` aria-expanded="${s.expanded ? 'true' : 'false'}"`;
    return out;
}
function plainAttrs(attrs) {
    if (!attrs)
        return '';
    let out = '';
    for (let i = 0; i < KEEP.length; i++) {
        const v = attrs[KEEP[i]];
        if (v !== undefined)
            out += ` ${KEEP[i]}="${escAttr(v)}"`;
    }
    return out;
}
function selectOptions(r) {
    const opts = r.options;
    if (!opts)
        return '';
    let out = '';
    for (let i = 0; i < opts.length; i++) {
        const o = opts[i];
        out += `<option value="${escAttr(o.value)}"${o.selected ? ' selected' : ''}>${escText(o.label)}</option>`;
    }
    return out;
}
function renderHtml(s, o = {}) {
    const mode = o.mode ?? 'structure';
    const idAttr = o.idAttribute ?? 'elementId';
    const byIndex = new SafeMap();
    for (let i = 0; i < s.elements.length; i++)
        byIndex.set(s.elements[i].index, s.elements[i]);
    const shown = (r) => !!r && (o.hidden === true || r.isVisible);
    if (mode === 'minimal' || mode === 'interactive-only')
        return renderFlat(s, byIndex, shown, mode, idAttr);
    const nodes = s.tree.nodes;
    const n = nodes.length;
    // keep[i]: the node has content worth showing in its subtree.
    const keep = new Array(n);
    const keptChildren = new Array(n);
    const keptText = new Array(n);
    for (let i = 0; i < n; i++) {
        keep[i] = false;
        keptChildren[i] = 0;
        keptText[i] = false;
    }
    for (let i = n - 1; i >= 0; i--) {
        const nd = nodes[i];
        const r = nd.index !== undefined ? byIndex.get(nd.index) : undefined;
        if (nd.tag === '#text')
            keep[i] = !!nd.text && nd.text !== ' ';
        else if (r && !shown(r))
            keep[i] = false;
        else if (r || nd.tag === 'img' || nd.frame !== undefined)
            keep[i] = true;
        // (children already propagated into keep[i] below)
        const p = nd.parent;
        if (p >= 0 && keep[i]) {
            keep[p] = true;
            if (nd.tag === '#text')
                keptText[p] = true;
            else
                keptChildren[p]++;
        }
    }
    const out = [];
    const stack = [];
    let i = 0;
    while (i < n) {
        while (stack.length > 0 && stack[stack.length - 1].end <= i)
            out[out.length] = pop(stack).close;
        const nd = nodes[i];
        if (!keep[i]) {
            i += nd.size > 0 ? nd.size : 1;
            continue;
        }
        if (nd.tag === '#text') {
            push(out, escText(nd.text));
            i++;
            continue;
        }
        const r = nd.index !== undefined ? byIndex.get(nd.index) : undefined;
        const tag = safeTag(nd.tag);
        const isFrameHost = nd.frame !== undefined;
        const condense = mode === 'structure' && !r && !nd.attrs && !isFrameHost && keptChildren[i] === 1 && !keptText[i] && tag !== 'img';
        if (condense) {
            i++;
            continue;
        }
        const nl = BLOCK_TAGS[tag] ? '\n' : '';
        const attrs = r ? recordAttrs(r, idAttr) : plainAttrs(nd.attrs);
        if (isFrameHost) {
            // The iframe element itself, then its document's content in a section that follows it.
            push(out, `${nl}<${tag}${attrs}></${tag}>\n<section data-frame="${escAttr(nd.frame)}">`);
            stack[stack.length] = { end: i + nd.size, close: '</section>\n' };
            i++;
            continue;
        }
        if (VOID[tag]) {
            push(out, `${nl}<${tag}${attrs}>`);
            i += nd.size;
            continue;
        }
        push(out, `${nl}<${tag}${attrs}>`);
        if (r && tag === 'select')
            push(out, selectOptions(r));
        stack[stack.length] = { end: i + nd.size, close: `</${tag}>` };
        i++;
    }
    while (stack.length > 0)
        out[out.length] = pop(stack).close;
    return strReplace(join(out, ''), /^\n+/, '');
}
function renderFlat(s, byIndex, shown, mode, idAttr) {
    const out = [];
    for (let i = 0; i < s.elements.length; i++) {
        const r = s.elements[i];
        if (!shown(r))
            continue;
        if (mode === 'interactive-only' && !r.isInteractive)
            continue;
        const tag = safeTag(r.tag);
        const attrs = recordAttrs(r, idAttr);
        if (VOID[tag])
            push(out, `<${tag}${attrs}>`);
        else if (tag === 'select')
            push(out, `<${tag}${attrs}>${selectOptions(r)}</${tag}>`);
        else
            push(out, `<${tag}${attrs}>${escText(r.name !== '' ? r.name : r.text)}</${tag}>`);
    }
    return join(out, '\n');
}

const KEYS = [
    'index',
    'bid',
    'elementId',
    'tag',
    'role',
    'name',
    'text',
    'value',
    'inputType',
    'attributes',
    'states',
    'options',
    'bbox',
    'visibility',
    'isVisible',
    'inViewport',
    'isInteractive',
    'kind',
    'isTopElement',
    'obscuredBy',
    'clickable',
    'setOfMarks',
    'frame',
    'parent',
    'depth',
    'reason',
    'isNew',
    'locators',
];
function renderJson(s, o = {}) {
    const elements = [];
    for (let i = 0; i < s.elements.length; i++) {
        const r = s.elements[i];
        if (o.visibleOnly && !r.isVisible)
            continue;
        const out = {};
        for (let k = 0; k < KEYS.length; k++) {
            const v = r[KEYS[k]];
            if (v !== undefined)
                out[KEYS[k]] = v;
        }
        push(elements, out);
    }
    const doc = {
        url: s.url,
        title: s.title,
        viewport: s.viewport,
        focusedBid: s.focusedBid,
        frames: s.frames,
        truncated: s.truncated,
        elements,
    };
    return jsonStringify(doc, null, o.indent ?? 0);
}

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]+/g;
function clean(s) {
    return strReplace(strReplace(strReplace(s, CONTROLS, ' '), /\[/g, '('), /\]/g, ')');
}
function q1(s) {
    return "'" + strReplace(clean(s), /'/g, "\\'") + "'";
}
function q2(s) {
    return '"' + strReplace(clean(s), /"/g, '\\"') + '"';
}
function props(r) {
    const s = r.states;
    let out = '';
    if (s.checked !== undefined)
        out += `, checked='${s.checked === 'mixed' ? 'mixed' : s.checked ? 'true' : 'false'}'`;
    if (s.selected)
        out += ', selected=True';
    if (s.expanded !== undefined)
        out += `, expanded=${s.expanded ? 'True' : 'False'}`;
    if (s.pressed !== undefined)
        out += `, pressed='${String(s.pressed)}'`;
    if (s.disabled)
        out += ', disabled=True';
    if (s.required)
        out += ', required=True';
    if (s.readonly)
        out += ', readonly=True';
    if (s.focused)
        out += ', focused';
    if (s.level !== undefined)
        out += `, level=${s.level}`;
    if (r.value !== undefined && r.value !== '')
        out += `, value=${q1(truncate(r.value, 80))}`;
    return out;
}
function renderAxtree(s, o = {}) {
    const harness = o.flavor === 'harness';
    const listed = (r) => o.hidden === true || r.isVisible;
    const depthOf = new SafeMap();
    const out = [];
    for (let i = 0; i < s.elements.length; i++) {
        const r = s.elements[i];
        if (!listed(r))
            continue;
        const role = r.role !== '' ? r.role : 'generic';
        const name = truncate(strTrim(r.name !== '' ? r.name : r.text), 100);
        if (harness) {
            let line = `[${r.bid}] ${role} ${q2(name)}`;
            if (r.value !== undefined && r.value !== '')
                line += ` value=${q2(truncate(r.value, 80))}`;
            if (r.visibility >= 0.5)
                line += ', visible';
            if (r.clickable)
                line += ', clickable';
            push(out, line);
            continue;
        }
        const d = r.parent !== null ? (depthOf.get(r.parent) ?? -1) + 1 : 0;
        depthOf.set(r.index, d);
        let ind = '';
        for (let k = 0; k < d; k++)
            ind += '\t';
        push(out, `${ind}[${r.bid}] ${role} ${q1(name)}${props(r)}`);
        if (r.text !== '' && r.text !== name && r.role !== 'textbox' && r.tag !== 'select') {
            push(out, `${ind}\tStaticText ${q1(truncate(r.text, 100))}`);
        }
    }
    return join(out, '\n');
}

function render(snapshot, format = 'text', options = {}) {
    if (!snapshot || typeof snapshot !== 'object' || !snapshot.elements || !snapshot.tree) {
        throw new UsageError('render(snapshot, format): snapshot must be a pagemark Snapshot');
    }
    switch (format) {
        case 'text':
            return renderText(snapshot, options);
        case 'html':
            return renderHtml(snapshot, options);
        case 'json':
            return renderJson(snapshot, options);
        case 'axtree':
            return renderAxtree(snapshot, options);
        default:
            throw new UsageError(`render(snapshot, format): unknown format "${String(format)}" (text, html, json, axtree)`);
    }
}

// A tiny static file server on 127.0.0.1 for local files, so that a page and its same-origin
// iframes share an origin (file:// iframes are opaque origins, i.e. cross-origin, in Chromium).
const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.htm': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.gif': 'image/gif',
};
async function serveStatic(root) {
    const base = path.resolve(root);
    const server = http.createServer((req, res) => {
        const u = new URL(req.url ?? '/', 'http://x');
        const file = path.resolve(base, '.' + decodeURIComponent(u.pathname));
        if (!file.startsWith(base) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
            res.writeHead(404, { 'content-type': 'text/plain' });
            res.end('not found');
            return;
        }
        res.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });
        fs.createReadStream(file).pipe(res);
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * The short action syntax people type in the panel and the CLI's `--do`:
 *  - JSON: `{"action":"click","target":12}` (any dialect the action API parses);
 *  - a BrowserGym call string: `click('12')`, `fill('a5', 'hello')` (passed through as is);
 *  - short form: `click 12`, `type 3 hello world`, `fill 3 "two words"`, `select 7 Banana`, `press 3 Enter`,
 *    `scroll down`, `goto https://example.com`, `wait 500`.
 * Targets in the short form: digits are an index, anything else a bid. Returns a command object or
 * string for `act()`, or an error message.
 */
function parseShortAction(input) {
    const t = strTrim(String(input));
    if (!t)
        return { ok: false, message: 'empty action: try "click 12" or "type 3 hello"' };
    if (t[0] === '{') {
        try {
            return { ok: true, command: jsonParse(t) };
        }
        catch (e) {
            return { ok: false, message: `bad JSON: ${String(e.message)}` };
        }
    }
    if (reTest(/^[a-z_]+\s*\(/i, t))
        return { ok: true, command: t };
    const m = reExec(/^(\S+)(?:\s+(\S+))?(?:\s+([\s\S]*))?$/, t);
    if (!m)
        return { ok: false, message: 'expected "<verb> [target] [text]"' };
    const verb = m[1];
    const target = m[2];
    const rest = m[3];
    const cmd = { action: verb };
    if (verb === 'scroll') {
        if (target !== undefined)
            cmd['direction'] = target;
        if (rest !== undefined)
            cmd['amount'] = Number(rest);
        return { ok: true, command: cmd };
    }
    if (verb === 'goto') {
        cmd['url'] = target ?? '';
        return { ok: true, command: cmd };
    }
    if (verb === 'wait') {
        if (target !== undefined && reTest(/^\d+$/, target))
            cmd['ms'] = Number(target);
        else if (target !== undefined)
            cmd['text'] = strTrim(strReplace(target + ' ' + (rest ?? ''), /^"|"$/g, ''));
        return { ok: true, command: cmd };
    }
    if (target !== undefined)
        cmd['target'] = reTest(/^\d+$/, target) ? Number(target) : target;
    if (rest !== undefined) {
        const text = strReplace(rest, /^"([\s\S]*)"$/, '$1');
        if (verb === 'select')
            cmd['values'] = [text];
        else if (verb === 'press')
            cmd['key'] = text;
        else
            cmd['text'] = text;
    }
    return { ok: true, command: cmd };
}

// The CLI's main job: open a page in headless Debian Chromium, inject dist/pagemark.iife.js,
// snapshot, render in Node from the JSON snapshot (the renderers are pure), write the files, run
// actions. Network: only the page's own origin is reachable; everything else is aborted so pages
// load fast and the same way every time on a closed machine.
const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];
async function snapshotPage(run) {
    if (!fs.existsSync(run.chromium)) {
        run.log(`pagemark: Chromium not found at ${run.chromium} (run \`npm start\` once, or apt-get install chromium)`);
        return 4;
    }
    if (!fs.existsSync(run.bundle)) {
        run.log(`pagemark: bundle not found at ${run.bundle} (run \`npm run build\`)`);
        return 4;
    }
    let url = run.target;
    let server = null;
    if (!/^[a-z]+:/i.test(url) || /^file:/i.test(url)) {
        const file = /^file:/i.test(url) ? new URL(url).pathname : path.resolve(url);
        server = await serveStatic(path.dirname(file));
        url = `${server.origin}/${encodeURIComponent(path.basename(file))}`;
    }
    run.log(`launching ${run.chromium} ...`);
    let browser;
    try {
        browser = await chromium.launch({
            executablePath: run.chromium,
            headless: true,
            args: CHROMIUM_ARGS,
            timeout: 30000,
        });
    }
    catch (e) {
        await server?.close();
        run.log(`pagemark: the browser did not start: ${e.message.split('\n')[0]}`);
        return 4;
    }
    try {
        const page = await browser.newPage({ viewport: run.viewport });
        const origin = new URL(url).origin;
        if (server) {
            await page.route('**/*', (route) => route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'));
        }
        run.log(`loading ${run.demo ? 'the demo page' : url} ...`);
        try {
            await page.goto(url, { waitUntil: 'load', timeout: 30000 });
        }
        catch (e) {
            run.log(`pagemark: could not load ${run.target}: ${e.message.split('\n')[0]}`);
            return 3;
        }
        const bundle = fs.readFileSync(run.bundle, 'utf8');
        await page.evaluate(bundle);
        const snap = (await page.evaluate((o) => pagemark.snapshot(o), run.snapshotOptions));
        run.print(render(snap, run.format));
        run.log(`${snap.elements.length} elements (${snap.stats.interactive} interactive, ${snap.stats.frames} frames) in ${snap.stats.durationMs} ms`);
        if (run.out)
            writeOutputs(run.out, snap);
        if (run.screenshot)
            await markedScreenshot(page, run.screenshot);
        let status = 0;
        const actions = run.demo ? demoActions(snap) : run.actions;
        for (const a of actions) {
            const parsed = parseShortAction(a);
            if (!parsed.ok) {
                run.log(`pagemark: bad action "${a}": ${parsed.message}`);
                return 2;
            }
            const cmd = parsed.command;
            run.print(`\n> ${typeof cmd === 'string' ? cmd : JSON.stringify(cmd)}`);
            let result;
            try {
                result = await page.evaluate((c) => pagemark.act(c), cmd);
            }
            catch (e) {
                // The page navigated away before act()'s answer crossed over: that is the action's effect.
                if (!/destroyed|navigat/i.test(e.message))
                    throw e;
                await page.waitForLoadState('load').catch(() => { });
                result = { ok: true, effects: { navigated: true }, note: `the page navigated to ${page.url()}` };
            }
            const { snapshot: after, ...rest } = result;
            run.print(JSON.stringify(rest, null, 2));
            if (!rest['ok'])
                status = 1;
            if (after) {
                if (run.demo)
                    run.print(`\nwhat changed:\n${changedLines(after)}`);
                else
                    run.print(`\nstate after the action:\n${render(after, run.format)}`);
                if (run.out)
                    writeOutputs(run.out, after);
            }
        }
        if (run.out)
            run.log(`wrote ${['snapshot.json', 'snapshot.txt', 'snapshot.html'].map((f) => path.join(run.out, f)).join(', ')}`);
        if (run.screenshot)
            run.log(`wrote ${run.screenshot}`);
        return status;
    }
    finally {
        await browser.close();
        await server?.close();
    }
}
/**
 * The text-format lines of elements the action added or changed (the demo prints only those);
 * elements that only moved are counted, not listed.
 */
function changedLines(s) {
    if (!s.diff)
        return '';
    const real = s.diff.changed.filter((c) => c.fields.some((f) => f !== 'bbox'));
    const moved = s.diff.changed.length - real.length;
    const touched = new Set([...s.diff.added, ...real.map((c) => c.index)]);
    const lines = render(s, 'text')
        .split('\n')
        .filter((l) => {
        const m = /^\*?\[[a-z]*[A-Z]*(\d+)\]/.exec(l);
        return m !== null && touched.has(Number(m[1]));
    });
    const fields = real.map((c) => `[${c.index}] ${c.fields.join(', ')}`).join('; ');
    return [
        ...lines,
        `(${s.diff.added.length} added, ${s.diff.removed.length} removed, changed: ${fields || 'nothing'}; ${moved} moved)`,
    ].join('\n');
}
function writeOutputs(dir, snap) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify(snap, null, 1));
    fs.writeFileSync(path.join(dir, 'snapshot.txt'), render(snap, 'text'));
    fs.writeFileSync(path.join(dir, 'snapshot.html'), render(snap, 'html'));
}
async function markedScreenshot(page, file) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await page.evaluate(() => pagemark.highlight());
    await page.screenshot({ path: file });
    await page.evaluate(() => pagemark.clearHighlights());
}
/** The demo's scripted step: type into the search box and press the Search button, by index. */
function demoActions(snap) {
    const search = snap.elements.find((e) => e.role === 'searchbox' || (e.tag === 'input' && e.attributes['id'] === 'q'));
    const button = snap.elements.find((e) => e.tag === 'button' && e.attributes['id'] === 'search-btn');
    if (!search || !button)
        return [];
    return [JSON.stringify({ action: 'fill', target: search.index, text: 'trail backpack' }), `click ${button.index}`];
}

/**
 * `pagemark` command line: snapshot a URL or a local file in headless Debian Chromium, print one
 * format, write every format and a marked screenshot, optionally run one action.
 *
 *   pagemark snapshot <url-or-file> [--format text|html|json] [--out DIR] [--screenshot FILE]
 *                     [--viewport-expansion N] [--do "<action>"]...
 *   pagemark demo      the embedded demo page, a scripted search, and the files in out/demo
 */
const HELP = `Usage:
  pagemark snapshot <url-or-file> [options]
  pagemark demo

Options:
  --format text|html|json     what to print (default text)
  --out DIR                   write snapshot.json, snapshot.txt, snapshot.html, screenshot.png there
  --screenshot FILE           write a viewport screenshot with Set-of-Marks drawn
  --viewport-expansion N      -1 whole page (default), 0 viewport only, N px beyond
  --include MODE              interactive (default) | interactive+content | all
  --do "<action>"             run an action after the snapshot (repeatable): "click 12", "type 3 hello",
                              a BrowserGym string like "fill('5', 'hi')", or JSON
  --width N --height N        viewport size (default 1280x800)
  --chromium PATH             browser binary (default /usr/bin/chromium)
  -h, --help                  this help

Exit codes: 0 ok, 1 action failed, 2 bad usage, 3 page could not be loaded, 4 browser could not start.`;
function die(code, message) {
    process.stderr.write(`pagemark: ${message}\n`);
    process.exit(code);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
async function main(argv) {
    let parsed;
    try {
        parsed = parseArgs({
            args: argv,
            allowPositionals: true,
            options: {
                format: { type: 'string', default: 'text' },
                out: { type: 'string' },
                screenshot: { type: 'string' },
                'viewport-expansion': { type: 'string', default: '-1' },
                include: { type: 'string', default: 'interactive' },
                do: { type: 'string', multiple: true },
                width: { type: 'string', default: '1280' },
                height: { type: 'string', default: '800' },
                chromium: { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
        });
    }
    catch (e) {
        die(2, `${e.message}\n\n${HELP}`);
    }
    const { values, positionals } = parsed;
    if (values.help || positionals.length === 0) {
        console.log(HELP);
        return positionals.length === 0 && !values.help ? 2 : 0;
    }
    const cmd = positionals[0];
    const format = values.format;
    if (!['text', 'html', 'json'].includes(format))
        die(2, `--format must be text, html or json (got "${format}")`);
    const expansion = Number(values['viewport-expansion']);
    if (!Number.isFinite(expansion) || (expansion < 0 && expansion !== -1))
        die(2, '--viewport-expansion must be -1 or >= 0');
    const include = values.include;
    if (!['interactive', 'interactive+content', 'all'].includes(include))
        die(2, '--include must be interactive, interactive+content or all');
    const width = Number(values.width);
    const height = Number(values.height);
    const run = {
        target: '',
        format: format,
        out: values.out,
        screenshot: values.screenshot,
        snapshotOptions: { viewportExpansion: expansion, include: include },
        actions: values.do ?? [],
        viewport: { width, height },
        chromium: values.chromium ?? process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
        bundle: path.join(repo, 'dist', 'pagemark.iife.js'),
        log: (m) => process.stderr.write(`${m}\n`),
        print: (m) => process.stdout.write(m.endsWith('\n') ? m : `${m}\n`),
    };
    if (cmd === 'demo') {
        run.target = path.join(repo, 'examples', 'demo', 'index.html');
        run.out = values.out ?? path.join(process.cwd(), 'out', 'demo');
        run.screenshot = run.screenshot ?? path.join(run.out, 'screenshot.png');
        run.actions = values.do ?? ['fill #q "trail backpack"', 'click #search-btn'];
        run.demo = true;
    }
    else if (cmd === 'snapshot') {
        const target = positionals[1];
        if (!target)
            die(2, 'snapshot needs a URL or a file');
        if (!/^https?:\/\//i.test(target) && !/^file:/i.test(target) && !fs.existsSync(target)) {
            die(3, `no such file: ${target}`);
        }
        run.target = target;
    }
    else {
        die(2, `unknown command "${cmd}"\n\n${HELP}`);
    }
    return snapshotPage(run);
}
main(process.argv.slice(2)).then((code) => process.exit(code), (e) => die(3, e.message));
