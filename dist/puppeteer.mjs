/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { f as fileInputScript, q as payloadPaths, r as pageInputWithPuppeteer, s as sharedFrameCalls, c as createSession, d as createHost, e as bundleSource, i as initScript, h as historyStep, g as injectLoaded, u as tabsComing, o as ownPages, l as listenTo, P as PAGE_SETUP_MS, k as driverDialog, t as throughSession } from './host-attachedPage.mjs';
export { m as stepTimingsOf } from './host-attachedPage.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'node:url';
import 'node:zlib';

/** Trusted input through Puppeteer (real CDP input events). */
async function performWithPuppeteer(h, cmd, point) {
    const offset = point && point.x >= 0 && point.y >= 0 ? point : undefined;
    switch (cmd.action) {
        case 'click':
            return h.click({ offset, button: cmd.button ?? 'left' });
        case 'dblclick':
            return h.click({ offset, count: 2 });
        case 'rightclick':
            return h.click({ offset, button: 'right' });
        case 'hover':
            return h.hover();
        case 'focus':
            return h.focus();
        case 'fill':
        case 'clear':
            // Select what is there, then type over it (Puppeteer has no fill).
            await h.click({ offset, count: 3 });
            await h.evaluate((el) => {
                const i = el;
                if (typeof i.select === 'function')
                    i.select();
            });
            if (cmd.action === 'clear' || !cmd.text)
                return h.press('Backspace');
            return h.type(cmd.text);
        case 'type':
            await h.focus();
            return h.type(cmd.text ?? '');
        case 'press':
            return h.press((cmd.key ?? 'Enter'));
        case 'select': {
            // Puppeteer selects by value; map labels and indexes to values in the page first.
            const values = await h.evaluate((el, wanted) => {
                const opts = Array.from(el.options);
                return wanted.map((w) => {
                    const o = typeof w === 'number'
                        ? opts[w]
                        : (opts.find((x) => x.value === w) ??
                            opts.find((x) => x.label.trim().toLowerCase() === String(w).trim().toLowerCase()));
                    return o ? o.value : String(w);
                });
            }, cmd.values ?? []);
            await h.select(...values);
            return;
        }
        case 'check':
        case 'uncheck': {
            const checked = await h.evaluate((el) => el.checked);
            if (checked !== (cmd.action === 'check'))
                await h.click({ offset });
            return;
        }
        case 'upload': {
            const input = (await h.evaluateHandle(fileInputScript)).asElement();
            if (!input)
                throw new Error('no file input');
            return input.uploadFile(...payloadPaths(cmd.files ?? []));
        }
        default:
            throw new Error(`trusted input has no "${cmd.action}": act without {trusted: true}`);
    }
}
const puppeteerAdapter = (page) => ({
    ...sharedFrameCalls(() => page.mainFrame()),
    contentFrame: (h) => h.contentFrame(),
    ownerFrame: async (h) => h.frame,
    perform: performWithPuppeteer,
    performPage: (cmd) => pageInputWithPuppeteer(page, cmd),
    addInitScript: async (s) => {
        await page.evaluateOnNewDocument(s);
    },
});

/**
 * Downloads for the Puppeteer session. Puppeteer has no download event (Playwright's `Download`): the
 * session asks Chromium itself, as Playwright does underneath (playwright-core's crBrowser.ts), with
 * CDP `Browser.setDownloadBehavior` ('allowAndName': each download saved under its guid in a staging
 * folder, `eventsEnabled` for `Browser.downloadWillBegin` and `Browser.downloadProgress`) on a
 * session of the browser target, scoped to the context. `saveAs` copies the finished file to where the
 * session wants it.
 */
/**
 * Listen for the context's downloads; `onDownload` gets the id of the frame that started it. Returns
 * the stop (which detaches the CDP session and removes the staging folder).
 */
async function listenDownloads(ctx, onDownload) {
    const staging = mkdtempSync(join(tmpdir(), 'pagemark-pp-downloads-'));
    const cdp = await ctx.browser().target().createCDPSession();
    const contextId = ctx.id;
    const ended = new Map();
    const onBegin = (e) => {
        let end;
        const done = new Promise((r) => (end = r));
        ended.set(e.guid, end);
        onDownload(e.frameId, {
            url: e.url,
            suggestedFilename: e.suggestedFilename,
            async saveAs(path) {
                if ((await done) !== 'completed')
                    throw new Error('the download was canceled');
                await copyFile(join(staging, e.guid), path);
            },
            failure: async () => ((await done) === 'completed' ? null : 'canceled'),
            async cancel() {
                await cdp.send('Browser.cancelDownload', contextId ? { guid: e.guid, browserContextId: contextId } : { guid: e.guid });
            },
        });
    };
    const onProgress = (e) => {
        if (e.state === 'inProgress')
            return;
        ended.get(e.guid)?.(e.state);
        ended.delete(e.guid);
    };
    cdp.on('Browser.downloadWillBegin', onBegin);
    cdp.on('Browser.downloadProgress', onProgress);
    await cdp.send('Browser.setDownloadBehavior', {
        behavior: 'allowAndName',
        downloadPath: staging,
        eventsEnabled: true,
        ...(contextId ? { browserContextId: contextId } : {}),
    });
    return () => {
        cdp.off('Browser.downloadWillBegin', onBegin);
        cdp.off('Browser.downloadProgress', onProgress);
        // The browser's own behaviour again, then let the session go.
        void cdp
            .send('Browser.setDownloadBehavior', {
            behavior: 'default',
            ...(contextId ? { browserContextId: contextId } : {}),
        })
            .catch(() => { })
            .then(() => cdp.detach())
            .catch(() => { });
        rmSync(staging, { recursive: true, force: true });
    };
}

/** Puppeteer's id of a frame (the CDP frame id, which download events name). */
const frameId = (f) => f._id;
const contextOf = (x) => 'defaultBrowserContext' in x ? x.defaultBrowserContext() : x;
async function puppeteerDriver(target, options = {}, hostOf) {
    const ctx = contextOf(target);
    const source = bundleSource(options);
    const init = initScript(source, options);
    // Puppeteer's `pages()` is asynchronous; the session asks synchronously, so the driver keeps the list.
    const known = (await ctx.pages()).filter((p) => !p.isClosed());
    const prepared = new WeakSet();
    // Downloads are on once this settles (listen starts it; inject, which the session awaits, waits).
    let downloadsReady = Promise.resolve();
    // Chromium's early word of a new tab (pagesComing.ts), set up by listen(), awaited by inject().
    let comingReady = Promise.resolve();
    const prepare = async (p) => {
        if (prepared.has(p))
            return;
        prepared.add(p);
        await p.evaluateOnNewDocument(init).catch(() => { });
    };
    // printHtml's own pages, kept from the session: claimed by their `targetcreated`, never wired.
    const own = ownPages();
    return {
        pages: () => known.filter((p) => !p.isClosed()),
        newPage: () => ctx.newPage(),
        listen(ev) {
            const offs = [];
            const stop = new AbortController();
            const wired = new WeakSet();
            const armChooser = (p) => {
                // One wait armed at a time; re-armed as soon as a chooser arrives (Page.fileChooserOpened
                // with no wait armed is dropped by Puppeteer, and interception stays on).
                p.waitForFileChooser({ timeout: 0, signal: stop.signal }).then((fc) => {
                    ev.fileChooser(p, { multiple: fc.isMultiple(), setFiles: (files) => fc.accept(payloadPaths(files)) });
                    if (!p.isClosed())
                        armChooser(p);
                }, () => { });
            };
            const closed = new WeakSet();
            const gone = (p) => {
                if (closed.has(p))
                    return;
                closed.add(p);
                if (known.includes(p))
                    known.splice(known.indexOf(p), 1);
                ev.close(p);
            };
            const wire = (p) => {
                if (wired.has(p))
                    return;
                wired.add(p);
                if (!known.includes(p))
                    known.push(p);
                const onClose = () => gone(p);
                const onNav = (f) => f === p.mainFrame() && ev.navigated(p, f.url());
                const onDialog = (d) => ev.dialog(p, driverDialog(d));
                offs.push(listenTo(p, { close: onClose, framenavigated: onNav, dialog: onDialog }));
                armChooser(p);
            };
            const onTarget = (t) => {
                if (t.type() !== 'page')
                    return;
                coming?.arrived();
                if (own.has(t) || own.claim(t))
                    return;
                // The tab is on its way from here: Puppeteer hands its Page over (`t.page()`) only after
                // several round trips, which can end after the action's whole settle window (a popup
                // opened by a timer the click set off); the wait holds for it as for any work in flight
                // (sessionAct.ts), bounded like Playwright's tabs on their way.
                let handedOver = () => { };
                const settled = new Promise((resolve) => {
                    const timer = setTimeout(resolve, PAGE_SETUP_MS);
                    timer.unref();
                    handedOver = () => {
                        clearTimeout(timer);
                        resolve();
                    };
                });
                ev.opening(settled);
                void t
                    .page()
                    .then(async (p) => {
                    if (!p || wired.has(p))
                        return;
                    wire(p);
                    ev.page(p);
                    handedOver();
                    // A popup that closed itself before Puppeteer handed it over: opened and closed, reported.
                    if (p.isClosed())
                        return gone(p);
                    await prepare(p);
                })
                    .catch(() => { })
                    .finally(handedOver);
            };
            for (const p of known)
                wire(p);
            ctx.on('targetcreated', onTarget);
            // Chromium's own early word of a tab (pagesComing.ts): Puppeteer's `targetcreated` comes
            // only once it has attached to the tab, which on a loaded machine can be after the action's
            // settle window. Not `earlyPages`: the window still counts from the page command's end.
            const first = known[0];
            let coming = null;
            let stopped = false;
            comingReady = first
                ? tabsComing(async () => (await first.createCDPSession()), async () => (await ctx.browser().target().createCDPSession()), (settled) => ev.opening(settled)).then((pc) => {
                    if (stopped)
                        pc?.stop();
                    else
                        coming = pc;
                })
                : Promise.resolve();
            offs.push(() => {
                coming?.stop();
                coming = null;
            });
            let stopDownloads = null;
            const downloads = listenDownloads(ctx, (fid, d) => {
                const open = known.filter((p) => !p.isClosed());
                const page = open.find((p) => p.frames().some((f) => frameId(f) === fid)) ?? open[open.length - 1];
                if (page)
                    ev.download(page, d);
                else
                    void d.cancel().catch(() => { });
            }).then((s) => {
                if (stopped)
                    s();
                else
                    stopDownloads = s;
            });
            offs.push(() => {
                stopped = true;
                stopDownloads?.();
            });
            downloadsReady = downloads;
            return () => {
                ctx.off('targetcreated', onTarget);
                stop.abort();
                for (const off of offs)
                    off();
            };
        },
        async inject() {
            await downloadsReady;
            await comingReady;
            for (const p of known) {
                await prepare(p);
                await injectLoaded(puppeteerAdapter(p), source);
            }
        },
        host: (p) => hostOf?.(p) ?? createHost(puppeteerAdapter(p), source),
        async opener(p) {
            const o = p.target().opener();
            return o ? o.page().catch(() => null) : null;
        },
        url(p) {
            // Puppeteer asserts a main frame, which a page being torn down no longer has.
            try {
                return p.url();
            }
            catch {
                return '';
            }
        },
        title: (p) => p.title(),
        isClosed: (p) => p.isClosed(),
        bringToFront: (p) => p.bringToFront(),
        async goto(p, url, timeout) {
            await p.goto(url, { waitUntil: 'load', timeout });
        },
        // With no entry at all Puppeteer throws (Puppeteer's cdp/Page.js, `#go`): "nothing to go to".
        history: (p, how, timeout) => historyStep(p, how, timeout, (e) => /History entry to navigate to not found/.test(e.message)),
        close: (p) => p.close({ runBeforeUnload: true }),
        async waitForLoad(p, timeout) {
            await p.waitForFunction(() => document.readyState !== 'loading', { timeout, polling: 100 });
        },
        // This session speaks CDP to the browser (its downloads, puppeteerDownloads.ts): Chromium.
        engine: () => 'chromium',
        // A string is evaluated as an expression with its promise awaited and its value returned by
        // value (Puppeteer's Runtime.evaluate), as the Playwright driver does.
        evaluate: (p, code) => p.evaluate(code),
        screenshot: async (p) => Buffer.from(await p.screenshot({ type: 'png', fullPage: false })),
        pdf: async (p, o) => Buffer.from(await p.pdf(o)),
        printHtml: (html, o) => own.print(() => ctx.newPage(), (p) => p.target(), html, o),
    };
}
/**
 * A session over a Puppeteer Browser (its default context) or BrowserContext: every page a tab,
 * pagemark in every page and frame, actions in the active tab with what the browser did reported
 * (src/node/session/types.ts), as `openSession` of pagemark/playwright.
 */
async function openSession(target, options = {}) {
    return createSession(await puppeteerDriver(target, options), options);
}
/**
 * `attach(page)`: a session of the page's context that stays in the page (`followPopups: false`),
 * dialogs dismissed and reported (as Playwright's attach does), the page's host shared with it.
 */
async function attachSession(page, options = {}) {
    const pm = createHost(puppeteerAdapter(page), bundleSource(options));
    const driver = await puppeteerDriver(page.browserContext(), options, (p) => (p === page ? pm : undefined));
    const session = await createSession(driver, { dialogs: 'dismiss', followPopups: false, ...options }, page);
    return { pm, session };
}

async function attach(page, options = {}) {
    const { pm, session } = await attachSession(page, options);
    return throughSession(pm, session);
}

export { attach, openSession, performWithPuppeteer, puppeteerAdapter };
