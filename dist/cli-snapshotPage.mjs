/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import fs from 'node:fs';
import path from 'node:path';
import { s as strTrim, j as jsonParse, c as reTest, e as reExec, f as strReplace, r as render } from './cli-bundleFile.mjs';
import { o as openBrowser, d as decodeSnapshot } from './cli-decodeSnapshot.mjs';
import { o as openChecked, l as loadPage } from './cli-loadPage.mjs';
import 'node:url';
import 'node:module';
import './cli-escape.mjs';
import 'node:http';

function parseShortAction(input) {
    const t = strTrim(String(input));
    if (!t)
        return { ok: false, message: 'empty action: try "click 12" or "type 3 hello"' };
    if (t[0] === '{') {
        try {
            // Checked by act()'s parser like every command.
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

// The CLI's main job: open a page in headless Chromium, inject the page bundle,
// snapshot, render in Node from the JSON snapshot (the renderers are pure), write the files, run
// actions. Network: only the page's own origin is reachable; everything else is aborted so pages
// load fast and the same way every time on a closed machine.
async function snapshotPage(run) {
    const target = await openChecked(run.bundle, run.target, run.log);
    if (typeof target === 'number')
        return target;
    if (run.connect || run.cdp)
        run.log(`connecting to ${run.connect ?? run.cdp} ...`);
    const opened = await openBrowser(run);
    if (!opened.ok) {
        await target.close();
        run.log(`pagemark: ${opened.message}`);
        return 4;
    }
    run.log(opened.how);
    const browser = opened.browser;
    try {
        const page = await browser.newPage({ viewport: run.viewport });
        if (target.notice && !run.demo)
            run.log(target.notice);
        run.log(`loading ${run.demo ? 'the demo page' : target.url} ...`);
        const loaded = await loadPage(page, target, run.demo ? 'the demo page' : run.target);
        if (!loaded.ok) {
            run.log(`pagemark: ${loaded.message}`);
            return 3;
        }
        const bundle = fs.readFileSync(run.bundle, 'utf8');
        await page.evaluate(bundle);
        const snap = decodeSnapshot(await page.evaluate((o) => pagemark.protocol.snapshotWire(o), run.snapshotOptions));
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
                result = (await page.evaluate((c) => pagemark.act(c), cmd));
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
        await target.close();
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

export { snapshotPage };
