/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { p as parseModifiers, f as fileInputScript, a as filePayloadBuffer, n as normalizeCombo, b as pageInputWithPlaywright, s as sharedFrameCalls, c as createSession, d as createHost, e as bundleSource, h as historyStep, i as initScript, g as injectLoaded, j as pagesComing, o as ownPages, l as listenTo, k as driverDialog, t as throughSession } from './host-attachedPage.mjs';
export { m as stepTimingsOf } from './host-attachedPage.mjs';
import 'node:fs';
import 'node:path';
import 'node:url';
import 'node:os';
import 'node:fs/promises';
import 'node:zlib';

/** Trusted input through Playwright, the same verbs as the in-page action API. */
async function performWithPlaywright(h, cmd, point) {
    const position = point && point.x >= 0 && point.y >= 0 ? point : undefined;
    const mods = parseModifiers('modifiers' in cmd ? cmd.modifiers : undefined);
    switch (cmd.action) {
        case 'click':
            return h.click({ position, force: true, button: cmd.button ?? 'left', modifiers: mods });
        case 'dblclick':
            return h.dblclick({ position, force: true, modifiers: mods });
        case 'rightclick':
            return h.click({ position, force: true, button: 'right', modifiers: mods });
        case 'hover':
            return h.hover({ position, force: true, modifiers: mods });
        case 'focus':
            return h.focus();
        case 'fill':
            return h.fill(cmd.text ?? '', { force: true });
        case 'clear':
            return h.fill('', { force: true });
        case 'type':
            await h.focus();
            return h.type(cmd.text ?? '');
        case 'press':
            return h.press(normalizeCombo(cmd.key ?? 'Enter'));
        case 'select':
            {
                const vals = cmd.values ?? [];
                // Strings match an option's value or label (as in the page); numbers are indexes.
                if (vals.every((v) => typeof v === 'string'))
                    await h.selectOption(vals, { force: true });
                else
                    await h.selectOption(vals.map((v) => (typeof v === 'number' ? { index: v } : { label: v })), { force: true });
            }
            return;
        case 'check':
            return h.check({ force: true, position });
        case 'uncheck':
            return h.uncheck({ force: true, position });
        case 'upload': {
            const input = (await h.evaluateHandle(fileInputScript)).asElement();
            if (!input)
                throw new Error('no file input');
            const files = cmd.files ?? [];
            return input.setInputFiles(files.every((f) => typeof f === 'string')
                ? files
                : files.map((f) => filePayloadBuffer(f)));
        }
        default:
            throw new Error(`trusted input has no "${cmd.action}": act without {trusted: true}`);
    }
}
const playwrightAdapter = (page) => ({
    ...sharedFrameCalls(() => page.mainFrame()),
    contentFrame: (h) => h.contentFrame(),
    ownerFrame: (h) => h.ownerFrame(),
    perform: performWithPlaywright,
    performPage: (cmd) => pageInputWithPlaywright(page, cmd),
    addInitScript: async (s) => {
        await page.addInitScript({ content: s });
    },
});
/** The host of a page with Playwright's extras (`locator`). */
function playwrightPagemark(adapter, host) {
    return {
        ...host,
        async locator(target, entry) {
            const s = host.last();
            const loc = await host.locate(target);
            if (!s || !loc)
                return null;
            const index = typeof target === 'number' ? target : s.elements.find((e) => e.bid === target || e.elementId === target)?.index;
            const rec = s.elements.find((e) => e.index === index);
            if (!rec)
                return null;
            const e = entry ?? rec.locators.find((l) => l.unique) ?? rec.locators[0];
            if (!e)
                return null;
            // The record's frame inside the owning instance may be a same-origin child frame of it.
            let frame = loc.frame;
            const inner = await frame
                .evaluate((i) => {
                const pm = globalThis.pagemark;
                return pm.protocol.lastSnapshot()?.elements.find((x) => x.index === i)?.frame ?? '';
            }, loc.index)
                .catch(() => '');
            if (inner) {
                const el = await adapter.elementHandle(frame, loc.index);
                const owner = el ? await el.ownerFrame() : null;
                if (owner)
                    frame = owner;
            }
            switch (e.kind) {
                case 'role': {
                    const v = JSON.parse(e.value);
                    return frame.getByRole(v.role, v.name ? { name: v.name, exact: true } : {});
                }
                case 'text':
                    return frame.getByText(e.value, { exact: true });
                case 'xpath':
                    return frame.locator('xpath=' + e.value);
                default:
                    return frame.locator(e.value);
            }
        },
    };
}

const wrapDownload = (d) => ({
    url: d.url(),
    suggestedFilename: d.suggestedFilename(),
    saveAs: (p) => d.saveAs(p),
    failure: () => d.failure(),
    cancel: () => d.cancel(),
});
function playwrightDriver(context, options = {}, hostOf) {
    const source = bundleSource(options);
    // printHtml's own pages, kept from the session (Playwright emits the context's `page` event before
    // newPage() resolves).
    const own = ownPages();
    // Chromium's early word of a new tab (pagesComing.ts), set up by listen(), awaited by inject().
    let coming = null;
    let comingReady = Promise.resolve();
    return {
        pages: () => context.pages().filter((p) => !own.has(p)),
        newPage: () => context.newPage(),
        listen(ev) {
            const offs = [];
            const wire = (p) => {
                const onClose = () => ev.close(p);
                const onNav = (f) => f === p.mainFrame() && ev.navigated(p, f.url());
                const onDownload = (d) => ev.download(p, wrapDownload(d));
                // Playwright reports a navigation request as the browser begins it (CDP
                // Network.requestWillBeSent), long before its commit or a download it turns into;
                // `response()` resolves with the response, or null when it failed.
                const onRequest = (r) => r.isNavigationRequest() && ev.navigating(p, r.response());
                const onChooser = (fc) => ev.fileChooser(p, {
                    multiple: fc.isMultiple(),
                    setFiles: (files) => fc.setFiles(files.every((f) => typeof f === 'string')
                        ? files
                        : files.map((f) => filePayloadBuffer(f))),
                });
                offs.push(listenTo(p, {
                    close: onClose,
                    framenavigated: onNav,
                    download: onDownload,
                    filechooser: onChooser,
                    request: onRequest,
                }));
            };
            const onPage = (p) => {
                coming?.arrived();
                if (own.has(p) || own.claim(p))
                    return;
                wire(p);
                ev.page(p);
            };
            // The session's view of each dialog, by Playwright's object: `dialogclosed` hands over the
            // same Dialog as `dialog` did, so the closed one is found exactly.
            const seen = new WeakMap();
            const onDialog = (d) => {
                const p = d.page();
                if (!p)
                    return void d.dismiss().catch(() => { }); // not a page's (a service worker's): nobody could see it
                const dd = driverDialog(d);
                seen.set(d, dd);
                ev.dialog(p, dd);
            };
            // Chromium tells every client with the Page domain when a dialog closes, however it was
            // closed (CDP Page.javascriptDialogClosed, which Playwright emits as `dialogclosed`): the one
            // signal of a dialog another client answered, since the page itself emits nothing then.
            const onDialogClosed = (d) => {
                const p = d.page();
                const dd = seen.get(d);
                if (p && dd)
                    ev.dialogClosed(p, dd);
            };
            for (const p of context.pages())
                wire(p);
            context.on('page', onPage);
            context.on('dialog', onDialog);
            context.on('dialogclosed', onDialogClosed);
            let stopped = false;
            comingReady = pagesComing(context, context.pages()[0], (settled) => ev.opening(settled)).then((pc) => {
                if (stopped)
                    pc?.stop();
                else
                    coming = pc;
            });
            return () => {
                stopped = true;
                coming?.stop();
                coming = null;
                context.off('page', onPage);
                context.off('dialog', onDialog);
                context.off('dialogclosed', onDialogClosed);
                for (const off of offs)
                    off();
            };
        },
        earlyPages: () => coming !== null,
        earlyNavigations: () => true,
        async inject() {
            await comingReady;
            await context.addInitScript({ content: initScript(source, options) });
            for (const p of context.pages())
                await injectLoaded(playwrightAdapter(p), source);
        },
        host: (p) => hostOf?.(p) ?? createHost(playwrightAdapter(p), source),
        opener: (p) => p.opener().catch(() => null),
        url: (p) => p.url(),
        title: (p) => p.title(),
        isClosed: (p) => p.isClosed(),
        bringToFront: (p) => p.bringToFront(),
        async goto(p, url, timeout) {
            const t0 = Date.now();
            await p.goto(url, { waitUntil: 'domcontentloaded', timeout });
            await settleLoad(p, timeout, t0);
        },
        history: (p, how, timeout) => historyStep(p, how, timeout, undefined, (t0) => settleLoad(p, timeout, t0)),
        close: (p) => p.close({ runBeforeUnload: true }),
        waitForLoad: (p, timeout) => p.waitForLoadState('domcontentloaded', { timeout }),
        // A persistent context has no browser(): unknown, and `pdf` tries.
        engine: () => context.browser()?.browserType().name() ?? null,
        // A string is evaluated as an expression (Playwright's normalizeEvaluationExpression), its promise
        // awaited, as browser-use's Runtime.evaluate with awaitPromise and returnByValue.
        evaluate: (p, code) => p.evaluate(code),
        screenshot: (p) => p.screenshot({ type: 'png', fullPage: false }),
        pdf: (p, o) => p.pdf(o),
        printHtml: (html, o) => own.print(() => context.newPage(), (p) => p, html, o),
    };
}
/**
 * As Playwright MCP navigates (its tab.ts), for goto, back, forward and reload alike: the document
 * within the timeout, then `load` for at most 5 s more, never failing on it: the page is usable
 * once its document is, and an image that never loads must not fail the navigation.
 */
async function settleLoad(p, timeout, t0) {
    const left = Math.min(5000, timeout - (Date.now() - t0));
    if (left > 0)
        await p.waitForLoadState('load', { timeout: left }).catch(() => { });
}
/**
 * A session over a Playwright BrowserContext: every page a tab, pagemark in every page and frame,
 * actions in the active tab with what the browser did reported (src/node/session/types.ts).
 */
function openSession(context, options = {}) {
    return createSession(playwrightDriver(context, options), options);
}
/**
 * `attach(page)`: a session of the page's context that stays in the page (`followPopups: false`),
 * with Playwright's default for dialogs (dismiss), now reported; the page's pagemark host is the
 * session's host of that tab, so `snapshot` and `act` share one numbering.
 */
async function attachSession(page, options = {}) {
    const adapter = playwrightAdapter(page);
    const pm = playwrightPagemark(adapter, createHost(adapter, bundleSource(options)));
    const driver = playwrightDriver(page.context(), options, (p) => (p === page ? pm : undefined));
    const session = await createSession(driver, { dialogs: 'dismiss', followPopups: false, ...options }, page);
    return { pm, session };
}

async function attach(page, options = {}) {
    const { pm, session } = await attachSession(page, options);
    return throughSession(pm, session);
}

export { attach, openSession, performWithPlaywright, playwrightAdapter };
