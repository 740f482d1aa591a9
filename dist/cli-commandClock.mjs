/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import path from 'node:path';
import { c as chromium, f as firefox, w as webkit, a as devices, C as CHROMIUM_ARGS, b as findBrowser, s as selectors } from './cli-decodeSnapshot.mjs';
import fs from 'node:fs';
import { h as hasOriginLists, d as checkUrl, e as requestAllowed, M as MCP_FLAG_NAMES, o as openSession, g as resolveOutputPath, w as writeOutputFile, i as realPath, j as resolveReadPath, f as fencePageText, k as dialogLine, l as fileChooserLine, m as downloadLine, s as stepTimingsOf } from './cli-fence.mjs';
import { H as clip, I as pmError, a as driverError, p as push, S as SafeSet, r as render, J as escapeText, K as truncate, L as isSeen, M as elementLine, d as driverMessage } from './cli-bundleFile.mjs';
import { z } from 'zod/v4';
import { w as withWarnings } from './cli-rect.mjs';
import vm from 'node:vm';

async function guardRequests(context, policy) {
    if (!policy.fileRoots.length && !hasOriginLists(policy))
        return;
    await context.route(() => true, (route) => {
        const url = route.request().url();
        const ok = url.startsWith('file:')
            ? checkUrl(url, { ...policy, allowCode: false }).ok
            : requestAllowed(url, policy);
        return ok ? route.continue() : route.abort('blockedbyclient');
    });
}

/**
 * The browser context the MCP server drives, from its options: attach over CDP, a persistent profile
 * (`--user-data-dir`) or a fresh one, the viewport, storage state, and the request guard (origin
 * lists, file roots: src/node/guard/requestGuard.ts).
 *
 * Chromium is found by the CLI's one discovery module (browser/findBrowser.ts: flag, environment,
 * Playwright's installed browser, the system's); Firefox and WebKit by Playwright's registry.
 */
/** The binary to launch, or an error naming what to install. */
function findExecutable(o) {
    if (o.browser === 'chromium') {
        const f = findBrowser(o.executablePath ? { explicit: o.executablePath } : {});
        return f.ok ? { path: f.path } : { error: f.message };
    }
    if (o.executablePath)
        return fs.existsSync(o.executablePath)
            ? { path: o.executablePath }
            : { error: `no browser at ${o.executablePath} (the --executable-path given)` };
    const engine = o.browser === 'firefox' ? firefox : webkit;
    let own = '';
    try {
        own = engine.executablePath();
    }
    catch {
        /* no build for this platform */
    }
    if (own && fs.existsSync(own))
        return { path: own };
    if (o.browser === 'firefox' && fs.existsSync('/usr/bin/firefox-esr'))
        return { path: '/usr/bin/firefox-esr' };
    return {
        error: `no ${o.browser} found: install it with \`npx playwright install ${o.browser}\`, or pass --executable-path`,
    };
}
/** Playwright's own Firefox build (patched for its Juggler protocol), not a stock Firefox. */
function isPlaywrightFirefox(file) {
    try {
        return fs.realpathSync(file) === fs.realpathSync(firefox.executablePath());
    }
    catch {
        return false;
    }
}
/** The URL policy of the server's flags (guard/urlPolicy.ts): the browser's and every tool's. */
function urlPolicyOf(o) {
    return {
        fileRoots: o.fileRoots,
        allowCode: o.allowEval,
        allowedOrigins: o.allowedOrigins,
        blockedOrigins: o.blockedOrigins,
        names: MCP_FLAG_NAMES,
    };
}
/** The request guard (origin lists, file roots) and --init-script: the user's own scripts in every
 * page before the page's (Playwright MCP's flag). */
async function prepareContext(context, o) {
    for (const path of o.initScripts)
        await context.addInitScript({ path });
    await guardRequests(context, urlPolicyOf(o));
}
async function launchContext(o) {
    const viewport = o.viewport;
    if (o.cdpEndpoint) {
        const browser = await chromium.connectOverCDP(o.cdpEndpoint, { timeout: o.cdpTimeout, headers: o.cdpHeaders });
        const context = browser.contexts()[0] ?? (await browser.newContext({ viewport }));
        await prepareContext(context, o);
        return { context, browser, close: () => browser.close() };
    }
    const engine = o.browser === 'firefox' ? firefox : o.browser === 'webkit' ? webkit : chromium;
    const device = o.device ? devices[o.device] : undefined;
    if (o.device && !device)
        throw new Error(`no device "${o.device}" in Playwright's device list (--device)`);
    const contextOptions = {
        ...(device ?? {}),
        viewport: device ? device.viewport : viewport,
        ...(o.deviceScaleFactor ? { deviceScaleFactor: o.deviceScaleFactor } : {}),
        acceptDownloads: true,
        ...(o.storageState ? { storageState: o.storageState } : {}),
        ...(o.userAgent ? { userAgent: o.userAgent } : {}),
        ...(o.ignoreHttpsErrors ? { ignoreHTTPSErrors: true } : {}),
        ...(o.grantPermissions.length ? { permissions: o.grantPermissions } : {}),
        ...(o.blockServiceWorkers ? { serviceWorkers: 'block' } : {}),
    };
    if (o.connectEndpoint) {
        // A Playwright browser server: a context of our own in it, with the same context options as a
        // launch (device, permissions, ...); closing disconnects, the server stays.
        const browser = await engine.connect(o.connectEndpoint, { timeout: o.cdpTimeout, headers: o.cdpHeaders });
        const context = await browser.newContext(contextOptions);
        await prepareContext(context, o);
        return { context, browser, close: () => browser.close() };
    }
    const found = findExecutable(o);
    if ('error' in found)
        throw new Error(found.error);
    const args = o.browser === 'chromium' ? CHROMIUM_ARGS.filter((a) => a !== '--no-sandbox' || o.noSandbox) : [];
    // Root cannot run Chromium's sandbox: say so by starting without it, as Playwright MCP's docker image does.
    if (o.browser === 'chromium' && process.getuid?.() === 0 && !args.includes('--no-sandbox'))
        args.push('--no-sandbox');
    const launch = {
        executablePath: found.path,
        // A stock Firefox (Debian's firefox-esr, Mozilla's builds) speaks WebDriver BiDi, which Playwright
        // drives through its moz-firefox channel; only Playwright's own Firefox build speaks Juggler.
        ...(o.browser === 'firefox' && !isPlaywrightFirefox(found.path) ? { channel: 'moz-firefox' } : {}),
        headless: o.headless,
        args,
        timeout: o.timeoutNavigation,
        ...(o.proxyServer ? { proxy: { server: o.proxyServer, ...(o.proxyBypass ? { bypass: o.proxyBypass } : {}) } } : {}),
    };
    if (!o.isolated && o.userDataDir) {
        const context = await engine.launchPersistentContext(o.userDataDir, { ...launch, ...contextOptions });
        await prepareContext(context, o);
        return { context, browser: null, close: () => context.close() };
    }
    const browser = await engine.launch(launch);
    const context = await browser.newContext(contextOptions);
    await prepareContext(context, o);
    return { context, browser, close: () => browser.close() };
}

/**
 * The browser behind the server: launched on the first tool call that needs it (as Playwright MCP
 * does), closed by browser_close (the next call launches a new one) and when the client goes away.
 */
class BrowserHost {
    constructor(options, 
    /** Called when a browser starts (the first, or one after the last was closed). */
    onStart = () => { }) {
        this.options = options;
        this.onStart = onStart;
        this.launched = null;
        this.current = null;
        this.starting = null;
    }
    get isOpen() {
        return this.current !== null;
    }
    session() {
        if (this.current)
            return Promise.resolve(this.current);
        this.starting ?? (this.starting = this.start().finally(() => (this.starting = null)));
        return this.starting;
    }
    async start() {
        const o = this.options;
        const launched = await launchContext(o);
        this.onStart();
        this.launched = launched;
        // When the user closes the browser window, the next call starts a fresh one.
        launched.context.on('close', () => {
            if (this.launched === launched) {
                this.launched = null;
                this.current = null;
            }
        });
        launched.context.setDefaultTimeout(o.timeoutAction);
        // Playwright's getByTestId reads this attribute (--test-id-attribute), as Playwright MCP sets it.
        if (o.testIdAttribute !== 'data-testid')
            selectors.setTestIdAttribute(o.testIdAttribute);
        launched.context.setDefaultNavigationTimeout(o.timeoutNavigation);
        // The session's tabs are the context's pages: start with one, as Playwright MCP does.
        if (!launched.context.pages().length)
            await launched.context.newPage();
        // Dialogs stay pending until browser_handle_dialog (Playwright MCP's modal state).
        this.current = await openSession(launched.context, {
            dialogs: 'ask',
            // Listening for a popup or a download after each action: Playwright MCP waits on its own
            // events instead of a fixed window, so keep ours short.
            browserSettleMs: o.timeoutSettle,
            // The output folder itself, where Playwright MCP saves downloads too.
            downloadsDir: path.resolve(o.outputDir),
            // browser-use's host verbs write beside the MCP tools' files; evaluate only with --allow-eval.
            outputDir: path.resolve(o.outputDir),
            allowEval: o.allowEval,
            urls: urlPolicyOf(o),
        });
        return this.current;
    }
    /** The active tab's page, or null before the browser started. */
    page() {
        return this.current?.page() ?? null;
    }
    async close() {
        const l = this.launched;
        this.launched = null;
        this.current = null;
        if (!l)
            return false;
        await l.close().catch(() => { });
        return true;
    }
}

const SNAPSHOT_HINT = 'take a browser_snapshot (or browser_find) and use the number in brackets';
const PLAYWRIGHT_REF = /^(f\d+)?e\d+$/;
const BID = /^(?:[a-z][A-Z]*)+\d+$/;
const err = (code, message, hint) => ({
    ok: false,
    error: pmError(code, message, hint),
});
async function resolveTarget(tab, raw, param) {
    if (raw === undefined || raw.trim() === '')
        return err('INVALID_COMMAND', `${param} is required (the ref in brackets from the snapshot, e.g. "12")`);
    const s = raw.trim();
    const n = /^\[?(\d+)\]?$/.exec(s);
    if (n)
        return lookUp(tab, Number(n[1]), `[${n[1]}]`);
    const b = /^\[?([a-zA-Z\d]+)\]?$/.exec(s);
    if (b && (BID.test(b[1]) || PLAYWRIGHT_REF.test(b[1]))) {
        // A frame bid pagemark issued (`a5`) wins; a Playwright MCP ref is never reread as another
        // element; any other bid-shaped word (`h1`, `p2`) is a selector, as Playwright reads it.
        const found = BID.test(b[1]) ? await lookUp(tab, b[1], `[${b[1]}]`) : null;
        if (found?.ok)
            return found;
        if (PLAYWRIGHT_REF.test(b[1]))
            return err('NOT_FOUND', `"${clip(s)}" is a Playwright MCP snapshot ref; pagemark's refs are the numbers in brackets of its snapshot ([12] is "12")`, SNAPSHOT_HINT);
    }
    return bySelector(tab, s);
}
/** A pagemark ref, checked against the page as the model saw it, else a fresh snapshot. */
async function lookUp(tab, ref, label) {
    const match = (e) => e.index === ref || e.bid === ref;
    let rec = [...(tab.seen?.records.values() ?? [])].find(match);
    if (!rec)
        rec = (await tab.snapshot()).elements.find(match);
    if (!rec)
        return err('NOT_FOUND', `no element ${label} in the page`, SNAPSHOT_HINT);
    return { ok: true, ref: rec.elementId, elementId: rec.elementId, index: rec.index, label };
}
async function bySelector(tab, s) {
    const page = tab.page();
    let count;
    const loc = page.locator(s);
    try {
        count = await loc.count();
    }
    catch (e) {
        return err('NOT_FOUND', `"${clip(s)}" is not a ref from the snapshot, nor a selector Playwright can read (${driverError(e).message})`, SNAPSHOT_HINT);
    }
    if (count === 0)
        return err('NOT_FOUND', `no element matches the selector "${clip(s)}"`, SNAPSHOT_HINT);
    if (count > 1)
        return err('NOT_FOUND', `the selector "${clip(s)}" matches ${count} elements; it must match one`, 'use a ref from the snapshot, or a more precise selector');
    const id = await loc.getAttribute('data-element-id', { timeout: tab.ctx.options.timeoutAction }).catch(() => null);
    if (id) {
        const listed = (await tab.snapshot()).elements.find((e) => e.elementId === id);
        if (listed)
            return { ok: true, ref: id, elementId: id, index: listed.index, label: `[${listed.index}]` };
    }
    return { ok: true, locator: loc, label: JSON.stringify(s) };
}

const q$2 = (s) => JSON.stringify(s);
class Tab {
    constructor(ctx, session, id) {
        this.ctx = ctx;
        this.session = session;
        this.id = id;
    }
    /** The Playwright page; a typed error when the tab has closed. */
    page() {
        const p = this.session.page(this.id);
        if (!p)
            throw new Error(`pagemark: tab ${this.id} is not open`);
        return p;
    }
    get seen() {
        return this.ctx.seen.get(this.id);
    }
    set seen(s) {
        if (s)
            this.ctx.seen.set(this.id, s);
        else
            this.ctx.seen.delete(this.id);
    }
    snapshot() {
        return this.session.snapshot();
    }
    /**
     * Why `tool`, which does not answer it, cannot run now: a dialog in this tab, or a file chooser,
     * pending (Playwright MCP's modal state: it stays pending until its tool answers it); null if none.
     * The message is Playwright MCP's sentence (its tab.ts, "does not handle the modal state"); the
     * hint names the tool that answers it (Response.refuse lists what is pending).
     */
    async modalBlock(tool, answers) {
        const state = await this.session.state();
        const refusal = `Tool ${q$2(tool)} does not handle the modal state.`;
        const d = state.dialogs.find((x) => x.tabId === this.id && x.state === 'pending');
        if (d && answers !== 'dialog')
            return pmError('DIALOG_PENDING', refusal, 'answer it with browser_handle_dialog first');
        const f = state.fileChooser;
        if (f && f.state === 'pending' && answers !== 'fileChooser')
            return pmError('INVALID_COMMAND', refusal, 'answer it with browser_file_upload (paths to upload, or none to cancel) before other actions');
        return null;
    }
    /** The element the model names: a ref from the snapshot or a selector (targets.ts). */
    target(raw, param = 'target') {
        return resolveTarget(this, raw, param);
    }
    /** A Playwright locator for a resolved target (screenshots, and elements pagemark does not list). */
    locatorOf(t) {
        if (t.locator)
            return t.locator;
        return this.page().locator(`[data-element-id="${t.elementId}"]`);
    }
    /** The Set-of-Marks screenshot of this tab (--vision, --save-trace). */
    async markedScreenshot() {
        const page = this.page();
        const s = await this.session.snapshot();
        try {
            await page.evaluate((snap) => globalThis.pagemark.highlight(snap), s);
            return await page.screenshot({ type: 'png' });
        }
        finally {
            await page
                .evaluate(() => globalThis.pagemark.clearHighlights())
                .catch(() => { });
        }
    }
}

const CONSOLE_LEVELS = ['error', 'warning', 'info', 'debug'];
/** The level of a console message type (the types of Chrome's console API, as Playwright names them). */
function levelOf(type) {
    switch (type) {
        case 'assert':
        case 'error':
            return 'error';
        case 'warning':
            return 'warning';
        case 'clear':
        case 'debug':
        case 'endGroup':
        case 'profile':
        case 'profileEnd':
        case 'startGroup':
        case 'startGroupCollapsed':
        case 'trace':
            return 'debug';
        default:
            return 'info';
    }
}
/** Whether a message of `type` is shown at `threshold`. */
function shownAt(threshold, type) {
    return CONSOLE_LEVELS.indexOf(levelOf(type)) <= CONSOLE_LEVELS.indexOf(threshold);
}
function messageLine(m) {
    const at = m.location();
    return `[${m.type().toUpperCase()}] ${m.text()} @ ${at.url}:${at.lineNumber}`;
}
function pageErrorLine(e) {
    return e.stack || `${e.name}: ${e.message}`;
}
async function readConsole(page, level = 'info', all = false) {
    const filter = all ? 'all' : 'since-navigation';
    const [messages, pageErrors] = await Promise.all([page.consoleMessages({ filter }), page.pageErrors({ filter })]);
    let errors = pageErrors.length;
    let warnings = 0;
    const lines = [];
    for (const m of messages) {
        if (m.type() === 'error')
            errors++;
        else if (m.type() === 'warning')
            warnings++;
        if (shownAt(level, m.type()))
            lines.push(messageLine(m));
    }
    if (shownAt(level, 'error'))
        for (const e of pageErrors)
            lines.push(pageErrorLine(e));
    return { total: messages.length + pageErrors.length, errors, warnings, lines };
}
/** The text of browser_console_messages (0.0.83's `Total messages:` header and lines). */
function consoleText(r, level) {
    const header = [`Total messages: ${r.total} (Errors: ${r.errors}, Warnings: ${r.warnings})`];
    if (r.lines.length !== r.total)
        header.push(`Returning ${r.lines.length} messages for level "${level}"`);
    return [...header, '', ...r.lines].join('\n');
}

/**
 * The console log file of each page, as @playwright/mcp 0.0.83 keeps it (playwright-core
 * `tools/backend/tab.ts`): every console message at --console-level or more severe, and every
 * uncaught page error, appended as it happens to `console-<time>.log` in the output folder, one
 * file per document (a navigation starts the next file). An answer names the lines added since the
 * last answer (`New console entries: output/console-....log#L1-L3`), so the model reads the console
 * when it wants to instead of having it inlined in every answer.
 */
class ConsoleLogs {
    constructor(level, 
    /** A fresh file in the output folder for `name`, through the output-path guard; null if refused. */
    newFile) {
        this.level = level;
        this.newFile = newFile;
        this.logs = new WeakMap();
        this.contexts = new WeakSet();
    }
    /** Keep the log of `page`, and of every page its context opens from now on. */
    watch(page) {
        const ctx = page.context();
        if (!this.contexts.has(ctx)) {
            this.contexts.add(ctx);
            ctx.on('page', (p) => this.watch(p));
        }
        if (this.logs.has(page))
            return;
        const log = { file: null, lines: 0, reported: 0 };
        this.logs.set(page, log);
        page.on('request', (r) => {
            // A new document in the tab: its messages go to a new file.
            if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
                log.file = null;
                log.lines = 0;
                log.reported = 0;
            }
        });
        page.on('console', (m) => {
            if (shownAt(this.level(), m.type()))
                this.append(log, messageLine(m));
        });
        page.on('pageerror', (e) => this.append(log, pageErrorLine(e)));
    }
    append(log, line) {
        if (!log.file) {
            const stamp = new Date().toISOString().replace(/[:.]/g, '-');
            log.file = this.newFile(`console-${stamp}.log`);
            if (!log.file)
                return;
        }
        try {
            fs.appendFileSync(log.file, line + '\n');
            log.lines += line.split('\n').length;
        }
        catch {
            log.file = null;
        }
    }
    /**
     * The line an answer carries for the entries added to `page`'s log since the last answer
     * (`New console entries: <file>#L<from>-L<to>`, the file relative to the working directory when
     * inside it), or '' when none was added.
     */
    report(page) {
        const log = this.logs.get(page);
        if (!log?.file || log.lines <= log.reported)
            return '';
        const from = log.reported + 1;
        const to = log.lines;
        log.reported = to;
        const rel = path.relative(process.cwd(), log.file);
        const shown = rel.startsWith('..') || path.isAbsolute(rel) ? log.file : rel;
        return `New console entries: ${shown}#L${from}${to > from ? `-L${to}` : ''}`;
    }
}

/**
 * What every tool runs with: the browser session (opened on first use by the door's SessionSource),
 * the options, what the model last saw of each tab, the run's fence nonce, the recorder, and the one
 * place where a file is written (`outputFile`) and a URL is checked (`checkUrl`).
 */
class Context {
    constructor(options, source, nonce, recorder = null) {
        this.options = options;
        this.source = source;
        this.nonce = nonce;
        this.recorder = recorder;
        /** What the model last saw of each tab, by tab id. */
        this.seen = new Map();
        /** Set when a browser started after another one went away: the next answer says tabs were lost. */
        this.lostTabs = null;
        /** The client's MCP roots as folders (roots/list), which uploads may read when --allowed-roots is not given. */
        this.clientRoots = [];
        /** Calls run one at a time (a browser has one mouse): each waits for the one before. */
        this.queue = Promise.resolve();
        /** The door's clock when it times the calls (commandClock.ts): the answer's render is added to it. */
        this.clock = null;
        this.tabsKnown = [];
        /**
         * By tab id, the elements the model acted on in calls whose answers did not show that tab (a
         * popup took over, a dialog blocked it): the focus they took is the model's own doing, not news
         * when the tab is shown again (pageView.ts changesText). Cleared when the tab is shown.
         */
        this.actedUnseen = new Map();
        /** The tab list (effects.ts tabsText) the model last saw: an answer repeats it only when it changed. */
        this.tabsShown = null;
        /** Each page's console log file (consoleLog.ts), named in the answers. */
        this.consoleLogs = new ConsoleLogs(() => this.options.consoleLevel, (name) => {
            const f = this.outputFile(name, name);
            if ('error' in f)
                return null;
            let file = f.file;
            for (let i = 1; fs.existsSync(file); i++)
                file = f.file.replace(/\.log$/, `-${i}.log`);
            return file;
        });
    }
    /** Called by the source when a browser starts: a new browser's tabs reuse the ids t1, t2, ... */
    browserStarted() {
        if (this.tabsKnown.length)
            this.lostTabs = this.tabsKnown;
        this.tabsKnown = [];
        this.tabsShown = null;
        this.seen.clear();
        this.actedUnseen.clear();
    }
    /** Called when the browser is closed on purpose (browser_close): no notice on the next start. */
    browserClosed() {
        this.tabsKnown = [];
        this.tabsShown = null;
        this.seen.clear();
        this.actedUnseen.clear();
    }
    session() {
        return this.source.session();
    }
    async activeTab() {
        const session = await this.session();
        const tabs = await session.tabs();
        this.tabsKnown = tabs.map((t) => t.id);
        for (const t of tabs) {
            const p = session.page(t.id);
            if (p)
                this.consoleLogs.watch(p);
        }
        return new Tab(this, session, session.activeTabId());
    }
    /**
     * A file in the output folder for `name` (relative to it; `fallback` when none is given), checked
     * by the output-path guard (src/node/guard/outputPath.ts): a typed error for an empty name, a
     * folder, or a path that leads out of the output folder (`..`, elsewhere, a link).
     */
    outputFile(name, fallback) {
        fs.mkdirSync(this.options.outputDir, { recursive: true });
        const v = resolveOutputPath(this.options.outputDir, name ?? fallback);
        return v.ok ? { file: v.path } : { error: pmError(v.code, v.message, v.hint) };
    }
    /** Write `data` to a file outputFile() resolved, through the guard (never through a final link). */
    writeOutput(file, data) {
        const v = writeOutputFile(this.options.outputDir, path.relative(realPath(this.options.outputDir), file), data);
        return v.ok ? null : pmError(v.code, v.message, v.hint);
    }
    /** A URL the model asked to open, or a typed error (the URL guard: schemes, file roots, origins). */
    checkUrl(url) {
        const o = this.options;
        const v = checkUrl(url, {
            fileRoots: o.fileRoots,
            allowCode: o.allowEval,
            allowedOrigins: o.allowedOrigins,
            blockedOrigins: o.blockedOrigins,
            names: MCP_FLAG_NAMES,
        });
        if (v.ok && /^https?:/i.test(url) && !new URL(url).hostname)
            return pmError('INVALID_COMMAND', `"${url}" is not a valid URL`, 'give a full URL, e.g. https://example.com/');
        return v.ok ? null : pmError(v.code, v.message, v.hint);
    }
    /** The folders uploads may read: --allowed-roots, else the client's MCP roots, else the working directory; and the output folder. */
    readRoots() {
        const given = this.options.allowedRoots.length ? this.options.allowedRoots : this.clientRoots;
        return [...(given.length ? given : [process.cwd()]), this.options.outputDir];
    }
    /**
     * Files a tool reads (`what`: uploads, dropped files), each inside readRoots once symbolic links
     * are followed (the read-path guard): their real paths, or the typed error of the first outside.
     */
    readPaths(paths, what) {
        const out = [];
        for (const f of paths) {
            const v = resolveReadPath(this.readRoots(), f, what, "--allowed-roots (or the client's MCP roots)");
            if (!v.ok)
                return pmError(v.code, v.message, v.hint);
            out.push(v.path);
        }
        return { paths: out };
    }
}

/**
 * The position of the tree node reached from node `from` by `path`, counting only the children the
 * tree holds; -1 when a step finds no such child. A child the walk left out (not rendered) shifts a
 * rank: the caller checks what it finds.
 */
function nodeAlong(nodes, from, path) {
    let at = from;
    for (let k = 0; k < path.length && at >= 0; k++) {
        const tag = path[k][0];
        const rank = path[k][1];
        const end = at + nodes[at].size;
        let seen = 0;
        let found = -1;
        for (let j = at + 1; j < end && found < 0; j += nodes[j].size) {
            if (nodes[j].tag === tag && seen++ === rank)
                found = j;
        }
        at = found;
    }
    return at;
}
/** The tree node of a record, or -1 when the snapshot's tree does not hold it. */
function nodeOf(s, index) {
    const nodes = s.tree.nodes;
    const els = s.elements;
    let r;
    for (let e = 0; e < els.length && !r; e++)
        if (els[e].index === index)
            r = els[e];
    if (r && r.node >= 0 && r.node < nodes.length && nodes[r.node].index === index)
        return r.node;
    for (let i = 0; i < nodes.length; i++)
        if (nodes[i].index === index)
            return i;
    return -1;
}
/**
 * The snapshot of tree node `at`'s subtree: its nodes (the root's parent -1, the others' shifted),
 * the records in it that `keep` accepts, their `node` shifted. Null when `at` is not a node.
 */
function sliceTree(s, at, keep = () => true) {
    const all = s.tree.nodes;
    if (at < 0 || at >= all.length)
        return null;
    const size = all[at].size;
    const nodes = [];
    const inside = new SafeSet();
    for (let i = at; i < at + size; i++) {
        const n = all[i];
        push(nodes, { ...n, parent: i === at ? -1 : n.parent - at });
        if (n.index !== undefined)
            inside.add(n.index);
    }
    const elements = [];
    for (let e = 0; e < s.elements.length; e++) {
        const r = s.elements[e];
        if (inside.has(r.index) && keep(r.index))
            push(elements, { ...r, node: r.node >= at && r.node < at + size ? r.node - at : -1 });
    }
    return { ...s, elements, tree: { nodes } };
}
/**
 * The snapshot of an element pagemark does not list (a list, a paragraph): the tree node reached by
 * `path` from the listed ancestor whose element id is `anchor` (null: the tree's root, the page's
 * body), when its subtree holds every listed element the page found inside the element (`ids`);
 * else those elements' lines alone.
 */
function unlistedSlice(s, ids, anchor, path) {
    const els = s.elements;
    const listed = [];
    let from = anchor === null && s.tree.nodes.length > 0 ? 0 : -1;
    for (let e = 0; e < els.length; e++) {
        const r = els[e];
        if (ids.has(r.elementId))
            push(listed, r);
        if (anchor !== null && r.elementId === anchor)
            from = nodeOf(s, r.index);
    }
    const at = from < 0 ? -1 : nodeAlong(s.tree.nodes, from, path);
    const sliced = at < 0 ? null : sliceTree(s, at);
    let found = 0;
    if (sliced)
        for (let e = 0; e < sliced.elements.length; e++)
            if (ids.has(sliced.elements[e].elementId))
                found++;
    return sliced && found === ids.size ? sliced : { ...s, elements: listed, tree: { nodes: [] } };
}

/**
 * The page header: the URL, the title when there is one (Playwright MCP leaves an empty one out
 * too), the HTTP status when it is not 2xx (Playwright MCP's page-header line).
 */
const pageHeader = (s, status) => `URL: ${s.url}${s.title ? `\nTitle: ${s.title}` : ''}${status ? `\nHTTP status: ${status}` : ''}`;
/** pagemark's warnings about the page (hidden text that talks to the model), after the fence. */
const warningsOf = (s) => (withWarnings(s).warnings ?? []).map((w) => w.message);
const lineOfRecord = (r) => `[${r.index}]${elementLine(r, { })}`;
/** An element line cut into its head (`[12]<input`), its attributes by name and its content. */
function lineParts(line) {
    const m = /^(\[[^\]]*\]<[\w-]+)([^>]*)>(.*)$/.exec(line);
    if (!m)
        return null;
    const attrs = new Map();
    // Values are bare or quoted with no `"` inside (escapeAttr), and no `>` (an entity).
    for (const a of m[2].matchAll(/ ([A-Za-z][\w-]*)(=(?:"[^"]*"|[^\s"]*))?/g))
        attrs.set(a[1], a[0]);
    return { head: m[1], attrs, content: m[3] };
}
/**
 * The line of an element the model has seen, with only what changed: its ref and tag, the
 * attributes that are new or have a new value (a value, `checked`, `focused`), and its content (a
 * button's name, a link's text); the attributes the model already read on its line (a label, a type)
 * are not restated, but a select's options stay with its new value. When an attribute went away (a
 * box unchecked, `disabled` lifted) the whole line is given instead, since only the whole line says
 * what it lost; the focus leaving is not news (the element that took it says where it is).
 */
function changedLine(old, now) {
    const full = lineOfRecord(now);
    const a = lineParts(lineOfRecord(old));
    const b = lineParts(full);
    if (!a || !b || a.head !== b.head)
        return full;
    for (const k of a.attrs.keys())
        if (k !== 'focused' && !b.attrs.has(k))
            return full;
    // A new value is read against the options it was chosen from (Playwright MCP's snapshot lists a
    // select's options with the selected one): they stay with it.
    const valueChanged = a.attrs.get('value') !== b.attrs.get('value');
    let attrs = '';
    for (const [k, raw] of b.attrs)
        if (a.attrs.get(k) !== raw || (k === 'options' && valueChanged))
            attrs += raw;
    return `${b.head}${attrs}>${b.content}`;
}
/** The page text between elements (the renderer's lines that are not pagemark's own `[...]` lines). */
function textLines(s) {
    return render(s, 'text', { content: 'all', markNew: false })
        .split('\n')
        .filter((l) => l !== '' && !l.startsWith('['));
}
function seenOf(s, text = textLines(s)) {
    const calm = new Map();
    const records = new Map();
    for (const r of s.elements) {
        if (!isSeen(r))
            continue;
        records.set(r.index, r);
        calm.set(r.index, lineOfRecord(r.states.focused ? { ...r, states: { ...r.states, focused: false } } : r));
    }
    const counts = new Map();
    for (const l of text)
        counts.set(l, (counts.get(l) ?? 0) + 1);
    return { url: s.url, calm, records, text: counts };
}
/**
 * The whole page under the budget, fenced, after the URL and title; `cut` says whether the budget
 * left lines out (the answer then says how to reach them).
 */
function pageText(s, v, maxTokens = v.maxTokens) {
    const o = { markNew: false, ...(v.boxes ? { boxes: true } : {}) };
    const body = render(s, 'text', maxTokens > 0 ? { ...o, maxTokens } : o);
    const cut = maxTokens > 0 && /^\.\.\. \d+ more elements (above|below|in)/m.test(body);
    return { text: `${pageHeader(s, v.status)}\n${fencePageText(body, v.nonce, warningsOf(s))}`, cut };
}
/** How many listed ancestors a record has (its depth in the listed tree; 0 at the top). */
function depthOf(r, byIndex) {
    let d = 0;
    for (let p = r.parent, guard = 0; p !== null && guard < 10000; guard++) {
        const pr = byIndex.get(p);
        if (!pr)
            break;
        if (isSeen(pr))
            d++;
        p = pr.parent;
    }
    return d;
}
/**
 * The snapshot with only the elements at most `depth` listed levels deep (browser_snapshot's
 * `depth`): the deeper ones' lines go, their text stays as page text.
 */
function limitDepth(s, depth) {
    const byIndex = new Map(s.elements.map((r) => [r.index, r]));
    return { ...s, elements: s.elements.filter((r) => depthOf(r, byIndex) <= depth) };
}
/**
 * The snapshot of one listed element and what is inside it (browser_snapshot's `target`): the
 * records under it, by their parent chain; `depth` levels below it at most.
 */
function subtree(s, index, depth = Infinity) {
    const byIndex = new Map(s.elements.map((r) => [r.index, r]));
    const levelsBelow = (r) => {
        let d = 0;
        for (let x = r, guard = 0; x && guard < 10000; guard++) {
            if (x.index === index)
                return d;
            if (isSeen(x))
                d++;
            x = x.parent !== null ? byIndex.get(x.parent) : undefined;
        }
        return -1;
    };
    const keep = (r) => {
        const d = levelsBelow(r);
        return d >= 0 && d <= depth;
    };
    // The element's tree, so the page text inside it reads between its lines; without a tree, only
    // the lines.
    const sliced = sliceTree(s, nodeOf(s, index), (i) => keep(byIndex.get(i)));
    return sliced ?? { ...s, elements: s.elements.filter(keep), tree: { nodes: [] } };
}
/**
 * What changed since `prev`: elements added; elements whose line changed (a field's value, a box's
 * check, a name, ...); an element that took the focus, the acted one too (its line with its
 * `focused` marker, as Playwright MCP's snapshot marks it `[active]`); new text inside a named
 * element; new page text; then the refs that went away. '' when nothing changed. Left out: an
 * element that only lost the focus (the element that took it says where it is), and the focus of
 * an element in `focusKnown` (one the model acted on in an earlier call whose answer did not show
 * this tab: a link that opened a tab, a button that opened a dialog; its own action put it there).
 * The focus an element in `acted` (acted on in this call) took is shown only when nothing else
 * changed: beside other changes it is what the action itself implies (the model clicked it), and
 * alone it says the action landed (Playwright MCP's `[active]` on the clicked button).
 */
function changesText(prev, s, v, text = textLines(s), focusKnown = new Set(), acted = new Set()) {
    const now = seenOf(s, text);
    const show = [];
    const actedFocus = [];
    for (const [i, r] of now.records) {
        const old = prev.records.get(i);
        if (!old)
            show.push(lineOfRecord(r));
        else if (now.calm.get(i) !== prev.calm.get(i))
            show.push(changedLine(old, r));
        else if (r.text !== old.text && r.text !== '' && r.text !== r.name) {
            // A named element's text is not on its line (the name is): new text inside it (a drop
            // zone's "dropped", a cart button's count) follows the line.
            show.push(lineOfRecord(r), escapeText(truncate(r.text, 100)));
        }
        else if (r.states.focused && !old.states.focused && !focusKnown.has(i))
            (acted.has(i) ? actedFocus : show).push(changedLine(old, r));
    }
    const textLeft = new Map(prev.text);
    for (const l of text) {
        const n = textLeft.get(l) ?? 0;
        if (n > 0)
            textLeft.set(l, n - 1);
        else
            show.push(l);
    }
    const gone = [...prev.calm.keys()].filter((i) => !now.calm.has(i));
    if (!show.length && !gone.length)
        show.push(...actedFocus);
    const parts = [];
    if (show.length)
        parts.push(fencePageText(show.join('\n'), v.nonce, warningsOf(s)));
    if (gone.length)
        parts.push(`(gone: ${gone.map((i) => `[${i}]`).join(' ')})`);
    return { diff: parts.join('\n'), now };
}
/** `find`: the lines of the page that match, each page-text line under the element line it follows. */
function findText(s, match, v, limit = 40) {
    const lines = render(s, 'text', { content: 'all', markNew: false });
    const out = [];
    let lastEl = '';
    let lastShown = '';
    let count = 0;
    for (const l of lines.split('\n')) {
        const isEl = l.startsWith('[') && !l.startsWith('[!]') && !l.startsWith('[hidden=');
        if (isEl)
            lastEl = l;
        if (!match(l))
            continue;
        count++;
        if (out.length >= limit)
            continue;
        if (!isEl && lastEl && lastEl !== lastShown) {
            out.push(lastEl);
            lastShown = lastEl;
        }
        if (l !== lastShown)
            out.push(l);
        if (isEl)
            lastShown = l;
    }
    if (!count)
        return `${pageHeader(s)}\nNo match.`;
    const more = count > limit ? `\n(${count - limit} more matches not shown)` : '';
    return `${pageHeader(s)}\n${count} match${count === 1 ? '' : 'es'}:\n${fencePageText(out.join('\n'), v.nonce)}${more}`;
}

/**
 * What the browser did, in an answer's words (the session's BrowserEffects, in the session header's
 * words from core/render/renderSession.ts, with the tool that answers what is pending): tabs opened
 * and closed, navigations, dialogs, file choosers, downloads.
 */
const q$1 = (s) => JSON.stringify(s);
/** A dialog, in the words of the tool that answers it (the session header names its own verb). */
function dialogText(d) {
    if (d.state !== 'pending')
        return dialogLine(d);
    const def = d.defaultValue !== undefined ? ` (default ${q$1(d.defaultValue)})` : '';
    return `Dialog pending in ${d.tabId}: ${d.type} ${q$1(d.message)}${def}; answer it with browser_handle_dialog`;
}
function chooserText(f) {
    if (f.state !== 'pending')
        return fileChooserLine(f);
    const at = f.index !== undefined ? ` for [${f.index}]` : '';
    return `File chooser pending in ${f.tabId}${at} (${f.multiple ? 'several files' : 'one file'}): answer it with browser_file_upload (paths, or none to cancel) before other actions`;
}
/**
 * A download in Playwright MCP's event lines (its Response's Events: `- Downloading file x ...` and
 * `- Downloaded file x to "<path from the working directory>"`); a failed one in pagemark's line.
 */
function downloadText(d) {
    if (d.state !== 'saved' || !d.path)
        return downloadLine(d);
    const rel = path.relative(process.cwd(), d.path);
    const shown = path.isAbsolute(rel) || rel.startsWith('..') ? d.path : path.dirname(rel) === '.' ? `./${rel}` : rel;
    return `- Downloading file ${d.suggestedFilename} ...\n- Downloaded file ${d.suggestedFilename} to ${q$1(shown)}`;
}
/**
 * One line per thing the browser did that the rest of the answer does not already say; '' when
 * there is none: a tab's load of the URL it was opened at, the navigation of a tab shown whole, the
 * dialog this call answered (the outcome names it) are left out.
 */
function effectsText(b, activeBefore, view) {
    if (!b)
        return '';
    const lines = [];
    const openedAt = new Map();
    const switched = b.activeTabId !== activeBefore && !view.quietSwitch;
    let told = false;
    for (const t of b.tabsOpened) {
        openedAt.set(t.tabId, t.url);
        // A tab shown whole below has its URL there.
        const at = t.url && t.url !== 'about:blank' && t.tabId !== view.shownWhole ? ` at ${t.url}` : '';
        const now = switched && t.tabId === b.activeTabId ? ', now the active tab' : '';
        if (now)
            told = true;
        lines.push(`Tab ${t.tabId} opened${t.openerTabId ? ` by ${t.openerTabId}` : ''}${at}${now}`);
    }
    for (const t of b.tabsClosed)
        lines.push(`Tab ${t.tabId} closed`);
    const seen = new Set();
    for (const n of b.navigations) {
        if (seen.has(n.tabId) || n.to === 'about:blank')
            continue;
        seen.add(n.tabId);
        const last = b.navigations.filter((x) => x.tabId === n.tabId).pop();
        if (n.tabId === view.shownWhole || openedAt.get(n.tabId) === last.to)
            continue;
        lines.push(`Tab ${n.tabId} navigated to ${last.to}`);
    }
    const dialogs = new Map();
    for (const d of b.dialogs)
        dialogs.set(`${d.tabId}:${d.type}:${d.message}`, d);
    for (const d of dialogs.values())
        if (d.by !== 'agent')
            lines.push(dialogText(d));
    for (const f of b.fileChoosers)
        lines.push(chooserText(f));
    for (const d of b.downloads)
        lines.push(downloadText(d));
    if (switched && !told)
        lines.push(`Active tab is now ${b.activeTabId}`);
    return lines.join('\n');
}
/** Two effects in a row as one (several steps of one tool). */
function mergeEffects(into, b) {
    if (!into)
        return b;
    if (!b)
        return into;
    return {
        tabsOpened: [...into.tabsOpened, ...b.tabsOpened],
        tabsClosed: [...into.tabsClosed, ...b.tabsClosed],
        navigations: [...into.navigations, ...b.navigations],
        dialogs: [...into.dialogs, ...b.dialogs],
        downloads: [...into.downloads, ...b.downloads],
        fileChoosers: [...into.fileChoosers, ...b.fileChoosers],
        activeTabId: b.activeTabId,
    };
}
/**
 * The tab list in Playwright MCP's words (its `renderTabsMarkdown`: `- 0: (current) [Title](url)`):
 * a client or model that reads Playwright MCP's list reads this one; the position is what
 * browser_tabs' `index` takes.
 */
function tabsText(tabs) {
    return tabs.map((t, i) => `- ${i}:${t.active ? ' (current)' : ''} [${t.title}](${t.url})`).join('\n');
}
/** What is pending in the session (and the tool that answers it); '' when nothing is. */
function pendingText(s) {
    const lines = [];
    for (const d of s.dialogs)
        lines.push(dialogText(d));
    if (s.fileChooser)
        lines.push(chooserText(s.fileChooser));
    return lines.join('\n');
}
/** The session's state in the tools' words: tabs when more than one, what is pending. */
function stateText(s) {
    return [s.tabs.length > 1 ? tabsText(s.tabs) : '', pendingText(s)].filter((x) => x).join('\n');
}

/** The actionability checks that time can change (dom/actions/actionability.ts, resolveTarget.ts). */
const TRANSIENT = new Set([
    'NOT_VISIBLE',
    'DISABLED',
    'NOT_EDITABLE',
    'NOT_STABLE',
    'OBSCURED',
    'OUTSIDE_VIEWPORT',
    // The element left the page and no locator found it again: a framework re-rendering it puts an
    // equal one back, which the next try's re-resolution finds (resolveTarget.ts).
    'STALE_ELEMENT',
]);
/** The pauses between tries, ms (Playwright's retry pauses, the last one repeated). */
const PAUSES = [20, 100, 100, 500];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Whether the failure may pass with time. NOT_EDITABLE covers both a read-only text field (its
 * `readonly` may be lifted) and an element that is no text field at all: the record tells them apart
 * (`states.editable`: a text input, a textarea or a contenteditable, read-only or not).
 */
function mayPass(r, record) {
    if (r.ok || !TRANSIENT.has(r.error.code))
        return false;
    if (r.error.code !== 'NOT_EDITABLE')
        return true;
    const rec = r.target ? record(r.target.index) : undefined;
    return rec?.states.editable === true;
}
/**
 * Run `cmd` through `run` until it succeeds, fails for good, or `timeoutMs` has passed. An action on
 * an element carries the time left as its own timeout, so the page's own wait for a visible,
 * enabled, stable, uncovered element (ensureActionable) ends with the tool's.
 */
async function actWaiting(cmd, run, timeoutMs, record) {
    const deadline = Date.now() + timeoutMs;
    const targeted = cmd.target !== undefined;
    const attempt = () => run(targeted ? { ...cmd, timeout: Math.max(1, deadline - Date.now()) } : cmd);
    const tries = [await attempt()];
    for (let k = 0;; k++) {
        const last = tries[tries.length - 1];
        if (!targeted || !mayPass(last, record))
            return { result: last, tries, timedOut: false };
        const left = deadline - Date.now();
        if (left <= 0)
            return { result: last, tries, timedOut: true };
        await sleep(Math.min(left, PAUSES[Math.min(k, PAUSES.length - 1)]));
        if (Date.now() >= deadline)
            return { result: last, tries, timedOut: true };
        tries.push(await attempt());
    }
}
/** The failure after the timeout, in Playwright's words, with the last reason under its code. */
function timeoutError(r, timeoutMs) {
    const at = r.target ? `[${r.target.index}]` : 'the element';
    return {
        ...r.error,
        message: `Timeout ${timeoutMs}ms exceeded. The last check of ${at}: ${r.error.message}`,
    };
}

/** What an action asked of its target, when its result shows the target holds it now. */
function askedOf(cmd, r) {
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
function doneText(step, r, asked) {
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

function errorText(e) {
    return `error ${e.code}: ${e.message}${e.hint ? `\nhint: ${e.hint}` : ''}`;
}
/** Mask every secret value as `<secret>NAME</secret>` (Playwright MCP's masking). */
function maskSecrets(text, secrets) {
    let out = text;
    for (const [k, v] of Object.entries(secrets))
        if (v)
            out = out.split(v).join(`<secret>${k}</secret>`);
    return out;
}
class Response {
    constructor(ctx, tool, args) {
        this.ctx = ctx;
        this.tool = tool;
        this.args = args;
        this.done = [];
        this.error = null;
        this.sections = [];
        this.images = [];
        this.page = 'none';
        /** The page was asked for by the tool itself (browser_snapshot): --snapshot-mode none does not drop it. */
        this.pageAsked = false;
        this.activeBefore = null;
        /** The elements this call acted on, and the tab they are in. */
        this.actedNow = new Set();
        this.actedTab = null;
        /** The tab whose page (whole or its changes) this answer shows. */
        this.shownTab = null;
        this.navigated = false;
        this.quietSwitch = false;
        this.tab = null;
        this.saveFile = null;
        /** Boxes on element lines for this answer (browser_snapshot's `boxes`). */
        this.boxes = false;
        /**
         * Restate the page header (URL, title) above what changed (browser_handle_dialog): the model saw
         * no page while the dialog was pending, and a dialog can come from a page the tab has left (a
         * beforeunload, a navigation it interrupted); Playwright MCP's answer to handle_dialog has the
         * page's URL and title too.
         */
        this.restateHeader = false;
    }
    /** The tool did `what` (joined with the other steps' words in the outcome line). */
    ok(what) {
        this.done.push(what);
    }
    /** The tool failed: a typed error. Steps done before it are still reported. */
    fail(error) {
        this.error = error;
    }
    /**
     * The tool was refused while a dialog or file chooser is pending in `tab` (tab.modalBlock): the
     * refusal, then what is pending and the tool that answers it, as Playwright MCP lists its modal
     * state beside the refusal.
     */
    async refuse(tab, error) {
        this.fail(error);
        const pending = pendingText(await tab.session.state());
        if (pending)
            this.section('Browser', pending);
    }
    /** A failure that turned out to be the tool's success after all (a navigation to a download). */
    recover(what) {
        this.error = null;
        this.done = [what];
    }
    get failed() {
        return this.error !== null;
    }
    /** A section of pagemark's own words (`### title` then the text). */
    section(title, text) {
        this.sections.push(`### ${title}\n${text}`);
    }
    /** A section of text that came from the page (a script's value, console lines): fenced as data. */
    pageSection(title, text) {
        this.sections.push(`### ${title}\n${fencePageText(text, this.ctx.nonce)}`);
    }
    /** Write the page this answer shows to `file` instead (browser_snapshot's filename). */
    saveTo(file) {
        this.saveFile = file;
    }
    image(data, mimeType) {
        this.images.push({ type: 'image', data: data.toString('base64'), mimeType });
    }
    /** Show the tab's page: 'full', or 'changes' since the model last saw it (the whole page when smaller). */
    showPage(tab, mode, o = {}) {
        if (o.view)
            this.view = o.view;
        this.tab = tab;
        this.activeBefore ?? (this.activeBefore = tab.id);
        if (mode === 'full' || this.page === 'none')
            this.page = mode;
        if (o.maxTokens !== undefined)
            this.maxTokens = o.maxTokens;
        if (o.asked)
            this.pageAsked = true;
    }
    /**
     * Run session actions in a row: they stop at the first failure, their effects and what they
     * touched add up, and the answer shows the page after the last one.
     */
    async act(tab, steps) {
        this.showPage(tab, 'changes');
        const session = tab.session;
        let last = null;
        for (const [k, step] of steps.entries()) {
            // Steps in a row (a form's fields, type then Enter) wait for the page and read it back once,
            // after the last (Playwright MCP's fill_form does not wait between fields either).
            const cmd = k < steps.length - 1 ? { ...step.cmd, snapshot: false, settleMs: 0 } : step.cmd;
            // Tried again while the element is not actionable yet, up to the action timeout (autoWait.ts).
            const timeout = this.ctx.options.timeoutAction;
            const waited = await actWaiting(cmd, (c) => session.act(c, { trusted: !step.untrusted }), timeout, (i) => tab.seen?.records.get(i));
            const r = waited.result;
            this.ctx.recorder?.step(step.cmd, r);
            last = r;
            for (const t of waited.tries)
                this.effects = mergeEffects(this.effects, t.browser);
            if (r.effects.navigated)
                this.navigated = true;
            if (step.cmd.action === 'switchTab' || step.cmd.action === 'newTab')
                this.quietSwitch = true;
            if (!r.ok) {
                // A dialog that opened during an earlier step blocks this one: the session's refusal names
                // its own verb; the answer names the tool that answers it (the one wording, tab.ts).
                const modal = r.error.code === 'DIALOG_PENDING' ? await tab.modalBlock(this.tool) : null;
                if (modal)
                    await this.refuse(tab, modal);
                else
                    this.fail(waited.timedOut ? timeoutError(r, timeout) : r.error);
                break;
            }
            this.noteActed(tab, step.cmd, r);
            this.ok(doneText(step, r, askedOf(step.cmd, r)));
        }
        if (last?.ok && session.activeTabId() === tab.id)
            this.snap = last.snapshot;
        return last;
    }
    /**
     * Run something on the page past the session's verbs (an element pagemark does not list, the
     * model's script, a media emulation): its failure becomes `error`; what it set off in the browser
     * is drained by the answer and the page shows what changed.
     */
    async actOn(tab, what, f, code = 'TIMEOUT') {
        this.showPage(tab, 'changes');
        try {
            await f();
            this.ok(what);
            return true;
        }
        catch (e) {
            const err = driverError(e);
            this.fail(err.code === 'INTERNAL' ? { ...err, code } : err);
            return false;
        }
    }
    /** The answer: assembled once, secrets masked, recorded in the trace. */
    async reply() {
        const secrets = this.ctx.options.secrets;
        let page = this.page !== 'none' && this.tab ? await this.pageParts(this.tab) : [];
        if (this.saveFile && !this.error) {
            const bad = this.ctx.writeOutput(this.saveFile, maskSecrets(page.join('\n'), secrets));
            if (bad)
                this.fail(bad);
            else
                this.done = [`snapshot saved to ${this.saveFile}`];
            page = [];
        }
        const parts = [];
        if (this.error) {
            parts.push(errorText(this.error));
            if (this.done.length)
                parts.push(`(done before the failure: ${this.done.join(', ')})`);
        }
        else {
            const done = this.done.filter((d) => d !== '');
            parts.push(done.length ? `ok: ${done.join(', ')}` : 'ok');
        }
        parts.push(...this.sections);
        if (this.ctx.lostTabs) {
            parts.push(`### Browser restarted\nThe browser went away and a new one was started: tabs ${this.ctx.lostTabs.join(', ')} and their pages were lost.`);
            this.ctx.lostTabs = null;
        }
        const logLine = await this.consoleLine();
        if (logLine) {
            const i = page.findIndex((x) => x.startsWith('### Browser\n'));
            if (i >= 0)
                page[i] += `\n${logLine}`;
            else
                parts.push(`### Browser\n${logLine}`);
        }
        parts.push(...page);
        this.noteActedUnseen();
        const text = maskSecrets(parts.filter((p) => p !== '').join('\n'), secrets);
        let content = [{ type: 'text', text }];
        const mode = this.ctx.options.imageResponses;
        if (mode === 'only' && this.images.length)
            content = [...this.images];
        else if (mode !== 'omit')
            content.push(...this.images);
        const reply = this.error ? { content, isError: true } : { content };
        await this.record(text);
        return reply;
    }
    /**
     * The element a step acted on: the result's target, else (an action a dialog interrupted has no
     * result yet) the listed element its command named, as the model last saw the tab.
     */
    noteActed(tab, cmd, r) {
        // A dialog's answer acts on no element: its result's target is the interrupted action's.
        if (cmd.action === 'dialog')
            return;
        let index = r.target?.index;
        if (index === undefined && typeof cmd.target === 'string')
            for (const rec of tab.seen?.records.values() ?? [])
                if (rec.elementId === cmd.target)
                    index = rec.index;
        if (index === undefined)
            return;
        this.actedNow.add(index);
        this.actedTab = tab;
    }
    /** The elements acted on in a tab this answer did not show: their focus is no news later. */
    noteActedUnseen() {
        const t = this.actedTab;
        if (!t || !this.actedNow.size || t.id === this.shownTab)
            return;
        const known = this.ctx.actedUnseen.get(t.id) ?? new Set();
        for (const i of this.actedNow)
            known.add(i);
        this.ctx.actedUnseen.set(t.id, known);
    }
    /** The console log file's new entries in the active tab (consoleLog.ts); '' when none or no browser. */
    async consoleLine() {
        if (!this.ctx.source.isOpen || this.tool === 'browser_close')
            return '';
        try {
            return this.ctx.consoleLogs.report((await this.ctx.activeTab()).page());
        }
        catch {
            return '';
        }
    }
    async record(text) {
        const rec = this.ctx.recorder;
        if (!rec)
            return;
        const args = JSON.parse(maskSecrets(JSON.stringify(this.args), this.ctx.options.secrets));
        const shot = async () => this.ctx.source.isOpen && this.tool !== 'browser_close' ? (await this.ctx.activeTab()).markedScreenshot() : null;
        await rec.call(this.tool, args, text, this.error !== null, shot).catch(() => { });
    }
    /** The browser effects and the page of the active tab. */
    async pageParts(tab) {
        const session = tab.session;
        const out = [];
        this.effects = mergeEffects(this.effects, await session.effects());
        const activeBefore = this.activeBefore ?? tab.id;
        const active = this.effects?.activeTabId ?? session.activeTabId();
        const newDoc = this.navigated ||
            (this.effects?.navigations.some((n) => n.tabId === active && n.to !== 'about:blank') ?? false) ||
            (this.effects?.tabsOpened.some((t) => t.tabId === active) ?? false);
        const full = newDoc || this.page === 'full';
        const fx = effectsText(this.effects, activeBefore, {
            shownWhole: full ? active : null,
            quietSwitch: this.quietSwitch,
        });
        if (fx)
            out.push(`### Browser\n${fx}`);
        // A failed action shows no page, unless it took the model somewhere new.
        if (this.error && !full)
            return out;
        const state = await session.state();
        const pending = state.dialogs.some((d) => d.tabId === state.activeTabId);
        if (pending) {
            if (!fx)
                out.push(`### Browser\n${stateText(state)}`);
            return out;
        }
        // Several tabs whose list changed since the model last saw it (a tab's title or URL, the
        // active one): the list, as Playwright MCP's "Open tabs" (it repeats it on every answer;
        // pagemark only when it changed, and not when the Browser section already says which tab opened
        // or closed: the model's tokens).
        const list = tabsText(state.tabs);
        const told = (this.effects?.tabsOpened.length ?? 0) + (this.effects?.tabsClosed.length ?? 0) > 0;
        if (state.tabs.length > 1 && list !== this.ctx.tabsShown && !this.pageAsked && !told)
            out.push(`### Tabs\n${list}`);
        this.ctx.tabsShown = list;
        const mode = this.ctx.options.snapshotMode;
        if (mode === 'none' && !this.pageAsked)
            return out;
        const activeTab = active === tab.id ? tab : await this.ctx.activeTab();
        let s = active === activeBefore ? this.snap : undefined;
        try {
            s ?? (s = await activeTab.snapshot());
        }
        catch (e) {
            out.push(`### Page\n(no snapshot: ${driverMessage(e)})`);
            return out;
        }
        const t = performance.now();
        out.push(this.pageOf(activeTab, s, newDoc, mode === 'full'));
        this.ctx.clock?.addRender(performance.now() - t);
        return out;
    }
    /** The whole page, or what changed since the tab was last seen when that is smaller; the tab is then seen. */
    pageOf(tab, s, newDoc, wholeAnyway) {
        const v = {
            nonce: this.ctx.nonce,
            maxTokens: this.ctx.options.maxTokens,
            boxes: this.ctx.options.snapshotBoxes || this.boxes,
            ...(this.httpStatus ? { status: this.httpStatus } : {}),
        };
        const prev = tab.seen;
        const text = textLines(s);
        // The tab is shown now: what was acted on unseen in it is answered by this page.
        const earlier = this.ctx.actedUnseen.get(tab.id);
        this.ctx.actedUnseen.delete(tab.id);
        this.shownTab = tab.id;
        const focusKnown = new Set([...(earlier ?? [])].filter((i) => !(tab.id === this.actedTab?.id && this.actedNow.has(i))));
        const whole = (title) => {
            const p = pageText(this.view ? this.view(s) : s, v, this.maxTokens ?? v.maxTokens);
            if (!this.view)
                tab.seen = seenOf(s, text);
            const cut = p.cut
                ? '\n(cut to the token budget: browser_find searches the whole page for text or a regex; browser_snapshot with a larger maxTokens shows more)'
                : '';
            return `${title ? `### ${title}\n` : ''}${p.text}${cut}`;
        };
        // browser_snapshot's page follows its outcome line, or its own title after other sections.
        if (this.pageAsked)
            return whole(this.sections.length ? 'Page' : null);
        if (newDoc || !prev || prev.url !== s.url)
            return whole('Page (new document)');
        if (wholeAnyway || this.page === 'full')
            return whole('Page');
        const acted = tab.id === this.actedTab?.id ? this.actedNow : new Set();
        const { diff, now } = changesText(prev, s, v, text, focusKnown, acted);
        const head = this.restateHeader ? `${pageHeader(s, v.status)}\n` : '';
        if (!diff) {
            tab.seen = now;
            // A tab chosen by browser_tabs whose page is as the model last saw it: the tab list says
            // which tab is current, as Playwright MCP's answer to select does, with no page.
            return this.quietSwitch ? '' : `### Page\n${head}no other change`;
        }
        const w = whole('Page');
        if (head.length + diff.length >= w.length)
            return w;
        return `### Changes\n${head}${diff}`;
    }
}

/**
 * Parameter shapes shared by tools, in zod (the MCP SDK's schema library; tools/list gets them as
 * JSON Schema through z.toJSONSchema). The names and descriptions are Playwright MCP's (its
 * tools/list), with pagemark's ref form in the target's description.
 */
const ELEMENT = 'Human-readable element description used to obtain permission to interact with the element';
const TARGET = 'Exact target element reference from the page snapshot (the number in brackets, e.g. "12" for [12]), or a unique element selector';
/** `element`, `target` and the older name `ref` (Playwright MCP before its rename). */
const targetParams = {
    element: z.string().optional().describe(ELEMENT),
    target: z.string().optional().describe(TARGET),
    ref: z.string().optional().describe('Same as target (the argument name of older Playwright MCP versions)'),
};
/** The target a call names, under either name. */
const targetOf = (p) => p.target ?? p.ref;
const maxTokensParam = z
    .number()
    .optional()
    .describe('Token budget of the page text in this result; elements are kept in priority order and the rest counted');
/** The first problem with a call's arguments, as a sentence (`arguments.x must be a number, not string`). */
function argsProblem(error) {
    const i = error.issues[0];
    if (!i)
        return 'the arguments do not fit the tool';
    let at = 'arguments';
    for (const k of i.path)
        at += typeof k === 'number' ? `[${k}]` : `.${String(k)}`;
    switch (i.code) {
        case 'invalid_type':
            return i.input === undefined
                ? `${at} is required`
                : `${at} must be ${article(i.expected)}, not ${typeName(i.input)}`;
        case 'unrecognized_keys':
            return `${at}.${i.keys.join(', ')} is not an argument of this tool`;
        case 'invalid_value':
            return `${at} must be one of ${i.values.map(String).join(', ')}, not ${JSON.stringify(i.input)}`;
        default:
            return `${at}: ${i.message}`;
    }
}
const article = (t) => (t === 'boolean' ? 'true or false' : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
function typeName(v) {
    if (Array.isArray(v))
        return 'array';
    if (v === null)
        return 'null';
    return typeof v;
}

const defineTool = (t) => t;
/** A tool on the active tab: the one check of pending dialogs and file choosers is here. */
function defineTabTool(t) {
    return {
        name: t.name,
        title: t.title,
        description: t.description,
        schema: t.schema,
        ...(t.readOnly !== undefined ? { readOnly: t.readOnly } : {}),
        ...(t.capability ? { capability: t.capability } : {}),
        async handle(ctx, params, response) {
            const tab = await ctx.activeTab();
            const blocked = await tab.modalBlock(t.name, t.answers);
            if (blocked)
                return response.refuse(tab, blocked);
            return t.handle(tab, params, response);
        },
    };
}

/**
 * browser_navigate and browser_navigate_back, as Playwright MCP does them: the document within
 * --timeout-navigation, then `load` for a few seconds more (playwrightSession.ts), the HTTP status
 * of a page that answered with an error status, and a URL that is a download reported as the
 * download it is (the file is saved), not as a failed navigation.
 */
/** Playwright MCP adds https:// to a URL written without a scheme (`example.com`); so do we. */
function normalizeUrl(u) {
    const s = u.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(s) && !/^localhost:\d/i.test(s))
        return s;
    return /^(localhost|127\.|\[::1\])/i.test(s) ? `http://${s}` : `https://${s}`;
}
/** Go to `url` in the tab through the session, with the status the main document answered. */
async function navigateTab(tab, url, response) {
    const bad = tab.ctx.checkUrl(url);
    if (bad)
        return response.fail(bad);
    const page = tab.page();
    let status = null;
    const onResponse = (r) => {
        if (r.request().isNavigationRequest() && r.frame() === page.mainFrame())
            status = { code: r.status(), text: r.statusText() };
    };
    page.on('response', onResponse);
    let r;
    try {
        r = await response.act(tab, [
            { cmd: { action: 'goto', url, timeout: tab.ctx.options.timeoutNavigation }, what: 'navigated' },
        ]);
    }
    finally {
        page.off('response', onResponse);
    }
    const download = r?.browser?.downloads[0];
    if (r && !r.ok && r.error.code === 'NAVIGATION_FAILED' && download) {
        // The browser aborts the navigation to a download (net::ERR_ABORTED, "Download is starting"):
        // the answer is the download, which the Browser section reports.
        response.recover(`the URL is a download (${download.suggestedFilename})`);
        return;
    }
    const s = status;
    if (r?.ok && s && (s.code < 200 || s.code >= 300))
        response.httpStatus = `${s.code}${s.text ? ` ${s.text}` : ''}`;
}
const navigate = defineTabTool({
    name: 'browser_navigate',
    title: 'Navigate to a URL',
    description: 'Navigate to a URL',
    schema: z.object({ url: z.string().describe('The URL to navigate to') }).strict(),
    async handle(tab, p, response) {
        if (!p.url.trim())
            return response.fail({ code: 'INVALID_COMMAND', message: 'url is empty' });
        await navigateTab(tab, normalizeUrl(p.url), response);
    },
});
const navigateBack = defineTabTool({
    name: 'browser_navigate_back',
    title: 'Go back',
    description: 'Go back to the previous page in the history',
    schema: z.object({}).strict(),
    async handle(tab, _p, response) {
        await response.act(tab, [
            { cmd: { action: 'back', timeout: tab.ctx.options.timeoutNavigation }, what: 'went back' },
        ]);
    },
});
const navigateTools = [navigate, navigateBack];

/**
 * `--codegen typescript|python`: a Playwright script of the session, one line per action, from the
 * acted element's locators that pagemark verified unique in the page (LocatorEntry.unique), the first
 * in pagemark's order (src/dom/locators/locatorList.ts: test id, id, role, label, ...). Its own mark
 * (data-element-id, kind elementId) is never used: a page the script runs on has no pagemark in it.
 * An element inside a frame gets no line (its locators are relative to the frame's document).
 */
/** The first verified unique locator a fresh page has too, in the top document (also screenshot.ts's code line). */
const scriptLocator = (rec) => rec.locators.find((l) => l.unique && l.kind !== 'elementId' && l.playwright.startsWith('page.')) ?? null;
function codegenLine(cmd, rec) {
    const locator = rec ? scriptLocator(rec) : null;
    switch (cmd.action) {
        case 'goto':
            return { locator: null, verb: 'goto', arg: cmd.url ?? '' };
        case 'back':
            return { locator: null, verb: 'back' };
        case 'press':
            return { locator, verb: 'press', arg: cmd.key ?? 'Enter' };
        case 'fill':
        case 'type':
            return locator ? { locator, verb: cmd.action, arg: cmd.text ?? '' } : null;
        case 'select':
            return locator ? { locator, verb: 'select', arg: (cmd.values ?? []).map(String) } : null;
        case 'click':
        case 'dblclick':
        case 'check':
        case 'uncheck':
        case 'hover':
            return locator ? { locator, verb: cmd.action } : null;
        default:
            return null;
    }
}
const q = (s) => JSON.stringify(s);
/** TypeScript: the code pagemark wrote for the locator (LocatorEntry.playwright), as verified. */
const tsLocator = (l) => l.playwright;
const GET_BY = {
    label: 'get_by_label',
    placeholder: 'get_by_placeholder',
    altText: 'get_by_alt_text',
    title: 'get_by_title',
    text: 'get_by_text',
};
/** Python: the same locator in Playwright for Python's words. */
function pyLocator(l) {
    const exact = /exact: true/.test(l.playwright) ? ', exact=True' : '';
    switch (l.kind) {
        case 'role': {
            const v = JSON.parse(l.value);
            const hidden = v.includeHidden ? ', include_hidden=True' : '';
            return v.name
                ? `page.get_by_role(${q(v.role)}, name=${q(v.name)}${exact}${hidden})`
                : `page.get_by_role(${q(v.role)}${hidden})`;
        }
        case 'xpath':
            return `page.locator(${q('xpath=' + l.value)})`;
        default: {
            const m = GET_BY[l.kind];
            return m ? `page.${m}(${q(l.value)}${exact})` : `page.locator(${q(l.value)})`;
        }
    }
}
function tsLine(s) {
    if (s.verb === 'goto')
        return `await page.goto(${q(String(s.arg))});`;
    if (s.verb === 'back')
        return 'await page.goBack();';
    const on = s.locator ? tsLocator(s.locator) : 'page.keyboard';
    switch (s.verb) {
        case 'fill':
            return `await ${on}.fill(${q(String(s.arg))});`;
        case 'type':
            return `await ${on}.pressSequentially(${q(String(s.arg))});`;
        case 'press':
            return `await ${on}.press(${q(String(s.arg))});`;
        case 'select':
            return `await ${on}.selectOption(${JSON.stringify(s.arg)});`;
        default:
            return `await ${on}.${s.verb}();`;
    }
}
function pyLine(s) {
    if (s.verb === 'goto')
        return `page.goto(${q(String(s.arg))})`;
    if (s.verb === 'back')
        return 'page.go_back()';
    const on = s.locator ? pyLocator(s.locator) : 'page.keyboard';
    switch (s.verb) {
        case 'fill':
            return `${on}.fill(${q(String(s.arg))})`;
        case 'type':
            return `${on}.press_sequentially(${q(String(s.arg))})`;
        case 'press':
            return `${on}.press(${q(String(s.arg))})`;
        case 'select':
            return `${on}.select_option(${JSON.stringify(s.arg)})`;
        case 'dblclick':
            return `${on}.dblclick()`;
        default:
            return `${on}.${s.verb}()`;
    }
}
/** The path written, or why not (a symbolic link planted where the script goes). */
function written(w) {
    if (!w.ok)
        throw new Error(w.message);
    return w.path;
}
/** Writes session.spec.ts or session.py in `dir`; secret values become environment look-ups. */
function writeScript(dir, lang, steps, secrets) {
    fs.mkdirSync(dir, { recursive: true });
    const unmask = (line) => {
        let out = line;
        for (const [k, v] of Object.entries(secrets))
            if (v)
                out = out.split(q(v)).join(lang === 'python' ? `os.environ[${q(k)}]` : `process.env[${q(k)}]!`);
        return out;
    };
    if (lang === 'python') {
        const body = steps.map((s) => '    ' + unmask(pyLine(s))).join('\n');
        const text = `# Generated by pagemark mcp --codegen python\nimport os\nfrom playwright.sync_api import Page\n\n\ndef test_session(page: Page) -> None:\n${body}\n`;
        return written(writeOutputFile(dir, 'session.py', text));
    }
    const body = steps.map((s) => '  ' + unmask(tsLine(s))).join('\n');
    const text = `// Generated by pagemark mcp --codegen typescript\nimport { test } from '@playwright/test';\n\ntest('session', async ({ page }) => {\n${body}\n});\n`;
    return written(writeOutputFile(dir, 'session.spec.ts', text));
}

/**
 * browser_take_screenshot, with Playwright MCP's arguments and answer: the file is named as
 * Playwright MCP names it (`page-<ISO time>.png`, `element-...` for an element), and the answer
 * names the file and the Playwright call that takes the same screenshot, one line a model or a
 * script can reuse (the test names and option words a Playwright MCP client reads).
 */
/** Playwright MCP's default name: `<prefix>-<ISO time with : and . as ->.<ext>` (its Context.outputFile). */
function timestampName(prefix, ext, date = new Date()) {
    return `${prefix}-${date.toISOString().replace(/[:.]/g, '-')}.${ext}`;
}
/** The type a file name's extension asks for (Playwright MCP's inferTypeFromFilename). */
function typeOfName(name) {
    const ext = /\.([a-z]+)$/i.exec(name ?? '')?.[1]?.toLowerCase();
    return ext === 'png' ? 'png' : ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : ext === 'webp' ? 'webp' : undefined;
}
/** How Playwright code names the element: its own locator for a selector, else a verified unique one pagemark found. */
async function locatorCode(tab, t) {
    if (t.locator)
        return `page.${t.locator.toString()}`;
    const rec = (await tab.snapshot()).elements.find((r) => r.index === t.index);
    const l = rec ? scriptLocator(rec) : null;
    return l ? l.playwright : `page.locator(/* ${t.label} */)`;
}
const optionsCode = (o) => `{ ${Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(v)}`)
    .join(', ')} }`;
const screenshot = defineTabTool({
    name: 'browser_take_screenshot',
    title: 'Take a screenshot',
    description: "Take a screenshot of the current page. You can't perform actions based on the screenshot, use browser_snapshot for actions.",
    readOnly: true,
    schema: z
        .object({
        ...targetParams,
        type: z
            .enum(['png', 'jpeg', 'webp'])
            .optional()
            .describe('Image format for the screenshot. If unset, inferred from the filename extension, otherwise png.'),
        filename: z
            .string()
            .optional()
            .describe('File name to save the screenshot to (relative to the output folder). If not specified, the screenshot is saved as `page-{timestamp}.{png|jpeg|webp}`.'),
        fullPage: z
            .boolean()
            .optional()
            .describe('When true, takes a screenshot of the full scrollable page, instead of the currently visible viewport. Cannot be used with element screenshots.'),
        scale: z
            .enum(['css', 'device'])
            .optional()
            .describe('css (default): one pixel per CSS pixel; device: the device pixel ratio'),
    })
        .strict(),
    async handle(tab, p, response) {
        const raw = targetOf(p);
        // Playwright MCP's sentence: its clients and tests look for it.
        if (p.fullPage && raw !== undefined)
            return response.fail(pmError('INVALID_COMMAND', 'fullPage cannot be used with element screenshots.'));
        const type = p.type ?? typeOfName(p.filename) ?? 'png';
        const file = tab.ctx.outputFile(p.filename || undefined, timestampName(raw !== undefined ? 'element' : 'page', type));
        if ('error' in file)
            return response.fail(file.error);
        const scale = p.scale ?? 'css';
        const options = {
            type,
            ...(type === 'jpeg' ? { quality: 90 } : {}),
            scale,
            ...(p.fullPage !== undefined ? { fullPage: p.fullPage } : {}),
        };
        let buf;
        let call;
        if (raw !== undefined) {
            const t = await tab.target(raw);
            if (!t.ok)
                return response.fail(t.error);
            buf = await tab.locatorOf(t).screenshot({ ...options, timeout: tab.ctx.options.timeoutAction });
            call = `await ${await locatorCode(tab, t)}.screenshot(${optionsCode({ ...options, path: file.file })});`;
        }
        else {
            buf = await tab.page().screenshot(options);
            call = `await page.screenshot(${optionsCode({ ...options, path: file.file })});`;
        }
        const bad = tab.ctx.writeOutput(file.file, buf);
        if (bad)
            return response.fail(bad);
        response.ok(`screenshot saved to ${file.file}`);
        response.section('Playwright code', call);
        // As Playwright MCP: a screenshot saved under a name the model chose is not sent back as well.
        if (!p.filename)
            response.image(buf, `image/${type}`);
    },
});

/**
 * The observation tools, with Playwright MCP's names and arguments (its tools/list): snapshot
 * (pagemark's indexed text under a token budget), find (text or a regular expression in the page
 * text, without the whole snapshot), take_screenshot (screenshot.ts), wait_for.
 */
const snapshot = defineTool({
    name: 'browser_snapshot',
    title: 'Page snapshot',
    description: 'Capture the page as pagemark indexed text: one line per element, its ref in brackets ([12]); better than a screenshot',
    readOnly: true,
    schema: z
        .object({
        target: z
            .string()
            .optional()
            .describe('Exact target element reference from the page snapshot, or a unique element selector: the snapshot of that element only'),
        filename: z
            .string()
            .optional()
            .describe('Save snapshot to a file instead of returning it in the response (relative to the output folder)'),
        depth: z
            .number()
            .optional()
            .describe('Limit the depth of the snapshot: elements at most this many levels below the top (or the target)'),
        boxes: z
            .boolean()
            .optional()
            .describe("Include each element's bounding box as box=x,y,width,height (viewport CSS pixels)"),
        maxTokens: maxTokensParam,
    })
        .strict(),
    async handle(ctx, p, response) {
        const tab = await ctx.activeTab();
        const state = await tab.session.state();
        // The tab list when there are several and it changed since the model last saw it: the rule of
        // every answer (response.ts; Playwright MCP repeats it on each), so a snapshot right after
        // browser_tabs does not restate the list that answer just gave.
        const list = tabsText(state.tabs);
        if (state.tabs.length > 1 && list !== ctx.tabsShown)
            response.section('Tabs', list);
        ctx.tabsShown = list;
        const pending = pendingText(state);
        if (pending)
            response.section('Browser', pending);
        if (state.dialogs.some((d) => d.tabId === state.activeTabId))
            return;
        const file = p.filename !== undefined ? ctx.outputFile(p.filename, 'snapshot.txt') : null;
        if (file && 'error' in file)
            return response.fail(file.error);
        let view;
        const depth = p.depth;
        if (p.target !== undefined) {
            const t = await tab.target(p.target);
            if (!t.ok)
                return response.fail(t.error);
            let unlisted = null;
            if (t.index === undefined) {
                // An element pagemark does not list: the listed elements inside it, and where it lies below
                // its nearest listed ancestor (or the body), to find its tree node and the text inside it.
                unlisted = await tab.locatorOf(t).evaluate((el) => {
                    const ids = Array.from(el.querySelectorAll('[data-element-id]'), (e) => e.getAttribute('data-element-id') ?? '');
                    const path = [];
                    let anchor = null;
                    for (let x = el; x && x !== el.ownerDocument.body; x = x.parentElement) {
                        let rank = 0;
                        for (let p = x.previousElementSibling; p; p = p.previousElementSibling)
                            if (p.localName === x.localName)
                                rank++;
                        path.unshift([x.localName, rank]);
                        anchor = x.parentElement?.getAttribute('data-element-id') ?? null;
                        if (anchor !== null)
                            break;
                    }
                    // In a frame without a listed ancestor: its body is not the tree's root, so no node to
                    // start from ('' is no record's id: the listed elements' lines alone).
                    return { ids, anchor: anchor === null && window !== window.top ? '' : anchor, path };
                });
            }
            const index = t.index;
            view = (s) => index !== undefined
                ? subtree(s, index, depth)
                : unlistedSlice(s, new Set(unlisted.ids), unlisted.anchor, unlisted.path);
        }
        else if (depth !== undefined)
            view = (s) => limitDepth(s, depth);
        if (p.boxes)
            response.boxes = true;
        response.showPage(tab, 'full', {
            asked: true,
            ...(p.maxTokens !== undefined ? { maxTokens: p.maxTokens } : {}),
            ...(view ? { view } : {}),
        });
        if (ctx.options.vision) {
            const png = await tab.markedScreenshot().catch(() => null);
            if (png)
                response.image(png, 'image/png');
        }
        if (file)
            response.saveTo(file.file);
    },
});
function matcher(p) {
    if (p.text !== undefined && p.regex !== undefined)
        return 'Provide only one of "text" or "regex", not both.';
    if (p.text !== undefined) {
        const t = p.text.toLowerCase();
        return (l) => l.toLowerCase().includes(t);
    }
    if (p.regex !== undefined) {
        const m = /^\/(.*)\/([a-z]*)$/s.exec(p.regex);
        try {
            const re = m ? new RegExp(m[1], m[2].replace('g', '')) : new RegExp(p.regex);
            return (l) => re.test(l);
        }
        catch (e) {
            return `regex is not a valid regular expression: ${e.message}`;
        }
    }
    return 'Provide either "text" or "regex" to search for.';
}
const find = defineTabTool({
    name: 'browser_find',
    title: 'Find in page snapshot',
    description: 'Search the page for text or a regular expression: returns the matching element lines (with their refs) and page text under the element they follow, cheaper than a whole snapshot',
    readOnly: true,
    schema: z
        .object({
        text: z
            .string()
            .optional()
            .describe('Plain text to search for (case-insensitive substring match). Provide either text or regex, not both.'),
        regex: z
            .string()
            .optional()
            .describe('Regular expression to search for; wrap in slashes to add flags, e.g. "/error/i"'),
        filename: z.string().optional().describe('Accepted for compatibility; results are returned'),
    })
        .strict(),
    async handle(tab, p, response) {
        const m = matcher(p);
        if (typeof m === 'string')
            return response.fail(pmError('INVALID_COMMAND', m));
        const s = await tab.snapshot();
        response.section('Result', findText(s, m, { nonce: tab.ctx.nonce}));
    },
});
const waitFor = defineTabTool({
    name: 'browser_wait_for',
    title: 'Wait for',
    description: 'Wait for text to appear or disappear or a specified time to pass',
    readOnly: true,
    schema: z
        .object({
        time: z.number().optional().describe('The time to wait in seconds, at most 30'),
        text: z.string().optional().describe('The text to wait for'),
        textGone: z.string().optional().describe('The text to wait for to disappear'),
    })
        .strict(),
    async handle(tab, p, response) {
        if (p.time === undefined && p.text === undefined && p.textGone === undefined)
            return response.fail(pmError('INVALID_COMMAND', 'give time, text or textGone'));
        const page = tab.page();
        // Text waits are bounded by --timeout-action, as Playwright MCP bounds its waits (its expect
        // timeout follows the action timeout); an explicit time by 30 s.
        const timeout = tab.ctx.options.timeoutAction;
        const waited = [];
        const ok = await response.actOn(tab, 'waited', async () => {
            if (p.time !== undefined) {
                await page.waitForTimeout(Math.min(30, Math.max(0, p.time)) * 1000);
                waited.push(`${p.time} s`);
            }
            if (p.textGone !== undefined) {
                await page.getByText(p.textGone).first().waitFor({ state: 'hidden', timeout });
                waited.push(`"${p.textGone}" to go`);
            }
            if (p.text !== undefined) {
                await page.getByText(p.text).first().waitFor({ state: 'visible', timeout });
                waited.push(`"${p.text}" to appear`);
            }
        }, 'TIMEOUT');
        if (ok)
            response.recover(`waited for ${waited.join(', ')}`);
    },
});
const pageTools = [snapshot, find, screenshot, waitFor];

/**
 * The input tools, with Playwright MCP's names and arguments (its tools/list; its tools snapshot,
 * keyboard and form): click, type, fill_form, select_option, press_key, hover, drag. A listed
 * element is acted on through the session (pagemark's actions and their checks); an element only a
 * selector names (targets.ts) through its Playwright locator.
 */
const MODIFIERS = ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'];
const click = defineTabTool({
    name: 'browser_click',
    title: 'Click',
    description: 'Perform click on a web page',
    schema: z
        .object({
        ...targetParams,
        doubleClick: z.boolean().optional().describe('Whether to perform a double click instead of a single click'),
        button: z.enum(['left', 'right', 'middle']).optional().describe('Button to click, defaults to left'),
        modifiers: z.array(z.enum(MODIFIERS)).optional().describe('Modifier keys to press'),
    })
        .strict(),
    async handle(tab, p, response) {
        const t = await tab.target(targetOf(p));
        if (!t.ok)
            return response.fail(t.error);
        const verb = p.doubleClick ? 'double-clicked' : 'clicked';
        if (t.ref === undefined) {
            const loc = tab.locatorOf(t);
            const o = {
                timeout: tab.ctx.options.timeoutAction,
                ...(p.button ? { button: p.button } : {}),
                ...(p.modifiers ? { modifiers: [...p.modifiers] } : {}),
            };
            await response.actOn(tab, `${verb} ${t.label}`, () => (p.doubleClick ? loc.dblclick(o) : loc.click(o)));
            return;
        }
        const cmd = { action: p.doubleClick ? 'dblclick' : 'click', target: t.ref };
        if (p.button)
            cmd.button = p.button;
        if (p.modifiers)
            cmd.modifiers = [...p.modifiers];
        await response.act(tab, [{ cmd, what: `${verb} ${t.label}` }]);
    },
});
const type = defineTabTool({
    name: 'browser_type',
    title: 'Type text',
    description: 'Type text into editable element',
    schema: z
        .object({
        ...targetParams,
        text: z.string().describe('Text to type into the element'),
        submit: z.boolean().optional().describe('Whether to submit entered text (press Enter after)'),
        slowly: z
            .boolean()
            .optional()
            .describe('Whether to type one character at a time. Useful for triggering key handlers in the page. By default entire text is filled in at once.'),
    })
        .strict(),
    async handle(tab, p, response) {
        const t = await tab.target(targetOf(p));
        if (!t.ok)
            return response.fail(t.error);
        if (t.ref === undefined) {
            const loc = tab.locatorOf(t);
            const timeout = tab.ctx.options.timeoutAction;
            await response.actOn(tab, `typed into ${t.label}`, async () => {
                if (p.slowly)
                    await loc.pressSequentially(p.text, { timeout });
                else
                    await loc.fill(p.text, { timeout });
                if (p.submit)
                    await loc.press('Enter', { timeout });
            });
            return;
        }
        const steps = [
            { cmd: { action: p.slowly ? 'type' : 'fill', target: t.ref, text: p.text }, what: `typed into ${t.label}` },
        ];
        if (p.submit)
            steps.push({ cmd: { action: 'press', target: t.ref, key: 'Enter' }, what: 'pressed Enter' });
        await response.act(tab, steps);
    },
});
const FIELD = z.object({
    ...targetParams,
    name: z.string().describe('Human-readable field name'),
    type: z.enum(['textbox', 'checkbox', 'radio', 'combobox', 'slider']).describe('Type of the field'),
    value: z
        .string()
        .describe('Value to fill in the field. If the field is a checkbox, the value should be `true` or `false`. If the field is a combobox, the value should be the text of the option.'),
});
const fillForm = defineTabTool({
    name: 'browser_fill_form',
    title: 'Fill form',
    description: 'Fill multiple form fields',
    schema: z.object({ fields: z.array(FIELD).describe('Fields to fill in') }).strict(),
    async handle(tab, p, response) {
        if (!p.fields.length)
            return response.fail(pmError('INVALID_COMMAND', 'fields is empty'));
        const steps = [];
        const sliders = [];
        for (const f of p.fields) {
            const t = await tab.target(targetOf(f));
            if (!t.ok)
                return response.fail(t.error);
            if (t.ref === undefined)
                return response.fail(pmError('NOT_FOUND', `${t.label} is not a form field pagemark lists`, 'use a ref from the snapshot'));
            const target = t.ref;
            switch (f.type) {
                case 'checkbox':
                case 'radio': {
                    const action = f.value === 'false' ? 'uncheck' : 'check';
                    steps.push({ cmd: { action, target }, what: `${action}ed ${t.label}` });
                    break;
                }
                case 'combobox':
                    steps.push({ cmd: { action: 'select', target, values: [f.value] }, what: `selected in ${t.label}` });
                    break;
                case 'slider':
                    // A range input: Playwright's fill sets its value and fires input and change (its
                    // injected fill sets range inputs by value), as Playwright MCP's form tool does.
                    sliders.push({ loc: tab.locatorOf(t), value: f.value, label: t.label });
                    break;
                default:
                    steps.push({ cmd: { action: 'fill', target, text: f.value }, what: `filled ${t.label}` });
            }
        }
        if (steps.length)
            await response.act(tab, steps);
        for (const sl of sliders) {
            if (response.failed)
                break;
            await response.actOn(tab, `set ${sl.label} to ${sl.value}`, () => sl.loc.fill(sl.value, { timeout: tab.ctx.options.timeoutAction }));
        }
    },
});
const selectOption = defineTabTool({
    name: 'browser_select_option',
    title: 'Select option',
    description: 'Select an option in a dropdown',
    schema: z
        .object({
        ...targetParams,
        values: z
            .array(z.string())
            .describe('Array of values to select in the dropdown. This can be a single value or multiple values.'),
    })
        .strict(),
    async handle(tab, p, response) {
        const t = await tab.target(targetOf(p));
        if (!t.ok)
            return response.fail(t.error);
        if (t.ref === undefined) {
            const loc = tab.locatorOf(t);
            await response.actOn(tab, `selected in ${t.label}`, () => loc.selectOption(p.values, { timeout: tab.ctx.options.timeoutAction }));
            return;
        }
        await response.act(tab, [
            { cmd: { action: 'select', target: t.ref, values: p.values }, what: `selected in ${t.label}` },
        ]);
    },
});
const pressKey = defineTabTool({
    name: 'browser_press_key',
    title: 'Press a key',
    description: 'Press a key on the keyboard',
    schema: z
        .object({
        key: z.string().describe('Name of the key to press or a character to generate, such as `ArrowLeft` or `a`'),
    })
        .strict(),
    async handle(tab, p, response) {
        await response.act(tab, [{ cmd: { action: 'press', key: p.key }, what: `pressed ${p.key}` }]);
    },
});
const hover = defineTabTool({
    name: 'browser_hover',
    title: 'Hover mouse',
    description: 'Hover over element on page',
    schema: z.object(targetParams).strict(),
    async handle(tab, p, response) {
        const t = await tab.target(targetOf(p));
        if (!t.ok)
            return response.fail(t.error);
        if (t.ref === undefined) {
            const loc = tab.locatorOf(t);
            await response.actOn(tab, `hovered ${t.label}`, () => loc.hover({ timeout: tab.ctx.options.timeoutAction }));
            return;
        }
        await response.act(tab, [{ cmd: { action: 'hover', target: t.ref }, what: `hovered ${t.label}` }]);
    },
});
const drag = defineTabTool({
    name: 'browser_drag',
    title: 'Drag mouse',
    description: 'Perform drag and drop between two elements',
    schema: z
        .object({
        startElement: z
            .string()
            .optional()
            .describe('Human-readable source element description used to obtain the permission to interact with the element'),
        startTarget: z
            .string()
            .optional()
            .describe('Exact source element reference from the page snapshot, or a unique element selector'),
        startRef: z.string().optional().describe('Same as startTarget (older Playwright MCP versions)'),
        endElement: z
            .string()
            .optional()
            .describe('Human-readable target element description used to obtain the permission to interact with the element'),
        endTarget: z
            .string()
            .optional()
            .describe('Exact target element reference from the page snapshot, or a unique element selector'),
        endRef: z.string().optional().describe('Same as endTarget (older Playwright MCP versions)'),
    })
        .strict(),
    async handle(tab, p, response) {
        const from = await tab.target(p.startTarget ?? p.startRef, 'startTarget');
        if (!from.ok)
            return response.fail(from.error);
        const to = await tab.target(p.endTarget ?? p.endRef, 'endTarget');
        if (!to.ok)
            return response.fail(to.error);
        const what = `dragged ${from.label} to ${to.label}`;
        if (from.ref === undefined || to.ref === undefined) {
            // An element pagemark does not list (a drop zone that is a plain div): Playwright's drag.
            const a = tab.locatorOf(from);
            const b = tab.locatorOf(to);
            await response.actOn(tab, what, () => a.dragTo(b, { timeout: tab.ctx.options.timeoutAction }));
            return;
        }
        await response.act(tab, [{ cmd: { action: 'drag', target: from.ref, to: to.ref }, what, untrusted: true }]);
    },
});
const inputTools = [click, type, fillForm, selectOption, pressKey, hover, drag];

/**
 * The browser-level tools, with Playwright MCP's names and arguments: tabs (list, new, select,
 * close), handle_dialog, file_upload, resize, close. A dialog and a file chooser stay pending until
 * the tool that answers them (Playwright MCP's modal states): the other tab tools are refused
 * meanwhile (tool.ts).
 */
const tabs = defineTool({
    name: 'browser_tabs',
    title: 'Manage tabs',
    description: 'List, create, close, or select a browser tab.',
    schema: z
        .object({
        action: z.enum(['list', 'new', 'close', 'select']).describe('Operation to perform'),
        index: z
            .number()
            .optional()
            .describe('Tab index, used for close/select. If omitted for close, current tab is closed.'),
        url: z.string().optional().describe('URL to navigate to in the new tab, used for new.'),
    })
        .strict(),
    async handle(ctx, p, response) {
        const tab = await ctx.activeTab();
        switch (p.action) {
            case 'list':
                break;
            case 'new': {
                const url = p.url ? normalizeUrl(p.url) : null;
                if (url) {
                    const bad = ctx.checkUrl(url);
                    if (bad)
                        return response.fail(bad);
                }
                await response.act(tab, [
                    { cmd: url ? { action: 'newTab', url } : { action: 'newTab' }, what: 'opened a tab' },
                ]);
                break;
            }
            case 'select':
                if (p.index === undefined)
                    return response.fail(pmError('INVALID_COMMAND', 'select needs index'));
                // The list below marks the tab (current): the outcome need not name it.
                await response.act(tab, [{ cmd: { action: 'switchTab', tab: p.index }, what: '' }]);
                break;
            default:
                await response.act(tab, [
                    {
                        cmd: p.index === undefined ? { action: 'closeTab' } : { action: 'closeTab', tab: p.index },
                        what: 'closed the tab',
                    },
                ]);
        }
        if (response.failed)
            return;
        // Every action answers with the tab list, as Playwright MCP's browser_tabs does (its Result).
        const list = tabsText(await tab.session.tabs());
        response.section('Result', list);
        ctx.tabsShown = list;
    },
});
const handleDialog = defineTabTool({
    name: 'browser_handle_dialog',
    title: 'Handle a dialog',
    description: 'Handle a dialog',
    answers: 'dialog',
    schema: z
        .object({
        accept: z.boolean().describe('Whether to accept the dialog.'),
        promptText: z.string().optional().describe('The text of the prompt in case of a prompt dialog.'),
    })
        .strict(),
    async handle(tab, p, response) {
        response.restateHeader = true;
        await response.act(tab, [
            {
                cmd: p.promptText !== undefined
                    ? { action: 'dialog', accept: p.accept, text: p.promptText }
                    : { action: 'dialog', accept: p.accept },
                what: p.accept ? 'accepted the dialog' : 'dismissed the dialog',
            },
        ]);
    },
});
const fileUpload = defineTabTool({
    name: 'browser_file_upload',
    title: 'Upload files',
    description: 'Upload one or multiple files',
    answers: 'fileChooser',
    schema: z
        .object({
        paths: z
            .array(z.string())
            .optional()
            .describe('The absolute paths to the files to upload. Can be single file or multiple files. If omitted, file chooser is cancelled.'),
    })
        .strict(),
    async handle(tab, p, response) {
        const state = await tab.session.state();
        if (!state.fileChooser)
            return response.fail(
            // Playwright MCP's sentence for a tool whose modal state is not there (its tab.ts).
            pmError('INVALID_COMMAND', 'The tool "browser_file_upload" can only be used when there is related modal state present.', 'no file chooser is open: click the file input first, then upload'));
        const read = tab.ctx.readPaths(p.paths ?? [], 'uploads');
        if (!('paths' in read))
            return response.fail(read);
        const paths = read.paths;
        await response.act(tab, [
            {
                cmd: { action: 'upload', files: paths },
                what: paths.length ? `uploaded ${paths.length} file(s)` : 'cancelled the file chooser',
            },
        ]);
    },
});
const resize = defineTabTool({
    name: 'browser_resize',
    title: 'Resize browser window',
    description: 'Resize the browser window',
    schema: z
        .object({
        width: z.number().describe('Width of the browser window'),
        height: z.number().describe('Height of the browser window'),
    })
        .strict(),
    async handle(tab, p, response) {
        const size = { width: Math.round(p.width), height: Math.round(p.height) };
        await response.actOn(tab, `resized to ${size.width}x${size.height}`, () => tab.page().setViewportSize(size));
    },
});
const close = defineTool({
    name: 'browser_close',
    title: 'Close browser',
    description: 'Close the page',
    schema: z.object({}).strict(),
    async handle(ctx, _p, response) {
        const was = await ctx.source.close();
        ctx.browserClosed();
        response.ok(was ? 'the browser is closed' : 'no browser was open');
    },
});
const browserTools = [tabs, handleDialog, fileUpload, resize, close];

/**
 * browser_evaluate, Playwright MCP's name and arguments (`function`, an optional element `target`,
 * `filename`): the model's JavaScript in the page. Code execution is a capability the user grants:
 * without `--allow-eval` the tool is listed (a client written for Playwright MCP sees the same
 * tools) and every call answers NOT_ALLOWED, naming the flag.
 *
 * The code is evaluated by Playwright as an expression (`page.evaluateHandle` of a string), as
 * Playwright MCP does with its `eval` in the page; when it is a function it is called, with the
 * element when a target is given. The value comes back as JSON, fenced: it is page data. A dialog
 * the code opens blocks the page, and the evaluation with it, until answered: the answer then says
 * so instead of waiting (the dialog stays pending, and the Browser section names it).
 */
const NOT_ALLOWED_HINT = 'use the other tools, or restart the server with --allow-eval to grant code execution';
/** The refusal of a tool that runs the model's code (`what`: where it runs) without --allow-eval. */
const evalNotAllowed = (what) => pmError('NOT_ALLOWED', `${what}, and this server was started without --allow-eval`, NOT_ALLOWED_HINT);
const evaluate = defineTabTool({
    name: 'browser_evaluate',
    title: 'Evaluate JavaScript',
    description: 'Evaluate JavaScript expression on page or element (only when the server was started with --allow-eval)',
    schema: z
        .object({
        ...targetParams,
        function: z.string().describe('() => { /* code */ } or (element) => { /* code */ } when element is provided'),
        filename: z
            .string()
            .optional()
            .describe('File name to save the result to (relative to the output folder) instead of returning it'),
    })
        .strict(),
    async handle(tab, p, response) {
        if (!tab.ctx.options.allowEval)
            return response.fail(evalNotAllowed('browser_evaluate runs code in the page'));
        const file = p.filename !== undefined ? tab.ctx.outputFile(p.filename, 'result.json') : null;
        if (file && 'error' in file)
            return response.fail(file.error);
        const page = tab.page();
        let el = null;
        const raw = targetOf(p);
        if (raw !== undefined) {
            const t = await tab.target(raw);
            if (!t.ok)
                return response.fail(t.error);
            el = await tab.locatorOf(t).elementHandle({ timeout: tab.ctx.options.timeoutAction });
        }
        let onDialog = (_d) => { };
        const dialog = new Promise((resolve) => {
            onDialog = () => resolve('dialog');
            page.once('dialog', onDialog);
        });
        let json;
        try {
            const fn = await page.evaluateHandle(`(${p.function})`);
            const work = el
                ? page.evaluate(([f, e]) => (typeof f === 'function' ? f(e) : f), [
                    fn,
                    el,
                ])
                : page.evaluate((f) => (typeof f === 'function' ? f() : f), fn);
            work.catch(() => { });
            const value = await Promise.race([work, dialog]);
            response.showPage(tab, 'changes');
            if (value === 'dialog') {
                response.ok('evaluated; the code opened a dialog, its value is not known');
                return;
            }
            void fn.dispose().catch(() => { });
            json = JSON.stringify(value, null, 2) ?? 'undefined';
        }
        catch (e) {
            return response.fail(pmError('SCRIPT_ERROR', driverMessage(e), 'fix the function: it runs in the page as (element) => ... or () => ...'));
        }
        finally {
            page.off('dialog', onDialog);
            void el?.dispose().catch(() => { });
        }
        response.ok('evaluated');
        if (file) {
            const bad = tab.ctx.writeOutput(file.file, json);
            if (bad)
                return response.fail(bad);
            response.section('Value', `saved to ${file.file}`);
        }
        else
            response.pageSection('Value', json);
    },
});
const evalTools = [evaluate];

/**
 * browser_console_messages, with @playwright/mcp 0.0.83's name, arguments and text (playwright-core
 * `tools/backend/console.ts`): the active tab's console messages and uncaught page errors since its
 * last navigation (`all`: since it opened), at a level and the more severe ones. The lines are the
 * page's words: fenced as page data, or written to `filename` in the output folder.
 */
const consoleMessages = defineTabTool({
    name: 'browser_console_messages',
    title: 'Get console messages',
    description: 'Returns all console messages',
    readOnly: true,
    schema: z
        .object({
        level: z
            .enum(CONSOLE_LEVELS)
            .default('info')
            .describe('Level of the console messages to return. Each level includes the messages of more severe levels. Defaults to "info".'),
        all: z
            .boolean()
            .optional()
            .describe('Return all console messages since the beginning of the session, not just since the last navigation. Defaults to false.'),
        filename: z
            .string()
            .optional()
            .describe('File name to save the console messages to (in the output folder). If not provided, messages are returned as text.'),
    })
        .strict(),
    async handle(tab, p, response) {
        const text = consoleText(await readConsole(tab.page(), p.level, p.all ?? false), p.level);
        if (p.filename === undefined)
            return response.pageSection('Console', text);
        const file = tab.ctx.outputFile(p.filename, `console-${Date.now()}.log`);
        if ('error' in file)
            return response.fail(file.error);
        fs.writeFileSync(file.file, text);
        response.ok(`console messages saved to ${file.file}`);
    },
});
const consoleTools = [consoleMessages];

const REQUEST_PARTS = ['request-headers', 'request-body', 'response-headers', 'response-body'];
/** A data: URL cut to its head, as Playwright MCP does: its payload is not worth the tokens. */
function shortUrl(url) {
    if (!url.startsWith('data:') || url.length <= 100)
        return url;
    return `${url.slice(0, 50)}...${url.slice(-50)}`;
}
const isFetch = (r) => r.resourceType() === 'fetch' || r.resourceType() === 'xhr';
function succeeded(r) {
    if (r.failure())
        return false;
    const res = r.existingResponse();
    return !!res && res.status() < 400;
}
function requestLine(r) {
    const res = r.existingResponse();
    let line = `[${r.method().toUpperCase()}] ${shortUrl(r.url())}`;
    if (res)
        line += ` => [${res.status()}] ${res.statusText()}`;
    else if (r.failure())
        line += ` => [FAILED] ${r.failure()?.errorText ?? 'Unknown error'}`;
    return line;
}
/** The numbered list; `filter` is a regexp source the caller has checked (see requestFilter). */
function requestList(requests, opts) {
    const lines = [];
    let hidden = 0;
    requests.forEach((r, i) => {
        if (!opts.static && !isFetch(r) && succeeded(r)) {
            hidden++;
            return;
        }
        if (opts.filter) {
            opts.filter.lastIndex = 0;
            if (!opts.filter.test(r.url()))
                return;
        }
        lines.push(`${i + 1}. ${requestLine(r)}`);
    });
    if (hidden > 0)
        lines.push(`\nNote: ${hidden} static request${hidden === 1 ? '' : 's'} not shown, run with "static" option to see ${hidden === 1 ? 'it' : 'them'}.`);
    return lines.join('\n');
}
/** A filter argument as a RegExp, or null when it is not a valid expression. */
function requestFilter(source) {
    try {
        return new RegExp(source);
    }
    catch {
        return null;
    }
}
function headerSection(lines, title, headers) {
    const entries = Object.entries(headers);
    if (!entries.length)
        return;
    lines.push('', `  ${title}`);
    for (const [k, v] of entries)
        lines.push(`    ${k}: ${v}`);
}
/** Whether a response may carry a body (RFC 9110 §6.4.1: not 1xx, 204 or 304). */
function canHaveBody(res) {
    if (!res)
        return false;
    const s = res.status();
    return s !== 204 && s !== 304 && !(s >= 100 && s < 200);
}
function requestDetails(index, r) {
    const res = r.existingResponse();
    const lines = [`#${index} [${r.method().toUpperCase()}] ${shortUrl(r.url())}`, '', '  General'];
    if (res)
        lines.push(`    status:    [${res.status()}] ${res.statusText()}`);
    else if (r.failure())
        lines.push(`    status:    [FAILED] ${r.failure()?.errorText ?? 'Unknown error'}`);
    const end = r.timing().responseEnd;
    if (end >= 0)
        lines.push(`    duration:  ${Math.round(end)}ms`);
    lines.push(`    type:      ${r.resourceType()}`);
    const mime = res?.headers()['content-type'];
    if (mime)
        lines.push(`    mimeType:  ${mime.split(';')[0].trim()}`);
    headerSection(lines, 'Request headers', r.headers());
    if (res)
        headerSection(lines, 'Response headers', res.headers());
    const hints = [];
    if (r.postData())
        hints.push('Call browser_network_request with part="request-body" to read the request body.');
    if (canHaveBody(res))
        hints.push('Call browser_network_request with part="response-body" to read the response body.');
    if (hints.length)
        lines.push('', ...hints);
    return lines.join('\n');
}
const headerText = (h) => Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
/** A textual MIME type, whose body is returned as text (others are saved to a file). */
function isTextual(mime) {
    const m = mime.split(';')[0].trim().toLowerCase();
    return (m.startsWith('text/') ||
        /^application\/(?:.+\+)?(?:json|xml|javascript|ecmascript|x-www-form-urlencoded)$/.test(m) ||
        m === 'image/svg+xml');
}
/** One part of a request; a binary response body is left to the caller to save. */
async function requestPart(r, part) {
    if (part === 'request-headers')
        return { kind: 'text', title: 'Request headers', text: headerText(r.headers()) };
    if (part === 'request-body') {
        const data = r.postData();
        return data === null ? { kind: 'none' } : { kind: 'text', title: 'Request body', text: data };
    }
    const res = r.existingResponse();
    if (!res)
        return { kind: 'none' };
    if (part === 'response-headers')
        return { kind: 'text', title: 'Response headers', text: headerText(res.headers()) };
    if (!canHaveBody(res))
        return { kind: 'none' };
    const mime = res.headers()['content-type'] ?? '';
    if (isTextual(mime)) {
        try {
            return { kind: 'text', title: 'Response body', text: await res.text() };
        }
        catch {
            return { kind: 'none' };
        }
    }
    return { kind: 'binary', body: () => res.body(), mime: mime.split(';')[0].trim() };
}

/**
 * browser_network_requests and browser_network_request, with @playwright/mcp 0.0.83's names,
 * arguments and text (playwright-core `tools/backend/network.ts`): the active tab's requests since
 * it loaded its page, numbered; one request's details or one part of it. URLs, headers and bodies
 * are the page's (and its servers') words: fenced as page data, or written to `filename` in the
 * output folder; a binary response body is always written to a file, whose path is the Result.
 */
const filenameParam = z
    .string()
    .optional()
    .describe('File name to save the result to (in the output folder). If not provided, output is returned as text.');
/** Page text to the answer, or to `filename` in the output folder. */
function answer(tab, response, title, text, filename, fallback) {
    if (filename === undefined)
        return response.pageSection(title, text);
    const file = tab.ctx.outputFile(filename, fallback);
    if ('error' in file)
        return response.fail(file.error);
    fs.writeFileSync(file.file, text);
    response.ok(`${title.toLowerCase()} saved to ${file.file}`);
}
const networkRequests = defineTabTool({
    name: 'browser_network_requests',
    title: 'List network requests',
    description: 'Returns a numbered list of network requests since loading the page. Use browser_network_request with the number to get full details.',
    readOnly: true,
    schema: z
        .object({
        static: z
            .boolean()
            .default(false)
            .describe('Whether to include successful static resources like images, fonts, scripts, etc. Defaults to false.'),
        filter: z
            .string()
            .optional()
            .describe('Only return requests whose URL matches this regexp (e.g. "/api/.*user").'),
        filename: filenameParam,
    })
        .strict(),
    async handle(tab, p, response) {
        const filter = p.filter !== undefined ? requestFilter(p.filter) : undefined;
        if (filter === null)
            return response.fail(pmError('INVALID_COMMAND', `filter ${JSON.stringify(p.filter)} is not a valid regular expression`));
        const text = requestList(await tab.page().requests(), { static: p.static, ...(filter ? { filter } : {}) });
        answer(tab, response, 'Network', text, p.filename, `network-${Date.now()}.log`);
    },
});
const networkRequest = defineTabTool({
    name: 'browser_network_request',
    title: 'Show network request details',
    description: 'Returns full details (headers and body) of a single network request, or a single part if `part` is set. Use the number from browser_network_requests.',
    readOnly: true,
    schema: z
        .object({
        index: z.number().int().min(1).describe('1-based index of the request, as printed by browser_network_requests.'),
        part: z
            .enum(REQUEST_PARTS)
            .optional()
            .describe('Return only this part of the request. Omit to return full details.'),
        filename: filenameParam,
    })
        .strict(),
    async handle(tab, p, response) {
        const requests = await tab.page().requests();
        const r = requests[p.index - 1];
        if (!r)
            return response.fail(pmError('NOT_FOUND', `Request #${p.index} not found`, 'use browser_network_requests to see available indexes'));
        if (!p.part)
            return answer(tab, response, 'Request', requestDetails(p.index, r), p.filename, `request-${Date.now()}.log`);
        const part = await requestPart(r, p.part);
        if (part.kind === 'none')
            return response.ok(`request #${p.index} has no ${p.part.replace('-', ' ')}`);
        if (part.kind === 'text')
            return answer(tab, response, part.title, part.text, p.filename, `${p.part}-${Date.now()}.txt`);
        const ext = part.mime.split('/')[1]?.replace(/[^a-z0-9]/gi, '') || 'bin';
        const file = tab.ctx.outputFile(p.filename, `response-${Date.now()}.${ext}`);
        if ('error' in file)
            return response.fail(file.error);
        fs.writeFileSync(file.file, await part.body());
        response.ok(`response body (${part.mime}) saved`);
        // Playwright MCP answers a binary body with the saved file's path as its Result (its
        // saveResponseBody then addTextResult: the path relative to the client's workspace), which a
        // client reads to open the file.
        response.section('Result', path.relative(process.cwd(), file.file) || file.file);
    },
});
const networkTools = [networkRequests, networkRequest];

/**
 * browser_drop, with @playwright/mcp 0.0.83's name and arguments (playwright-core
 * `tools/backend/files.ts`): files or MIME-typed data dropped onto an element as if dragged from
 * outside the page (Playwright 1.64's `locator.drop`). The target may be any element a snapshot or
 * a selector names, listed by pagemark or not (a drop zone is often a plain div). Files may be
 * read only from the folders uploads may read (the context's readPaths, through the read-path guard).
 */
const drop = defineTabTool({
    name: 'browser_drop',
    title: 'Drop files or data onto an element',
    description: 'Drop files or MIME-typed data onto an element, as if dragged from outside the page. At least one of "paths" or "data" must be provided.',
    schema: z
        .object({
        ...targetParams,
        paths: z.array(z.string()).optional().describe('Absolute paths to files to drop onto the element.'),
        data: z
            .record(z.string(), z.string())
            .optional()
            .describe('Data to drop, as a map of MIME type to string value (e.g. {"text/plain": "hello", "text/uri-list": "https://example.com"}).'),
    })
        .strict(),
    async handle(tab, p, response) {
        if (!p.paths?.length && !p.data)
            return response.fail(pmError('INVALID_COMMAND', 'At least one of "paths" or "data" must be provided.'));
        const read = tab.ctx.readPaths(p.paths ?? [], 'dropped files');
        if (!('paths' in read))
            return response.fail(read);
        const files = read.paths;
        const t = await tab.target(targetOf(p));
        if (!t.ok)
            return response.fail(t.error);
        const payload = {};
        if (files.length)
            payload.files = files.length === 1 ? files[0] : files;
        if (p.data)
            payload.data = p.data;
        const what = `dropped ${p.paths?.length ? `${p.paths.length} file(s)` : 'data'} on ${t.label}`;
        await response.actOn(tab, what, () => tab.locatorOf(t).drop(payload, { timeout: tab.ctx.options.timeoutAction }));
    },
});
const dropTools = [drop];

/**
 * browser_emulate_media and browser_pdf_save, with @playwright/mcp 0.0.83's names and arguments
 * (its tools/list; playwright-core `tools/backend/pdf.ts`). Media emulation is Playwright's
 * `page.emulateMedia`: an omitted feature is left as it is, null clears its override. The PDF is
 * Chromium's print to PDF (`page.pdf`, Chromium only), written only inside the output folder
 * (ctx.outputFile); it is listed under `--caps pdf`, as there.
 */
const feature = (values, what) => z.enum(values).nullable().optional().describe(what);
const emulateMedia = defineTabTool({
    name: 'browser_emulate_media',
    title: 'Emulate media',
    description: 'Emulate CSS media features for the page, for example switch between the light and dark color scheme. Omitted parameters are left unchanged; null clears an override.',
    schema: z
        .object({
        colorScheme: feature(['light', 'dark'], 'Emulates the prefers-color-scheme media feature'),
        reducedMotion: feature(['reduce', 'no-preference'], 'Emulates the prefers-reduced-motion media feature'),
        forcedColors: feature(['active', 'none'], 'Emulates the forced-colors media feature'),
        contrast: feature(['more', 'no-preference'], 'Emulates the prefers-contrast media feature'),
        media: feature(['screen', 'print'], 'Changes the CSS media type of the page'),
    })
        .strict(),
    async handle(tab, p, response) {
        const set = {};
        for (const [k, v] of Object.entries(p))
            if (v !== undefined)
                set[k] = v;
        const what = Object.keys(set).length
            ? `emulated ${Object.entries(set)
                .map(([k, v]) => `${k} ${v ?? 'cleared'}`)
                .join(', ')}`
            : 'no media feature changed';
        await response.actOn(tab, what, () => tab.page().emulateMedia(set), 'INTERNAL');
    },
});
const pdfSave = defineTabTool({
    name: 'browser_pdf_save',
    title: 'Save as PDF',
    description: 'Save page as PDF. The file is written in the output folder; if filename is not given it is `page-{timestamp}.pdf`.',
    capability: 'pdf',
    readOnly: true,
    schema: z
        .object({
        filename: z
            .string()
            .optional()
            .describe('File name to save the pdf to, relative to the output folder. Defaults to `page-{timestamp}.pdf`.'),
    })
        .strict(),
    async handle(tab, p, response) {
        const file = tab.ctx.outputFile(p.filename, `page-${new Date().toISOString().replace(/[:.]/g, '-')}.pdf`);
        if ('error' in file)
            return response.fail(file.error);
        try {
            await tab.page().pdf({ path: file.file });
        }
        catch (e) {
            // page.pdf is Chromium's print to PDF: Firefox and WebKit have none.
            return response.fail(pmError('NOT_SUPPORTED', `the page could not be saved as PDF: ${driverMessage(e)}`));
        }
        response.ok(`page saved as PDF to ${file.file}`);
        response.section('Result', `[Page as pdf](${path.relative(process.cwd(), file.file) || file.file})`);
    },
});
const mediaTools = [emulateMedia, pdfSave];

/**
 * browser_run_code_unsafe, with @playwright/mcp 0.0.83's name and arguments (playwright-core
 * `tools/backend/runCode.ts`): the model's function called with the Playwright `page`, in this
 * server's process. That is code execution on the host, so it sits behind the same opt-in as
 * browser_evaluate (`--allow-eval`; without it the tool is listed and answers NOT_ALLOWED). The
 * function runs in its own `vm` context, as there, which holds only `page`: that keeps the
 * server's own globals out of its scope, and is no sandbox (the page object reaches Node).
 * `filename` reads the code from a file in the output folder. The returned value comes back as
 * JSON, fenced as page data (it is what the page gave back).
 */
const runCode = defineTabTool({
    name: 'browser_run_code_unsafe',
    title: 'Run Playwright code (unsafe)',
    description: 'Run a Playwright code snippet. Unsafe: executes arbitrary JavaScript in the Playwright server process and is RCE-equivalent (only when the server was started with --allow-eval).',
    schema: z
        .object({
        code: z
            .string()
            .optional()
            .describe("A JavaScript function containing Playwright code to execute. It will be invoked with a single argument, page, which you can use for any page interaction. For example: `async (page) => { await page.getByRole('button', { name: 'Submit' }).click(); return await page.title(); }`"),
        filename: z
            .string()
            .optional()
            .describe('Load code from this file in the output folder. If both code and filename are provided, code will be ignored.'),
    })
        .strict(),
    async handle(tab, p, response) {
        if (!tab.ctx.options.allowEval)
            return response.fail(evalNotAllowed('browser_run_code_unsafe runs code in the server process'));
        let code = p.code;
        if (p.filename !== undefined) {
            const file = tab.ctx.outputFile(p.filename, 'code.js');
            if ('error' in file)
                return response.fail(file.error);
            if (!fs.existsSync(file.file))
                return response.fail(pmError('NOT_FOUND', `${file.file} does not exist`));
            code = fs.readFileSync(file.file, 'utf8');
        }
        if (code === undefined)
            return response.fail(pmError('INVALID_COMMAND', 'give code or filename'));
        const page = tab.page();
        const sandbox = vm.createContext({ page });
        let value;
        const ok = await response.actOn(tab, 'ran the code', async () => {
            const fn = vm.runInContext(`(${code})`, sandbox);
            if (typeof fn !== 'function')
                throw new Error('code is not a function');
            value = await fn(page);
        }, 'SCRIPT_ERROR');
        if (ok && value !== undefined)
            response.pageSection('Result', JSON.stringify(value, null, 2) ?? String(value));
    },
});
const runCodeTools = [runCode];

/**
 * The coordinate tools of Playwright MCP's `vision` capability (listed under `--caps vision`), with
 * @playwright/mcp 0.0.83's names and arguments (playwright-core `tools/backend/mouse.ts`):
 * move, click and drag at page coordinates in CSS pixels, button down and up, the wheel. They use
 * Playwright's mouse (trusted input) and answer with what changed on the page.
 */
const button = z.enum(['left', 'right', 'middle']).optional();
const x = z.number().describe('X coordinate');
const y = z.number().describe('Y coordinate');
const mouseMoveXY = defineTabTool({
    name: 'browser_mouse_move_xy',
    title: 'Move mouse',
    description: 'Move mouse to a given position',
    capability: 'vision',
    schema: z.object({ element: z.string().optional(), x, y }).strict(),
    async handle(tab, p, response) {
        await response.actOn(tab, `moved the mouse to (${p.x}, ${p.y})`, () => tab.page().mouse.move(p.x, p.y));
    },
});
const mouseClickXY = defineTabTool({
    name: 'browser_mouse_click_xy',
    title: 'Click',
    description: 'Click mouse button at a given position',
    capability: 'vision',
    schema: z
        .object({
        element: z.string().optional(),
        x,
        y,
        button: button.describe('Button to click, defaults to left'),
        clickCount: z.number().optional().describe('Number of clicks, defaults to 1'),
        delay: z
            .number()
            .optional()
            .describe('Time to wait between mouse down and mouse up in milliseconds, defaults to 0'),
    })
        .strict(),
    async handle(tab, p, response) {
        const o = {
            ...(p.button ? { button: p.button } : {}),
            ...(p.clickCount !== undefined ? { clickCount: p.clickCount } : {}),
            ...(p.delay !== undefined ? { delay: p.delay } : {}),
        };
        await response.actOn(tab, `clicked at (${p.x}, ${p.y})`, () => tab.page().mouse.click(p.x, p.y, o));
    },
});
const mouseDragXY = defineTabTool({
    name: 'browser_mouse_drag_xy',
    title: 'Drag mouse',
    description: 'Drag left mouse button to a given position',
    capability: 'vision',
    schema: z
        .object({
        element: z.string().optional(),
        startX: z.number().describe('Start X coordinate'),
        startY: z.number().describe('Start Y coordinate'),
        endX: z.number().describe('End X coordinate'),
        endY: z.number().describe('End Y coordinate'),
    })
        .strict(),
    async handle(tab, p, response) {
        const mouse = tab.page().mouse;
        await response.actOn(tab, `dragged from (${p.startX}, ${p.startY}) to (${p.endX}, ${p.endY})`, async () => {
            await mouse.move(p.startX, p.startY);
            await mouse.down();
            await mouse.move(p.endX, p.endY);
            await mouse.up();
        });
    },
});
const mouseDown = defineTabTool({
    name: 'browser_mouse_down',
    title: 'Press mouse down',
    description: 'Press mouse down',
    capability: 'vision',
    schema: z.object({ button: button.describe('Button to press, defaults to left') }).strict(),
    async handle(tab, p, response) {
        await response.actOn(tab, `pressed the ${p.button ?? 'left'} button`, () => tab.page().mouse.down(p.button ? { button: p.button } : {}));
    },
});
const mouseUp = defineTabTool({
    name: 'browser_mouse_up',
    title: 'Press mouse up',
    description: 'Press mouse up',
    capability: 'vision',
    schema: z.object({ button: button.describe('Button to press, defaults to left') }).strict(),
    async handle(tab, p, response) {
        await response.actOn(tab, `released the ${p.button ?? 'left'} button`, () => tab.page().mouse.up(p.button ? { button: p.button } : {}));
    },
});
const mouseWheel = defineTabTool({
    name: 'browser_mouse_wheel',
    title: 'Scroll mouse wheel',
    description: 'Scroll mouse wheel',
    capability: 'vision',
    schema: z
        .object({
        deltaX: z.number().default(0).describe('X delta'),
        deltaY: z.number().default(0).describe('Y delta'),
    })
        .strict(),
    async handle(tab, p, response) {
        await response.actOn(tab, `scrolled the wheel by (${p.deltaX}, ${p.deltaY})`, () => tab.page().mouse.wheel(p.deltaX, p.deltaY));
    },
});
const mouseTools = [mouseMoveXY, mouseClickXY, mouseDragXY, mouseDown, mouseUp, mouseWheel];

/**
 * The tool table and the one way to run a tool: arguments checked against its zod schema (a wrong
 * type, a missing or an unknown argument is a readable isError answer), secret names in arguments
 * replaced by their values, one call at a time (a browser has one mouse), a Response assembled once.
 */
/** Every tool, in Playwright MCP's order of its tools/list. */
const allTools = () => [
    ...navigateTools,
    ...pageTools.slice(0, 2),
    ...inputTools,
    ...pageTools.slice(2),
    ...browserTools,
    ...consoleTools,
    ...networkTools,
    ...dropTools,
    ...mediaTools,
    // Listed either way, as in Playwright MCP; without --allow-eval they answer NOT_ALLOWED.
    ...evalTools,
    ...runCodeTools,
    // --caps vision
    ...mouseTools,
];
/** The tools a server with these options lists: core ones, and those of the capabilities --caps names. */
function toolsFor(o) {
    return allTools().filter((t) => !t.capability || t.capability.startsWith('core') || o.caps.includes(t.capability));
}
/** The tool's parameters as JSON Schema (tools/list). */
function inputSchemaOf(t) {
    return z.toJSONSchema(t.schema);
}
/** A string argument that names a secret is replaced by its value (Playwright MCP does the same). */
function unmaskArgs(v, secrets) {
    if (typeof v === 'string')
        return Object.prototype.hasOwnProperty.call(secrets, v) ? secrets[v] : v;
    if (Array.isArray(v))
        return v.map((x) => unmaskArgs(x, secrets));
    if (v && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unmaskArgs(x, secrets)]));
    return v;
}
const errorReply = (code, message, hint) => ({
    content: [
        { type: 'text', text: errorText(hint ? { code: code, message, hint } : { code: code, message }) },
    ],
    isError: true,
});
/** Run one call of `tool` with the raw arguments a client sent. */
async function runTool(ctx, tool, args) {
    const parsed = tool.schema.safeParse(args, { reportInput: true });
    // Zod's words, as Playwright MCP answers (its clients read them); pagemark's one-line reading of
    // the first problem is the hint.
    if (!parsed.success)
        return errorReply('INVALID_COMMAND', clip(`Invalid arguments for tool "${tool.name}":\n${z.prettifyError(parsed.error)}`), clip(`${tool.name}: ${argsProblem(parsed.error)}`));
    const run = ctx.queue.then(async () => {
        const response = new Response(ctx, tool.name, args);
        try {
            await tool.handle(ctx, unmaskArgs(parsed.data, ctx.options.secrets), response);
        }
        catch (e) {
            // A driver failure as a typed error (the driver-error guard: its kind, no ANSI, clipped).
            const msg = e.message ?? String(e);
            response.fail(driverError(e, /executable|no chromium|no firefox|no webkit/i.test(msg) ? 'see --executable-path' : undefined));
        }
        return response.reply();
    });
    ctx.queue = run.catch(() => { });
    return run;
}

class CommandClock {
    constructor() {
        this.t0 = 0;
        this.parts = { act: 0, browserSettle: 0, snapshot: 0, render: 0 };
        this.wrapped = new WeakMap();
    }
    start() {
        this.t0 = performance.now();
        this.parts = { act: 0, browserSettle: 0, snapshot: 0, render: 0 };
    }
    /** Time spent rendering the answer's page, reported by the tool layer. */
    addRender(ms) {
        this.parts.render += ms;
    }
    finish() {
        const total = performance.now() - this.t0;
        const p = this.parts;
        const r = (n) => Math.round(n);
        const rest = total - p.act - p.browserSettle - p.snapshot - p.render;
        return {
            total: r(total),
            act: r(p.act),
            browserSettle: r(p.browserSettle),
            snapshot: r(p.snapshot),
            render: r(p.render),
            rest: r(Math.max(0, rest)),
        };
    }
    /** The door's session source, its sessions timed into this clock: what the tools are given. */
    timed(source) {
        return {
            session: () => source.session().then((s) => this.wrap(s)),
            get isOpen() {
                return source.isOpen;
            },
            close: () => source.close(),
        };
    }
    /** The session, its act and snapshot timed into this clock (one wrapper per session). */
    wrap(s) {
        const known = this.wrapped.get(s);
        if (known)
            return known;
        const act = async (command, o) => {
            const r = await s.act(command, o);
            const t = stepTimingsOf(r);
            if (t) {
                this.parts.act += t.actMs;
                this.parts.browserSettle += t.settleMs;
                this.parts.snapshot += t.snapshotMs;
            }
            return r;
        };
        const snapshot = async (o) => {
            const t = performance.now();
            try {
                return await s.snapshot(o);
            }
            finally {
                this.parts.snapshot += performance.now() - t;
            }
        };
        const w = new Proxy(s, {
            get: (target, key, receiver) => key === 'act' ? act : key === 'snapshot' ? snapshot : Reflect.get(target, key, receiver),
        });
        this.wrapped.set(s, w);
        return w;
    }
}

export { BrowserHost as B, Context as C, CommandClock as a, allTools as b, codegenLine as c, inputSchemaOf as i, runTool as r, toolsFor as t, writeScript as w };
