/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { c as reTest, R as charCodeAt, G as numToString, f as strReplace, i as strSlice, n as strIndexOf, x as strSplit, p as push, h as join } from './cli-bundleFile.mjs';

/**
 * Exact escaping for the three selector languages a locator is written in. Our own implementations:
 * the page may replace CSS.escape, and XPath has no escape mechanism at all.
 */
/** CSSOM §2.1 "serialize an identifier" (https://drafts.csswg.org/cssom/#serialize-an-identifier). */
function cssEscape(value) {
    // Fast path: a plain identifier needs no escaping (the common case; this runs per element).
    if (reTest(/^[a-zA-Z_][a-zA-Z0-9_-]*$/, value))
        return value;
    let out = '';
    const len = value.length;
    const first = len > 0 ? charCodeAt(value, 0) : 0;
    for (let i = 0; i < len; i++) {
        const c = charCodeAt(value, i);
        if (c === 0) {
            out += '\ufffd';
            continue;
        }
        if ((c >= 0x1 && c <= 0x1f) ||
            c === 0x7f ||
            (i === 0 && c >= 0x30 && c <= 0x39) ||
            (i === 1 && c >= 0x30 && c <= 0x39 && first === 0x2d)) {
            out += '\\' + numToString(c, 16) + ' ';
            continue;
        }
        if (i === 0 && len === 1 && c === 0x2d) {
            out += '\\-';
            continue;
        }
        if (c >= 0x80 ||
            c === 0x2d ||
            c === 0x5f ||
            (c >= 0x30 && c <= 0x39) ||
            (c >= 0x41 && c <= 0x5a) ||
            (c >= 0x61 && c <= 0x7a)) {
            out += value[i];
            continue;
        }
        out += '\\' + value[i];
    }
    return out;
}
/**
 * A selector for the element with this id: `#ident`, or `[id="..."]` when the id ends in white space.
 * Playwright trims the text of a CSS selector before parsing it, so an escaped space at the end
 * (`#trail\\ `, or an id of spaces only) matched nothing there though querySelectorAll finds it;
 * the attribute form keeps the white space inside a string (checked through Playwright by
 * test/browser/locators-playwright.spec.ts on test/fixtures/locators/odd-ids.html).
 */
function cssIdSelector(id) {
    return reTest(/\s$/, id) ? '[id=' + cssString(id) + ']' : '#' + cssEscape(id);
}
/** A CSS string literal in double quotes (attribute selector values). */
function cssString(value) {
    if (!reTest(/["\\\u0000-\u001f\u007f]/, value))
        return '"' + value + '"';
    let out = '"';
    for (let i = 0; i < value.length; i++) {
        const c = charCodeAt(value, i);
        if (c === 0)
            out += '\ufffd';
        else if ((c >= 0x1 && c <= 0x1f) || c === 0x7f)
            out += '\\' + numToString(c, 16) + ' ';
        else if (c === 0x22 || c === 0x5c)
            out += '\\' + value[i];
        else
            out += value[i];
    }
    return out + '"';
}
/** An XPath 1.0 string literal; with both quote kinds, a concat() of pieces. */
function xpathString(value) {
    if (strIndexOf(value, "'") < 0)
        return "'" + value + "'";
    if (strIndexOf(value, '"') < 0)
        return '"' + value + '"';
    const parts = strSplit(value, "'");
    const pieces = [];
    for (let i = 0; i < parts.length; i++) {
        if (i > 0)
            push(pieces, `"'"`);
        if (parts[i] !== '')
            push(pieces, "'" + parts[i] + "'");
    }
    return 'concat(' + join(pieces, ', ') + ')';
}
/** Characters a single-quoted JavaScript literal cannot hold as they are. */
const JS_SPECIAL = /['\\\u0000-\u001f\u007f\u2028\u2029]/;
const JS_SPECIAL_ALL = /['\\\u0000-\u001f\u007f\u2028\u2029]/g;
/** The special characters other than the single quote. */
const JS_SPECIAL_NOT_QUOTE = /[\\\u0000-\u001f\u007f\u2028\u2029]/;
const QUOTE_ALL = /'/g;
function jsEscapeChar(ch) {
    if (ch === "'" || ch === '\\')
        return '\\' + ch;
    if (ch === '\n')
        return '\\n';
    if (ch === '\r')
        return '\\r';
    if (ch === '\t')
        return '\\t';
    return '\\u' + strSlice('000' + numToString(charCodeAt(ch, 0), 16), -4);
}
/**
 * A JavaScript single-quoted string literal (for the Playwright forms users paste). One native replace
 * over the special characters: every id-anchored xpath holds quotes (`//*[@id='main']/a[1]`), and the
 * character-by-character loop this replaced built each such literal from one-character concatenations
 * (about a tenth of a 10k-element snapshot's allocation).
 */
function jsString(value) {
    if (!reTest(JS_SPECIAL, value))
        return "'" + value + "'";
    // Quotes only (an id-anchored xpath): a replacement string, not a call per character.
    if (!reTest(JS_SPECIAL_NOT_QUOTE, value))
        return "'" + strReplace(value, QUOTE_ALL, "\\'") + "'";
    return "'" + strReplace(value, JS_SPECIAL_ALL, jsEscapeChar) + "'";
}
/** The comment a locator's Playwright code starts with inside a frame ('' in the top document). */
function framePrefix(frame) {
    return frame !== '' ? `/* frame ${frame} */ ` : '';
}
/**
 * `page.locator('<head><value>')` after `prefix`, as `${prefix}page.locator(${jsString(head + value)})`
 * writes it (`head` is a constant with no character jsString escapes). Four of these are built per
 * record: this joins the pieces in one expression, where the nested form made two or three more
 * intermediate strings each (a sixth of the locator pass's allocation at 10k elements).
 */
function pwLocator(prefix, head, value) {
    if (reTest(JS_SPECIAL, value))
        return prefix + 'page.locator(' + jsString(head + value) + ')';
    return prefix + "page.locator('" + head + value + "')";
}

export { cssIdSelector as a, cssEscape as b, cssString as c, framePrefix as f, jsString as j, pwLocator as p, xpathString as x };
