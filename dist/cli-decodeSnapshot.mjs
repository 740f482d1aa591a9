/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { B as BROWSER_ENV, d as driverMessage, j as jsonParse, s as strTrim, i as strSlice, e as reExec, o as objectCreate, u as jsonStringify, l as objectKeys, q as isArray, X as WIRE_RECORD_FIELDS, x as strSplit } from './cli-bundleFile.mjs';
import { f as framePrefix, j as jsString, c as cssString } from './cli-escape.mjs';

/**
 * playwright-core's browser types and selectors, loaded with `require`. The package is CommonJS.
 * Node's ES module loader, importing it, runs its CommonJS export lexer (cjs-module-lexer) over every
 * file the package requires, the multi-megabyte core bundle included, to list named exports: a pass
 * that `require` skips, which every start of the MCP server, the session process and the CLI's
 * browser commands paid (docs/testing.md, Timings). The objects are the same: the package's `import`
 * entry (index.mjs) only re-exports index.js, which `require` loads.
 */
const playwright = createRequire(import.meta.url)('playwright-core');
const { chromium, firefox, webkit, devices, selectors } = playwright;

/**
 * Which Chromium a command launches, for the CLI and the MCP server alike. In order:
 *   1. the path the user gave (`--executable-path`, or the older `--chromium`);
 *   2. the environment: `PAGEMARK_BROWSER` (and `CHROMIUM_BIN`, which the CLI read before);
 *   3. a browser that Playwright installed (`npx playwright install chromium`): playwright-core's own
 *      registry answers where its Chromium lives (`chromium.executablePath()`, which honours
 *      PLAYWRIGHT_BROWSERS_PATH), taken when that file exists;
 *   4. a system Chrome or Chromium at the usual places of Debian/Ubuntu, Fedora, snap and macOS.
 * A path the user named and that does not exist is an error, not a reason to fall through: running
 * another browser than the one asked for would hide the mistake.
 */
const SYSTEM = {
    linux: [
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome',
        '/usr/bin/google-chrome-stable',
        '/snap/bin/chromium',
        '/opt/google/chrome/chrome',
    ],
    darwin: [
        '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
        '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ],
    win32: [
        'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
        'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
    ],
};
function playwrightChromium() {
    try {
        return chromium.executablePath() || undefined;
    }
    catch {
        return undefined; // an unknown platform: Playwright has no build for it
    }
}
function findBrowser(o = {}) {
    const env = o.env ?? process.env;
    const exists = o.exists ?? ((f) => fs.existsSync(f));
    const named = [
        [o.explicit, 'the --executable-path given'],
        [env[BROWSER_ENV], `${BROWSER_ENV}`],
        [env['CHROMIUM_BIN'], 'CHROMIUM_BIN'],
    ];
    for (const [file, what] of named) {
        if (!file)
            continue;
        if (exists(file))
            return { ok: true, path: file, source: file === o.explicit ? 'option' : 'env' };
        return { ok: false, message: `no browser at ${file} (${what})`, tried: [file] };
    }
    const tried = [];
    const pw = (o.playwrightPath ?? playwrightChromium)();
    if (pw) {
        tried.push(pw);
        if (exists(pw))
            return { ok: true, path: pw, source: 'playwright' };
    }
    for (const file of SYSTEM[o.platform ?? process.platform] ?? []) {
        tried.push(file);
        if (exists(file))
            return { ok: true, path: file, source: 'system' };
    }
    return {
        ok: false,
        tried,
        message: `no Chrome or Chromium found (looked at ${tried.join(', ')}). Install one: ` +
            '`sudo apt-get install chromium` (Debian; `chromium-browser` on Ubuntu), ' +
            '`npx playwright install chromium`, or Google Chrome; ' +
            `or name a Chromium-based browser with --executable-path PATH or ${BROWSER_ENV}=PATH.`,
    };
}

const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];
async function openBrowser(c) {
    try {
        if (c.connect) {
            return {
                ok: true,
                browser: await chromium.connect(c.connect, { timeout: 30000 }),
                how: `connected to ${c.connect}`,
            };
        }
        if (c.cdp) {
            return {
                ok: true,
                browser: await chromium.connectOverCDP(c.cdp, { timeout: 30000 }),
                how: `attached over CDP to ${c.cdp}`,
            };
        }
        const found = findBrowser({ explicit: c.chromium });
        if (!found.ok)
            return { ok: false, message: found.message };
        const browser = await chromium.launch({
            executablePath: found.path,
            headless: true,
            args: CHROMIUM_ARGS,
            timeout: 30000,
        });
        return { ok: true, browser, how: `launched ${found.path}` };
    }
    catch (e) {
        const what = c.connect
            ? `could not connect to ${c.connect}`
            : c.cdp
                ? `could not attach to ${c.cdp}`
                : 'the browser did not start';
        return { ok: false, message: `${what}: ${driverMessage(e)}` };
    }
}

function derivePlaywright(kind, value, r) {
    const fp = framePrefix(r.frame);
    switch (kind) {
        case 'xpath':
            return `${fp}page.locator(${jsString('xpath=' + value)})`;
        case 'role': {
            let role;
            let name;
            let hidden;
            try {
                const v = jsonParse(value);
                role = typeof v.role === 'string' ? v.role : '';
                name = typeof v.name === 'string' ? v.name : '';
                hidden = v.includeHidden === true;
            }
            catch {
                return '';
            }
            return roleCode(r, role, name, hidden);
        }
        case 'text':
            return `${fp}page.getByText(${jsString(value)}, { exact: true })`;
        case 'label':
            return `${fp}page.getByLabel(${jsString(value)}, { exact: true })`;
        case 'placeholder':
            return `${fp}page.getByPlaceholder(${jsString(value)}, { exact: true })`;
        case 'altText':
            return `${fp}page.getByAltText(${jsString(value)}, { exact: true })`;
        case 'title':
            return `${fp}page.getByTitle(${jsString(value)}, { exact: true })`;
        default:
            return `${fp}page.locator(${jsString(value)})`;
    }
}
/**
 * A role locator's code from its role and name. The decoder calls it directly for a role locator
 * derived from its record (role and name are the record's), where parsing back the JSON value it
 * has just built was a twentieth of decoding a large snapshot.
 */
function roleCode(r, role, name, hidden = false) {
    const exact = name === r.name;
    return `${framePrefix(r.frame)}page.getByRole(${jsString(role)}, { name: ${jsString(name)}${exact ? ', exact: true' : ''}${hidden ? ', includeHidden: true' : ''} })`;
}

const TEXT_MAX = 60;
function locatorText(r) {
    const t = strTrim(r.text !== '' ? r.text : r.name);
    if (!t)
        return '';
    return t.length > TEXT_MAX ? strSlice(t, 0, TEXT_MAX) : t;
}

/**
 * The css path that src/dom/locators/paths.ts builds for the same element as a plain positional xpath:
 * both number an element among its same-tag siblings, so one is the other respelt. Handles what most
 * records carry (lower-case HTML tags, an optional anchor id of identifier characters); returns ''
 * for anything else (namespaced steps, ids that need escaping). The wire encoder sends a css locator
 * as "derived" only when this gives back its exact value, so a path it cannot respell just travels
 * in full.
 *
 *   /html[1]/body[1]/div[2]          ->  :root > body:nth-of-type(1) > div:nth-of-type(2)
 *   //*[@id='main']/ul[1]/li[3]      ->  #main > ul:nth-of-type(1) > li:nth-of-type(3)
 */
const ANCHOR = /^\/\/\*\[@id='([a-zA-Z_][a-zA-Z0-9_-]*)'\]/;
// The document element: css calls it `:root` (paths.ts), whatever its tag.
const TOP = /^\/[a-z][a-z0-9]*\[1\]/;
const STEP = /\/([a-z][a-z0-9]*)\[(\d+)\]/y;
function cssFromXpath(xp) {
    let out;
    let at;
    const a = reExec(ANCHOR, xp);
    if (a) {
        out = '#' + a[1];
        at = a[0].length;
    }
    else {
        const t = reExec(TOP, xp);
        if (!t)
            return '';
        out = ':root';
        at = t[0].length;
    }
    while (at < xp.length) {
        STEP.lastIndex = at;
        const m = reExec(STEP, xp);
        if (!m)
            return '';
        // Inline SVG is named by local-name() (paths.ts): a plain `svg` step is a scripted HTML element
        // of that name, left to travel in full.
        if (m[1] === 'svg')
            return '';
        out += ' > ' + m[1] + ':nth-of-type(' + m[2] + ')';
        at = STEP.lastIndex;
    }
    return out;
}

const LOCATOR_KINDS = [
    'elementId',
    'testId',
    'id',
    'role',
    'xpath',
    'css',
    'text',
];
const WIRE_VERSION = 3;
function wireState(options) {
    const o = options && typeof options === 'object' ? options : {};
    return {
        strings: [],
        ids: objectCreate(null),
        last: objectCreate(null),
        lastIndex: 0,
        lastNode: 0,
        idPrefix: typeof o['idPrefix'] === 'string' ? o['idPrefix'] + '-' : null,
        mark: typeof o['markAttribute'] === 'string' ? o['markAttribute'] : null,
        fresh: false,
    };
}
/** The value a locator of this kind has when it is derived from its record; '' when none is. */
function derivedValue(kind, r, xpath, w) {
    switch (kind) {
        case 'elementId':
            return w.mark === null ? '' : `[${w.mark}=${cssString(r.elementId)}]`;
        case 'role':
            return jsonStringify({ role: r.role, name: r.name });
        case 'text':
            return locatorText(r);
        case 'css':
            return xpath === '' ? '' : cssFromXpath(xpath);
        default:
            return '';
    }
}

function str(v, w) {
    return typeof v === 'number' ? w.strings[v] : v[0];
}
function bool(v) {
    return v === 1
        ? true
        : v === 0
            ? false
            : v === null
                ? null
                : v[0];
}
function box(v) {
    if (v === null)
        return null;
    if (isArray(v))
        return { x: v[0], y: v[1], width: v[2], height: v[3] };
    return v.o;
}
function decodeLocators(locs, r, w) {
    const list = [];
    let xpath = '';
    for (let i = 0; i < locs.length; i++) {
        const l = locs[i];
        const kind = (typeof l[0] === 'number' ? LOCATOR_KINDS[l[0]] : l[0]);
        const coded = l[1];
        // Derived from the record, front-coded against the previous path of its kind, or as it is.
        const value = coded === 0
            ? derivedValue(kind, r, xpath, w)
            : isArray(coded)
                ? strSlice(w.last[kind] ?? '', 0, coded[0]) + coded[1]
                : coded;
        if (kind === 'xpath' || kind === 'css')
            w.last[kind] = value;
        if (kind === 'xpath')
            xpath = value;
        list[list.length] = {
            kind,
            value,
            playwright: l.length > 3
                ? l[3]
                : coded === 0 && kind === 'role'
                    ? roleCode(r, r.role, r.name)
                    : derivePlaywright(kind, value, r),
            unique: l[2] === 1,
        };
    }
    return list;
}
function decodeRecord(v, w) {
    if (!isArray(v))
        return v;
    const frame = str(v[20], w);
    const index = w.lastIndex + v[0];
    w.lastIndex = index;
    const node = w.lastNode + v[25];
    w.lastNode = node;
    const name = v[5];
    // Keys in the order of WIRE_RECORD_FIELDS (the snapshot's own order).
    const r = {
        index,
        bid: v[1] === 0 ? frame + index : v[1],
        elementId: v[2] === 0 ? w.idPrefix + index : v[2],
        tag: str(v[3], w),
        role: str(v[4], w),
        name,
        text: v[6] === 0 ? name : v[6],
        attributes: v[7],
        states: v[8],
        locators: [],
        bbox: box(v[10]),
        visibility: v[11],
        isVisible: bool(v[12]),
        inViewport: bool(v[13]),
        isInteractive: bool(v[14]),
        kind: str(v[15], w),
        isTopElement: bool(v[16]),
        obscuredBy: v[17],
        clickable: bool(v[18]),
        setOfMarks: bool(v[19]),
        frame,
        parent: v[21],
        depth: v[22],
        reason: str(v[23], w),
        isNew: bool(v[24]),
        node,
    };
    r.locators = decodeLocators(v[9], r, w);
    const extra = v[WIRE_RECORD_FIELDS.length];
    if (extra) {
        const out = r;
        const keys = objectKeys(extra);
        for (let i = 0; i < keys.length; i++)
            out[keys[i]] = extra[keys[i]];
    }
    return r;
}
function decodeTree(rows, shapes, w) {
    const keysOf = [];
    for (let i = 0; i < shapes.length; i++)
        keysOf[i] = strSplit(shapes[i], ',');
    const out = [];
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        const keys = keysOf[row[0]];
        const n = {};
        for (let k = 0; k < keys.length; k++) {
            const key = keys[k];
            const v = row[k + 1];
            n[key] = key === 'tag' ? str(v, w) : key === 'parent' ? (typeof v === 'number' ? i - v : v[0]) : v;
        }
        out[i] = n;
    }
    return out;
}
function decodeSnapshot(wire) {
    const data = jsonParse(wire);
    if (!data || typeof data !== 'object' || data.pmWire === undefined)
        return data;
    if (data.pmWire !== WIRE_VERSION) {
        throw new TypeError(`decodeSnapshot: unknown wire version ${String(data.pmWire)}`);
    }
    const shell = data.snapshot;
    const w = wireState(shell['options']);
    w.strings = data.strings ?? [];
    const els = [];
    const src = data.elements ?? [];
    for (let i = 0; i < src.length; i++)
        els[i] = decodeRecord(src[i], w);
    const out = {};
    const keys = objectKeys(shell);
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (k === 'elements')
            out[k] = els;
        else if (k === 'tree' && data.nodes) {
            out[k] = { ...shell[k], nodes: decodeTree(data.nodes, data.shapes ?? [], w) };
        }
        else
            out[k] = shell[k];
    }
    return out;
}

export { CHROMIUM_ARGS as C, devices as a, findBrowser as b, chromium as c, decodeSnapshot as d, firefox as f, openBrowser as o, selectors as s, webkit as w };
