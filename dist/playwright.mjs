/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { s as strSplit, j as join, t as toLower, i as injectAll, f as fileInputScript, a as filePayloadBuffer, b as bundleFile, c as createHost } from './host-createHost.mjs';
import 'node:os';
import 'node:path';

/**
 * Key modifiers, the one parser for every copy (in-page clicks and keys, the Playwright driver;
 * python/src/pagemark/_playwright.py keeps the same table in Python). Names are matched ASCII
 * case-insensitively; the synonyms are the union of what agents send:
 *
 *   Control        control, ctrl
 *   ControlOrMeta  controlormeta (Playwright's: Meta on macOS, Control elsewhere)
 *   Shift          shift
 *   Alt            alt
 *   Meta           meta, cmd, command
 *
 * The result uses Playwright's names (keyboard.press, the `modifiers` option), which the in-page
 * code maps to event flags (`ControlOrMeta` sets ctrlKey there: a page has no platform to ask).
 */
const NAMES = Object.assign(Object.create(null), {
    control: 'Control',
    ctrl: 'Control',
    controlormeta: 'ControlOrMeta',
    shift: 'Shift',
    alt: 'Alt',
    meta: 'Meta',
    cmd: 'Meta',
    command: 'Meta',
});
/** The modifier a name stands for, or null when it names none. */
function modifierOf(name) {
    return NAMES[toLower(String(name))] ?? null;
}
/** The modifiers of a command's `modifiers` list, in order; names that are none are skipped. */
function parseModifiers(list) {
    const out = [];
    if (!list)
        return out;
    for (let i = 0; i < list.length; i++) {
        const m = modifierOf(list[i]);
        if (m)
            out[out.length] = m;
    }
    return out;
}
/**
 * The combination with each modifier synonym replaced by its Playwright name ('ctrl+a' ->
 * 'Control+a'), everything else as given: for drivers whose press() knows only their own names.
 */
function normalizeCombo(combo) {
    const parts = strSplit(combo, '+');
    for (let i = 0; i < parts.length - 1; i++)
        parts[i] = modifierOf(parts[i]) ?? parts[i];
    return join(parts, '+');
}

/**
 * `pagemark/playwright`: `const pm = await attach(page)` injects pagemark into every frame of a
 * Playwright page (cross-origin and out-of-process iframes included: Playwright evaluates in them),
 * keeps it injected across navigations (an init script), and stitches the frames into one snapshot.
 * `pm.act(cmd, {trusted: true})` checks in the page, then acts with Playwright's real input.
 */
function bundleSource(options) {
    return options.source ?? readFileSync(bundleFile(fileURLToPath(new URL('.', import.meta.url))), 'utf8');
}
/** Trusted input through Playwright, the same verbs as the in-page action API. */
async function performWithPlaywright(h, cmd, point) {
    const position = point && point.x >= 0 && point.y >= 0 ? point : undefined;
    const mods = parseModifiers(cmd.modifiers);
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
    mainFrame: () => page.mainFrame(),
    childFrames: (f) => f.childFrames(),
    evaluate: (f, fn, arg) => f.evaluate(fn, arg),
    evaluateSource: async (f, src) => {
        await f.evaluate(src);
    },
    evaluateOnFrameElement: async (child, fn) => {
        try {
            const el = await child.frameElement();
            try {
                return await el.evaluate(fn);
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
    ownerFrame: (h) => h.ownerFrame(),
    querySelector: (f, sel) => f.$(sel),
    perform: performWithPlaywright,
    addInitScript: async (s) => {
        await page.addInitScript({ content: s });
    },
});
async function attach(page, options = {}) {
    const source = bundleSource(options);
    const adapter = playwrightAdapter(page);
    await injectAll(adapter, source, options);
    const host = createHost(adapter, source);
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

export { attach, performWithPlaywright, playwrightAdapter };
