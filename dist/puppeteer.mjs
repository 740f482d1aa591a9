/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { b as bundleFile, i as injectAll, c as createHost, f as fileInputScript, p as payloadPaths, a as pageInputWithPuppeteer } from './host-bundleFile.mjs';
import 'node:os';
import 'node:path';

/**
 * `pagemark/puppeteer`: the same `attach(page)` for puppeteer-core. Puppeteer evaluates in every frame
 * too (out-of-process iframes included), so cross-origin frames are stitched host-side exactly as with
 * Playwright; trusted input goes through Puppeteer's mouse and keyboard.
 */
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
    mainFrame: () => page.mainFrame(),
    childFrames: (f) => f.childFrames(),
    evaluate: (f, fn, arg) => f.evaluate(fn, arg),
    evaluateSource: async (f, src) => {
        await f.evaluate(src);
    },
    evaluateOnFrameElement: async (child, fn) => {
        try {
            const el = await child.frameElement();
            if (!el)
                return null;
            try {
                return (await el.evaluate(fn));
            }
            finally {
                await el.dispose();
            }
        }
        catch {
            return null;
        }
    },
    elementHandle: async (f, index) => {
        const jh = await f.evaluateHandle((i) => globalThis.pagemark.protocol.elementByIndex(i), index);
        const el = jh.asElement();
        if (!el)
            await jh.dispose();
        return el;
    },
    contentFrame: (h) => h.contentFrame(),
    ownerFrame: async (h) => h.frame,
    querySelector: (f, sel) => f.$(sel),
    perform: performWithPuppeteer,
    performPage: (cmd) => pageInputWithPuppeteer(page, cmd),
    addInitScript: async (s) => {
        await page.evaluateOnNewDocument(s);
    },
});
async function attach(page, options = {}) {
    const source = options.source ?? readFileSync(bundleFile(fileURLToPath(new URL('.', import.meta.url))), 'utf8');
    const adapter = puppeteerAdapter(page);
    await injectAll(adapter, source, options);
    return createHost(adapter, source);
}

export { attach, performWithPuppeteer, puppeteerAdapter };
