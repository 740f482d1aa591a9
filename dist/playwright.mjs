/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { d as parseModifiers, f as fileInputScript, e as filePayloadBuffer, n as normalizeCombo, g as pageInputWithPlaywright, b as bundleFile, h as push, j as join, k as jsonStringify, l as parseCommand, r as render, c as createHost, m as initScript, o as forEachFrame } from './host-bundleFile.mjs';
import fs, { readFileSync, constants, mkdtempSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path, { basename, extname, join as join$1, resolve } from 'node:path';
import { mkdir, access, stat } from 'node:fs/promises';

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

const q = (s) => jsonStringify(s);
/** `* 1 t2 "Title" https://url` (the star marks the active tab). */
function tabLine(t) {
    return `${t.active ? '*' : ' '} ${t.index} ${t.id} ${q(t.title)} ${t.url}`;
}
function dialogLine(d) {
    const def = d.defaultValue !== undefined ? ` (default ${q(d.defaultValue)})` : '';
    if (d.state === 'pending')
        return `Dialog pending in ${d.tabId}: ${d.type} ${q(d.message)}${def}; the tab is blocked until it is answered with dialog (accept true or false${d.type === 'prompt' ? ', text' : ''})`;
    const how = d.state === 'accepted' ? 'accepted' : 'dismissed';
    const text = d.promptText !== undefined ? ` with ${q(d.promptText)}` : '';
    return `Dialog in ${d.tabId}: ${d.type} ${q(d.message)}${def} was ${how}${text} by the ${d.by === 'policy' ? 'session policy' : 'agent'}`;
}
function fileChooserLine(f) {
    const at = f.index !== undefined ? ` for [${f.index}]` : '';
    if (f.state === 'pending')
        return `File chooser pending in ${f.tabId}${at} (${f.multiple ? 'several files' : 'one file'}): answer with upload (files), any other action cancels it`;
    return `File chooser in ${f.tabId}${at} was ${f.state}`;
}
function downloadLine(d) {
    if (d.state === 'saved')
        return `Download in ${d.tabId}: ${q(d.suggestedFilename)} saved to ${d.path} (${d.size ?? 0} bytes)`;
    return `Download in ${d.tabId}: ${q(d.suggestedFilename)} failed${d.code ? ` (${d.code})` : ''}: ${d.error ?? 'unknown error'}`;
}
/** The header lines, '' when there is one tab and nothing pending or downloaded. */
function renderSessionHeader(s) {
    const lines = [];
    if (s.tabs.length > 1) {
        push(lines, `Tabs (${s.tabs.length}; * marks the active one, actions act there):`);
        for (let i = 0; i < s.tabs.length; i++)
            push(lines, tabLine(s.tabs[i]));
    }
    for (let i = 0; i < s.dialogs.length; i++)
        push(lines, dialogLine(s.dialogs[i]));
    if (s.fileChooser)
        push(lines, fileChooserLine(s.fileChooser));
    for (let i = 0; i < s.downloads.length; i++)
        push(lines, downloadLine(s.downloads[i]));
    return join(lines, '\n');
}
/**
 * The whole observation: header, a blank line, the page text. `page` null: the active tab is blocked
 * by a dialog and has no page text to show.
 */
function renderSession(s, page) {
    const head = renderSessionHeader(s);
    const body = page ?? '(the active tab is blocked by the dialog above: answer it to see the page)';
    return head ? `${head}\n\n${body}` : body;
}

/**
 * browser-use's CSV normalisation (browser_use/filesystem/file_system.py, CsvFile._normalize_csv):
 * the content is parsed as Python's csv.reader parses it and written back as csv.writer writes it
 * (QUOTE_MINIMAL, lineterminator '\n'), so that a model's malformed CSV lands well-formed. Ported
 * from CPython's Modules/_csv.c state machine with the default dialect (delimiter ',', quotechar '"',
 * doublequote, not strict).
 */
var S;
(function (S) {
    S[S["StartRecord"] = 0] = "StartRecord";
    S[S["StartField"] = 1] = "StartField";
    S[S["InField"] = 2] = "InField";
    S[S["InQuoted"] = 3] = "InQuoted";
    S[S["QuoteInQuoted"] = 4] = "QuoteInQuoted";
})(S || (S = {}));
/** csv.reader over the text's lines; empty rows are dropped, as _normalize_csv does. */
function csvRows(text) {
    const rows = [];
    let row = [];
    let field = '';
    let state = S.StartRecord;
    const endRecord = () => {
        row.push(field);
        field = '';
        rows.push(row);
        row = [];
        state = S.StartRecord;
    };
    for (const c of text) {
        const nl = c === '\n' || c === '\r';
        if (state === S.StartRecord) {
            if (nl)
                continue; // an empty line: csv.reader yields [], which _normalize_csv skips
            state = S.StartField;
        }
        switch (state) {
            case S.StartField:
                if (nl)
                    endRecord();
                else if (c === '"')
                    state = S.InQuoted;
                else if (c === ',')
                    row.push('');
                else {
                    field += c;
                    state = S.InField;
                }
                break;
            case S.InField:
                if (nl)
                    endRecord();
                else if (c === ',') {
                    row.push(field);
                    field = '';
                    state = S.StartField;
                }
                else
                    field += c;
                break;
            case S.InQuoted:
                if (c === '"')
                    state = S.QuoteInQuoted;
                else
                    field += c;
                break;
            case S.QuoteInQuoted:
                if (c === '"') {
                    field += c;
                    state = S.InQuoted;
                }
                else if (c === ',') {
                    row.push(field);
                    field = '';
                    state = S.StartField;
                }
                else if (nl)
                    endRecord();
                else {
                    field += c; // not strict: a character after the closing quote joins the field
                    state = S.InField;
                }
                break;
        }
    }
    if (state !== S.StartRecord)
        endRecord();
    return rows;
}
/** csv.writer, QUOTE_MINIMAL: quote a field holding a delimiter, a quote or a line break; a lone empty field is `""`. */
function csvWrite(rows) {
    let out = '';
    for (const row of rows) {
        const cells = row.map((f) => (/[",\r\n]/.test(f) ? '"' + f.replace(/"/g, '""') + '"' : f));
        out += (row.length === 1 && row[0] === '' ? '""' : cells.join(',')) + '\n';
    }
    return out;
}
/** CsvFile._normalize_csv. */
function normalizeCsv(raw) {
    let stripped = raw.replace(/^[\n\r]+|[\n\r]+$/g, '');
    if (!stripped)
        return raw;
    // Double-escaped model output: no real newline but literal \n sequences.
    if (!stripped.includes('\n') && stripped.includes('\\n'))
        stripped = stripped.replaceAll('\\"', '"').replaceAll('\\n', '\n');
    const rows = csvRows(stripped).filter((r) => r.length > 0);
    if (!rows.length)
        return raw;
    return csvWrite(rows).replace(/\n+$/, '');
}
/** CsvFile.append_file_content: the new rows normalised, then the whole file once more. */
function appendCsv(existing, content) {
    const fresh = normalizeCsv(content);
    if (!fresh.replace(/[\n\r]/g, ''))
        return existing;
    const head = existing && !existing.endsWith('\n') ? existing + '\n' : existing;
    return normalizeCsv(head + fresh);
}

/**
 * browser-use's agent file system (browser_use/filesystem/file_system.py, FileSystem, and the
 * write_file / read_file / replace_file tools of browser_use/tools/service.py), rooted in the session's
 * output folder: the files the agent wrote live in memory (plus the empty `todo.md` browser-use
 * creates) and on disk; a name is reduced to its base name (no directory traversal), an invalid one is
 * sanitised when that makes it valid, and only browser-use's extensions are allowed. Messages are
 * browser-use's; its error strings become typed failures.
 */
/** FileSystem._file_types, in browser-use's order (its error messages list them so). */
const EXTENSIONS = ['md', 'txt', 'json', 'jsonl', 'csv', 'pdf', 'docx', 'html', 'xml'];
const BINARY = new Set('png jpg jpeg gif bmp svg webp ico mp3 mp4 wav avi mov zip tar gz rar exe bin dll so'.split(' '));
/** read_file_structured: external files read as text (the others need reportlab, python-docx, pypdf). */
const TEXT_EXTERNAL = new Set(['md', 'txt', 'json', 'jsonl', 'csv', 'html', 'xml']);
function agentFiles(dir, external = []) {
    // FileSystem(create_default_files=True) starts with an empty todo.md.
    return { dir, files: new Map([['todo.md', '']]), external };
}
/** os.path.basename (POSIX): what follows the last slash. */
const baseName = (n) => n.slice(n.lastIndexOf('/') + 1);
const dotted = EXTENSIONS.map((e) => '.' + e).join(', ');
/** FileSystem._is_valid_filename. */
function isValidFilename(name) {
    const b = baseName(name);
    if (!new RegExp(`^[a-zA-Z0-9_\\-.() \\u4e00-\\u9fff]+\\.(${EXTENSIONS.join('|')})$`).test(b))
        return false;
    return b.slice(0, b.lastIndexOf('.')).trim().length > 0;
}
/** FileSystem.sanitize_filename: spaces to hyphens, other characters dropped, the extension lower-cased. */
function sanitizeFilename(name) {
    const b = baseName(name);
    const dot = b.lastIndexOf('.');
    if (dot < 0)
        return b;
    let stem = b
        .slice(0, dot)
        .replaceAll(' ', '-')
        .replace(/[^a-zA-Z0-9_\-.()\u4e00-\u9fff]/g, '')
        .replace(/-{2,}/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '');
    if (!stem)
        stem = 'file';
    return `${stem}.${b.slice(dot + 1).toLowerCase()}`;
}
/** FileSystem._resolve_filename: [resolved name, whether it differs from what was given]. */
function resolveFilename(name) {
    const b = baseName(name);
    const changed = b !== name;
    if (isValidFilename(b))
        return [b, changed];
    const s = sanitizeFilename(b);
    if (s !== b && isValidFilename(s))
        return [s, true];
    return [b, changed];
}
/** _build_filename_error_message. */
function filenameError(name) {
    const b = baseName(name);
    const dot = b.lastIndexOf('.');
    const ext = dot < 0 ? '' : b.slice(dot + 1).toLowerCase();
    const message = dot < 0
        ? `Error: Filename '${b}' has no extension. Please add a supported extension: ${dotted}.`
        : BINARY.has(ext)
            ? `Error: Cannot write binary/image file '${b}'. The write_file tool only supports text-based files. ` +
                `Supported extensions: ${dotted}. For screenshots, the browser automatically captures them - do not try to save screenshots as files.`
            : !EXTENSIONS.includes(ext)
                ? `Error: Unsupported file extension '.${ext}' in '${b}'. Supported extensions: ${dotted}. Please rename the file to use a supported extension.`
                : `Error: Invalid filename '${b}'. Filenames must contain only letters, numbers, underscores, hyphens, dots, parentheses, and spaces. Supported extensions: ${dotted}.`;
    return { ok: false, code: 'INVALID_COMMAND', message };
}
const notFound = (name, given, changed) => ({
    ok: false,
    code: 'NOT_FOUND',
    message: changed
        ? `File '${name}' not found. (Filename was auto-corrected from '${given}')`
        : `File '${given}' not found.`,
});
/** BaseFile.sync_to_disk: the content as UTF-8 under the folder. PDF and DOCX need converters pagemark lacks. */
function sync(a, name, content) {
    const ext = name.slice(name.lastIndexOf('.') + 1);
    if (ext === 'pdf' || ext === 'docx')
        return {
            ok: false,
            code: 'NOT_SUPPORTED',
            message: `Error: Could not write to file '${name}'. browser-use converts markdown to .${ext} with ${ext === 'pdf' ? 'reportlab' : 'python-docx'}, which pagemark does not ship: write .md (or save_as_pdf for the page)`,
        };
    const file = path.join(a.dir, name);
    try {
        fs.mkdirSync(a.dir, { recursive: true });
        fs.writeFileSync(file, content, 'utf8');
    }
    catch (e) {
        return {
            ok: false,
            code: 'NOT_WRITABLE',
            message: `Error: Could not write to file '${name}'. ${e.message}`,
        };
    }
    return file;
}
const note = (given, changed) => (changed ? ` (auto-corrected from '${given}')` : '');
/** FileSystem.write_file (append=false) and append_file (append=true, only to a file already written). */
function writeAgentFile(a, given, content, append) {
    const [name, changed] = resolveFilename(given);
    if (!isValidFilename(name))
        return filenameError(given);
    const csv = name.endsWith('.csv');
    const old = a.files.get(name);
    if (append && old === undefined)
        return notFound(name, given, changed);
    const next = append ? (csv ? appendCsv(old, content) : old + content) : csv ? normalizeCsv(content) : content;
    const file = sync(a, name, next);
    if (typeof file !== 'string')
        return file;
    a.files.set(name, next);
    const verb = append ? 'appended to' : 'written to';
    return { ok: true, message: `Data ${verb} file ${name} successfully.${note(given, changed)}`, path: file };
}
/** FileSystem.replace_file_str: every occurrence (Python's str.replace), or an error when there is none. */
function replaceAgentFile(a, given, oldText, newText) {
    const [name, changed] = resolveFilename(given);
    if (!isValidFilename(name))
        return filenameError(given);
    if (!oldText)
        return {
            ok: false,
            code: 'INVALID_COMMAND',
            message: 'Error: Cannot replace empty string. Please provide a non-empty string to replace.',
        };
    const old = a.files.get(name);
    if (old === undefined)
        return notFound(name, given, changed);
    if (!old.includes(oldText))
        return { ok: false, code: 'NOT_FOUND', message: `Error: Could not find the specified text in file ${name}.` };
    // BaseFile.write -> write_file_content: a CSV is normalised again.
    const replaced = old.split(oldText).join(newText);
    const next = name.endsWith('.csv') ? normalizeCsv(replaced) : replaced;
    const file = sync(a, name, next);
    if (typeof file !== 'string')
        return file;
    a.files.set(name, next);
    return {
        ok: true,
        message: `Successfully replaced all occurrences of "${oldText}" with "${newText}" in file ${name}${note(given, changed)}`,
        path: file,
    };
}
/** service.py read_file -> FileSystem.read_file_structured: an available file path, else a file the agent wrote. */
function readAgentFile(a, given) {
    if (a.external.includes(given)) {
        const dot = given.lastIndexOf('.');
        if (dot < 0)
            return {
                ok: false,
                code: 'INVALID_COMMAND',
                message: `Error: Invalid filename format ${given}. Must be alphanumeric with a supported extension.`,
            };
        const ext = given.slice(dot + 1).toLowerCase();
        if (!TEXT_EXTERNAL.has(ext))
            return {
                ok: false,
                code: 'NOT_SUPPORTED',
                message: `Error: Cannot read file ${given} as ${ext} extension is not supported.`,
            };
        try {
            return {
                ok: true,
                message: `Read from file ${given}.\n<content>\n${fs.readFileSync(given, 'utf8')}\n</content>`,
            };
        }
        catch (e) {
            const code = e.code;
            if (code === 'ENOENT')
                return { ok: false, code: 'NOT_FOUND', message: `Error: File '${given}' not found.` };
            return { ok: false, code: 'INTERNAL', message: `Error: Could not read file '${given}'. ${e.message}` };
        }
    }
    const [name, changed] = resolveFilename(given);
    if (!isValidFilename(name))
        return filenameError(given);
    const content = a.files.get(name);
    if (content === undefined)
        return notFound(name, given, changed);
    const head = changed ? `Note: filename was auto-corrected from '${given}' to '${name}'. ` : '';
    return { ok: true, message: `${head}Read from file ${name}.\n<content>\n${content}\n</content>` };
}

const emptyEffects = () => ({
    tabsOpened: [],
    tabsClosed: [],
    navigations: [],
    dialogs: [],
    downloads: [],
    fileChoosers: [],
});
function newCore(driver, options, downloadsDir, outputDir) {
    return {
        driver,
        options: {
            dialogs: options.dialogs ?? 'ask',
            browserSettleMs: options.browserSettleMs ?? 500,
            downloadTimeoutMs: options.downloadTimeoutMs ?? 15000,
            followPopups: options.followPopups ?? true,
            allowEval: options.allowEval === true,
        },
        downloadsDir,
        files: agentFiles(outputDir, options.availableFilePaths ?? []),
        tabs: [],
        byPage: new Map(),
        activeId: '',
        nextId: 1,
        dialogs: [],
        chooser: null,
        effects: emptyEffects(),
        recentDownloads: [],
        inflight: new Set(),
        dialogWaiters: new Set(),
        closeWaiters: new Set(),
        interrupted: new Map(),
    };
}
/** Track a promise until it settles, so an action result can wait for it. */
function track(c, p) {
    const q = p.catch(() => { }).finally(() => c.inflight.delete(q));
    c.inflight.add(q);
}
/** Register a page as a tab (once); returns its tab. */
function tabOf(c, page) {
    const known = c.byPage.get(page);
    if (known)
        return known;
    // A popup is reported before its first navigation commits: its URL is then '' (Chromium).
    const url = c.driver.url(page) || 'about:blank';
    const tab = { id: `t${c.nextId++}`, page, host: c.driver.host(page), url, title: '' };
    c.tabs.push(tab);
    c.byPage.set(page, tab);
    const opened = { tabId: tab.id, url: tab.url };
    c.effects.tabsOpened.push(opened);
    if (!c.activeId)
        c.activeId = tab.id;
    // The title now, while the page can still answer (a dialog may block it from its first action).
    track(c, freshTitle(c, tab));
    track(c, c.driver.opener(page).then((o) => {
        const ot = o ? c.byPage.get(o) : undefined;
        if (ot)
            opened.openerTabId = tab.openerTabId = ot.id;
    }));
    return tab;
}
const activeTab = (c) => c.tabs.find((t) => t.id === c.activeId);
/** The tab a TabRef names: an id (`t2`) or a position (2 or '2'); undefined when none is open. */
function findTab(c, ref) {
    if (typeof ref === 'number' || /^\d+$/.test(ref.trim()))
        return c.tabs[Number(ref)];
    return c.tabs.find((t) => t.id === ref.trim());
}
const pendingDialogIn = (c, tabId) => c.dialogs.find((d) => d.tab.id === tabId);
/** The buffered effects as a fresh object (later changes to a pending dialog do not alter it). */
function drainEffects(c) {
    const e = c.effects;
    // A tab opened by the action reports where it is now, not the blank page it started as.
    for (const o of e.tabsOpened) {
        const t = c.tabs.find((x) => x.id === o.tabId);
        if (t && !c.driver.isClosed(t.page))
            o.url = c.driver.url(t.page) || o.url;
    }
    c.effects = emptyEffects();
    return structuredClone({ ...e, activeTabId: c.activeId });
}
/** The tab's title, read when the page can answer (a dialog blocks it), bounded. */
async function freshTitle(c, t) {
    if (pendingDialogIn(c, t.id))
        return t.title;
    const got = await Promise.race([
        c.driver.title(t.page).catch(() => null),
        new Promise((r) => setTimeout(() => r(null), 500)),
    ]);
    if (got !== null)
        t.title = got;
    return t.title;
}
async function tabInfos(c) {
    const out = [];
    for (const [index, t] of c.tabs.entries()) {
        const info = {
            id: t.id,
            index,
            url: c.driver.isClosed(t.page) ? t.url : c.driver.url(t.page),
            title: await freshTitle(c, t),
            active: t.id === c.activeId,
        };
        if (t.openerTabId)
            info.openerTabId = t.openerTabId;
        out.push(info);
    }
    return out;
}
async function sessionState(c) {
    return structuredClone({
        tabs: await tabInfos(c),
        activeTabId: c.activeId,
        dialogs: c.dialogs.map((d) => d.info),
        fileChooser: c.chooser ? c.chooser.info : null,
        downloads: c.recentDownloads,
    });
}

function plain(action, t0) {
    return {
        ok: true,
        action,
        target: null,
        resolvedBy: null,
        effects: { navigated: false, mutations: 0, newElements: 0 },
        durationMs: Date.now() - t0,
    };
}
function fail(action, t0, code, message, hint) {
    const r = plain(action, t0);
    r.ok = false;
    r.error = hint ? { code, message, hint } : { code, message };
    return r;
}
/** The NO_SUCH_TAB error, listing the tabs there are. */
async function noSuchTab(c, action, t0, ref) {
    const tabs = await tabInfos(c);
    return fail(action, t0, 'NO_SUCH_TAB', ref === undefined ? 'no tab is open' : `no open tab is ${JSON.stringify(ref)}`, tabs.length ? `open tabs (use an id or a position):\n${tabs.map(tabLine).join('\n')}` : 'open one with newTab');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Run `work` unless a dialog opens in `tabId` first. Returns the work's value, or null when a dialog
 * interrupted it (the work goes on once the dialog is answered: `resumed` gets it).
 */
async function raceDialog(c, tabId, work) {
    work.catch(() => { }); // a rejection after the race is lost is the resumed promise's business
    if (pendingDialogIn(c, tabId))
        return { done: false, resumed: work };
    let waiter;
    const dialog = new Promise((resolve) => {
        waiter = (id) => {
            if (id === tabId)
                resolve('dialog');
        };
        c.dialogWaiters.add(waiter);
    });
    try {
        const won = await Promise.race([work.then((value) => ({ value })), dialog]);
        return won === 'dialog' ? { done: false, resumed: work } : { done: true, value: won.value };
    }
    finally {
        c.dialogWaiters.delete(waiter);
    }
}
/** A page command in a tab, trusted by default; an interrupting dialog leaves the action pending. */
async function pageAct(c, tab, cmd, ao, t0) {
    const run = tab.host.act(cmd, { ...ao, trusted: ao.trusted ?? true });
    const got = await raceDialog(c, tab.id, run);
    if (got.done)
        return got.value;
    c.interrupted.set(tab.id, got.resumed);
    const r = plain(cmd.action, t0);
    return r;
}

/**
 * The host verbs of browser-use 0.13's tool set that a page script cannot run (browser_use/tools/
 * service.py): its file system (write_file, read_file, replace_file; agentFiles.ts), `evaluate`
 * (the model's JavaScript in the active tab, only with the session's `allowEval`), `screenshot` and
 * `save_as_pdf` (files in the session's output folder). Messages in `value` are browser-use's.
 */
function outcome(action, t0, o) {
    if (!o.ok)
        return fail(action, t0, o.code, o.message);
    const r = plain(action, t0);
    r.value = o.message;
    if (o.path)
        r.file = o.path;
    return r;
}
/**
 * service.py Tools._validate_and_fix_javascript: browser-use rewrites the model's code before running
 * it (over-escaped quotes and regex escapes, double-quoted selectors and XPath as template literals).
 */
function fixJavaScript(code) {
    return code
        .replace(/\\"/g, '"')
        .replace(/\\\\([dDsSwWbBnrtfv])/g, '\\$1')
        .replace(/\\\\([.*+?^${}()|[\]])/g, '\\$1')
        .replace(/document\.evaluate\s*\(\s*"([^"]*)"\s*,/g, 'document.evaluate(`$1`,')
        .replace(/(querySelector(?:All)?)\s*\(\s*"([^"]*)"\s*\)/g, '$1(`$2`)')
        .replace(/\.closest\s*\(\s*"([^"]*)"\s*\)/g, '.closest(`$1`)')
        .replace(/\.matches\s*\(\s*"([^"]*)"\s*\)/g, '.matches(`$1`)');
}
/** Python's json.dumps(value, ensure_ascii=False): `, ` and `: ` between items. */
function pyJson(v, seen = new Set()) {
    if (v === null || v === undefined)
        return 'null';
    if (typeof v === 'string')
        return JSON.stringify(v);
    if (typeof v === 'number')
        return Number.isFinite(v) ? String(v) : v > 0 ? 'Infinity' : v < 0 ? '-Infinity' : 'NaN';
    if (typeof v === 'boolean')
        return v ? 'true' : 'false';
    if (typeof v !== 'object')
        return 'null';
    if (seen.has(v))
        throw new Error('Object reference chain is too long');
    seen.add(v);
    const out = Array.isArray(v)
        ? '[' + v.map((x) => pyJson(x, seen)).join(', ') + ']'
        : '{' +
            Object.entries(v)
                .map(([k, x]) => JSON.stringify(k) + ': ' + pyJson(x, seen))
                .join(', ') +
            '}';
    seen.delete(v);
    return out;
}
/** service.py evaluate: the value as browser-use's result text (Python's str(), JSON for objects), 20,000 chars at most. */
function evaluateText(v) {
    let t = v === undefined
        ? 'undefined'
        : v === null
            ? 'None'
            : typeof v === 'boolean'
                ? v
                    ? 'True'
                    : 'False'
                : typeof v === 'object'
                    ? pyJson(v)
                    : String(v);
    if (t.length > 20000)
        t = t.slice(0, 19950) + '\n... [Truncated after 20000 characters]';
    return t;
}
async function evaluate(c, tab, cmd, t0) {
    if (!c.options.allowEval)
        return fail('evaluate', t0, 'NOT_ALLOWED', "evaluate runs the model's JavaScript in the page: this session was not opened with allowEval: true", 'open the session with openSession(context, {allowEval: true}) (Python: open_session(context, allow_eval=True)) when you trust the code, or use the page actions');
    let got;
    try {
        got = await raceDialog(c, tab.id, c.driver.evaluate(tab.page, fixJavaScript(cmd.code)));
    }
    catch (e) {
        const first = e.message.split('\n')[0] ?? '';
        return fail('evaluate', t0, 'SCRIPT_ERROR', `JavaScript execution error: ${first.replace(/^page\.evaluate: /, '')}`);
    }
    // The code opened a dialog (alert): the evaluation goes on once it is answered.
    if (!got.done) {
        c.interrupted.set(tab.id, got.resumed.then((v) => ({ ...plain('evaluate', t0), value: evaluateText(v) }), (e) => fail('evaluate', t0, 'SCRIPT_ERROR', `JavaScript execution error: ${e.message.split('\n')[0]}`)));
        return plain('evaluate', t0);
    }
    try {
        const r = plain('evaluate', t0);
        r.value = evaluateText(got.value);
        return r;
    }
    catch (e) {
        return fail('evaluate', t0, 'SCRIPT_ERROR', `Failed to execute JavaScript: ${e.message}`);
    }
}
/** save_as_pdf's duplicate rule: `name (1).pdf`, `name (2).pdf`, ... when the name is taken. */
function freeName(dir, name) {
    if (!fs.existsSync(path.join(dir, name)))
        return name;
    const dot = name.lastIndexOf('.');
    const base = dot < 0 ? name : name.slice(0, dot);
    const ext = dot < 0 ? '' : name.slice(dot);
    let n = 1;
    while (fs.existsSync(path.join(dir, `${base} (${n})${ext}`)))
        n++;
    return `${base} (${n})${ext}`;
}
function save(dir, name, data) {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, name);
    fs.writeFileSync(file, data);
    return file;
}
/**
 * service.py screenshot: the viewport as PNG. With file_name it is saved under that name (`.png`
 * added, sanitised); without one browser-use shows it in the next observation, which a host does
 * not own: it is saved as `screenshot.png` (`screenshot (1).png`, ... when taken) and its path reported.
 */
async function screenshot(c, tab, cmd, t0) {
    let name = cmd.file ?? 'screenshot.png';
    if (!name.toLowerCase().endsWith('.png'))
        name += '.png';
    name = sanitizeFilename(name);
    if (cmd.file === undefined)
        name = freeName(c.files.dir, name);
    const png = await c.driver.screenshot(tab.page);
    const r = plain('screenshot', t0);
    r.file = save(c.files.dir, name, png);
    r.value = `Screenshot saved to ${name}`;
    return r;
}
/** service.py: paper sizes in inches; an unknown format is Letter. */
const PAPER = {
    letter: [8.5, 11],
    legal: [8.5, 14],
    a4: [8.27, 11.69],
    a3: [11.69, 16.54],
    tabloid: [11, 17],
};
const HEADER = '<div style="font-size:9px; color:#666; width:100%; padding:0 0.4in; box-sizing:border-box; text-align:right;"><span class="date"></span></div>';
const FOOTER = '<div style="font-size:9px; color:#666; width:100%; padding:0 0.4in; box-sizing:border-box; display:flex; justify-content:space-between;">' +
    '<span class="url" style="min-width:0; overflow:hidden; text-overflow:ellipsis; white-space:nowrap;"></span>' +
    '<span style="flex-shrink:0; padding-left:8px;"><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>';
/** service.py save_as_pdf: Page.printToPDF with browser-use's defaults; Chromium only. */
async function pdf(c, tab, cmd, t0) {
    const engine = c.driver.engine();
    if (engine !== null && engine !== 'chromium')
        return fail('pdf', t0, 'NOT_SUPPORTED', `save_as_pdf prints with Chromium's Page.printToPDF: ${engine} cannot print a page to PDF here`, 'open the session in Chromium, or take a screenshot');
    const [w, h] = PAPER[(cmd.paperFormat ?? 'Letter').toLowerCase()] ?? PAPER['letter'];
    const o = {
        printBackground: cmd.printBackground !== false,
        landscape: cmd.landscape === true,
        scale: cmd.scale ?? 1,
        width: `${w}in`,
        height: `${h}in`,
        preferCSSPageSize: true,
    };
    if (cmd.displayHeaderFooter !== false) {
        // service.py: Chrome clips the header and footer unless the margins leave room for them.
        o.displayHeaderFooter = true;
        o.headerTemplate = cmd.headerTemplate ?? HEADER;
        o.footerTemplate = cmd.footerTemplate ?? FOOTER;
        o.margin = { top: '0.5in', bottom: '0.5in', left: '0.4in', right: '0.4in' };
    }
    let data;
    try {
        data = await c.driver.pdf(tab.page, o);
    }
    catch (e) {
        const m = e.message.split('\n')[0] ?? '';
        return fail('pdf', t0, 'NOT_SUPPORTED', `the browser did not print the page to PDF: ${m}`);
    }
    let name = cmd.file;
    if (name === undefined) {
        const title = await c.driver.title(tab.page).catch(() => '');
        name =
            title
                .replace(/[^\p{L}\p{N}_\s-]/gu, '')
                .trim()
                .slice(0, 50) || 'page';
    }
    if (!name.toLowerCase().endsWith('.pdf'))
        name += '.pdf';
    name = freeName(c.files.dir, sanitizeFilename(name));
    const r = plain('pdf', t0);
    r.file = save(c.files.dir, name, data);
    r.value = `Saved page as PDF: ${name} (${data.length.toLocaleString('en-US')} bytes)`;
    return r;
}
/** The file verbs: no page needed (a dialog does not block them). */
function fileVerb(c, cmd, t0) {
    switch (cmd.action) {
        case 'writeFile':
            return outcome('writeFile', t0, writeAgentFile(c.files, cmd.file, cmd.content, cmd.append === true));
        case 'readFile':
            return outcome('readFile', t0, readAgentFile(c.files, cmd.file));
        case 'replaceFile':
            return outcome('replaceFile', t0, replaceAgentFile(c.files, cmd.file, cmd.oldText, cmd.newText));
    }
}
/** evaluate, screenshot, pdf in the active tab. */
async function tabVerb(c, tab, cmd, t0) {
    switch (cmd.action) {
        case 'evaluate':
            return evaluate(c, tab, cmd, t0);
        case 'screenshot':
            return screenshot(c, tab, cmd, t0);
        case 'pdf':
            return pdf(c, tab, cmd, t0);
    }
}

/** Page commands a dialog does not block: they need no page. */
const NEEDS_NO_PAGE = new Set(['newTab', 'switchTab', 'closeTab', 'listTabs', 'dialog', 'message']);
/** The result of a driver-side step in a tab, with a fresh snapshot when the page can give one. */
async function withSnapshot(c, tab, r, cmd) {
    if (cmd.snapshot === false || !r.ok || pendingDialogIn(c, tab.id) || c.driver.isClosed(tab.page))
        return r;
    const got = await raceDialog(c, tab.id, tab.host.snapshot());
    if (got.done) {
        r.snapshot = got.value;
        r.effects.newElements = got.value.diff ? got.value.diff.added.length : 0;
    }
    return r;
}
async function newTab(c, cmd, t0) {
    const page = await c.driver.newPage();
    const tab = tabOf(c, page);
    c.activeId = tab.id;
    await c.driver.bringToFront(page).catch(() => { });
    const r = plain(cmd.action, t0);
    if (cmd.url)
        return navigate(c, tab, { action: 'goto', url: cmd.url }, t0, cmd.action);
    return r;
}
async function navigate(c, tab, cmd, t0, action = cmd.action) {
    const timeout = cmd.timeout ?? 30000;
    const work = cmd.action === 'goto'
        ? c.driver.goto(tab.page, cmd.url ?? '', timeout).then(() => true)
        : c.driver.history(tab.page, cmd.action, timeout);
    let moved;
    try {
        const got = await raceDialog(c, tab.id, work);
        // A beforeunload dialog holds the navigation: it goes on (or not) once answered.
        if (!got.done) {
            c.interrupted.set(tab.id, got.resumed.then(() => plain(action, t0)));
            return plain(action, t0);
        }
        moved = got.value;
    }
    catch (e) {
        return fail(action, t0, 'NAVIGATION_FAILED', e.message.split('\n')[0] ?? 'navigation failed');
    }
    if (!moved)
        return fail(action, t0, 'NO_EFFECT', `there is no page to go ${cmd.action} to in ${tab.id}`);
    const r = plain(action, t0);
    r.effects.navigated = true;
    return withSnapshot(c, tab, r, cmd);
}
async function closeTab(c, tab, t0) {
    let waiter;
    const closed = new Promise((resolve) => {
        waiter = (id) => id === tab.id && resolve();
        c.closeWaiters.add(waiter);
    });
    try {
        await c.driver.close(tab.page);
        // beforeunload may keep the page open behind a dialog: the result reports it pending.
        await raceDialog(c, tab.id, Promise.race([closed, sleep(5000)]));
    }
    finally {
        c.closeWaiters.delete(waiter);
    }
    return plain('closeTab', t0);
}
/**
 * BrowserGym's tab_close (browsergym/core/action/functions.py): the most recent page of the context
 * becomes the active one (`context.pages[-1]`), and a new page is opened when none is left.
 */
async function gymAfterClose(c) {
    const last = c.tabs[c.tabs.length - 1];
    if (!last) {
        c.activeId = tabOf(c, await c.driver.newPage()).id;
        return;
    }
    c.activeId = last.id;
    await c.driver.bringToFront(last.page).catch(() => { });
}
async function answerDialog(c, cmd, t0) {
    const pending = pendingDialogIn(c, c.activeId) ?? c.dialogs[0];
    if (!pending)
        return fail('dialog', t0, 'NO_DIALOG', 'no dialog is open', 'a dialog action answers a dialog the page opened');
    const { info, dialog, tab } = pending;
    c.dialogs = c.dialogs.filter((d) => d !== pending);
    info.by = 'agent';
    try {
        if (cmd.accept === false) {
            await dialog.dismiss();
            info.state = 'dismissed';
        }
        else {
            const text = info.type === 'prompt' ? (cmd.text ?? info.defaultValue ?? '') : undefined;
            await dialog.accept(text);
            info.state = 'accepted';
            if (text !== undefined)
                info.promptText = text;
        }
    }
    catch {
        info.state = 'dismissed'; // the page went away with it
    }
    c.effects.dialogs.push(info);
    // The action the dialog interrupted goes on now: its result (what the page did after the
    // answer) is this action's, unless another dialog interrupts it again.
    const resumed = c.interrupted.get(tab.id);
    c.interrupted.delete(tab.id);
    if (!resumed)
        return plain('dialog', t0);
    const got = await raceDialog(c, tab.id, Promise.race([resumed, sleep(10000).then(() => null)]));
    if (!got.done) {
        c.interrupted.set(tab.id, resumed);
        return plain('dialog', t0);
    }
    const r = got.value ?? plain('dialog', t0);
    return { ...r, action: 'dialog' };
}
async function uploadToChooser(c, cmd, t0) {
    const ch = c.chooser;
    c.chooser = null;
    try {
        await ch.chooser.setFiles((cmd.files ?? []));
        ch.info.state = 'answered';
    }
    catch (e) {
        ch.info.state = 'cancelled';
        c.effects.fileChoosers.push(ch.info);
        return fail('upload', t0, 'INTERNAL', `the file chooser did not take the files: ${e.message}`);
    }
    c.effects.fileChoosers.push(ch.info);
    return withSnapshot(c, ch.tab, plain('upload', t0), cmd);
}
async function sessionVerb(c, cmd, ao, t0) {
    switch (cmd.action) {
        case 'newTab':
            return newTab(c, cmd, t0);
        case 'listTabs':
            return plain('listTabs', t0);
        case 'message': {
            const r = plain('message', t0);
            r.message = { kind: cmd.messageKind ?? 'info', text: cmd.text ?? '' };
            if (cmd.success !== undefined)
                r.message.success = cmd.success;
            return r;
        }
        case 'dialog':
            return answerDialog(c, cmd, t0);
        case 'switchTab':
        case 'closeTab': {
            const tab = cmd.tab === undefined ? activeTab(c) : findTab(c, cmd.tab);
            if (!tab)
                return noSuchTab(c, cmd.action, t0, cmd.tab);
            if (cmd.action === 'closeTab') {
                const wasActive = tab.id === c.activeId;
                const r = await closeTab(c, tab, t0);
                if (cmd.dialect === 'browsergym' && wasActive && c.driver.isClosed(tab.page))
                    await gymAfterClose(c);
                return r;
            }
            c.activeId = tab.id;
            await c.driver.bringToFront(tab.page).catch(() => { });
            return withSnapshot(c, tab, plain('switchTab', t0), cmd);
        }
        case 'writeFile':
        case 'readFile':
        case 'replaceFile':
            return fileVerb(c, cmd, t0);
    }
    if (cmd.action === 'goto' && cmd.newTab)
        return newTab(c, { action: 'newTab', url: cmd.url }, t0);
    const tab = activeTab(c);
    if (!tab)
        return noSuchTab(c, cmd.action, t0, undefined);
    const d = pendingDialogIn(c, tab.id);
    if (d && !NEEDS_NO_PAGE.has(cmd.action))
        return fail(cmd.action, t0, 'DIALOG_PENDING', `a ${d.info.type} dialog is open in ${tab.id} ("${d.info.message}"): the page is blocked until it is answered`, 'answer it with {action: "dialog", accept: true} or accept: false (text: for a prompt)');
    if (cmd.action === 'upload' && cmd.target === undefined && c.chooser)
        return uploadToChooser(c, cmd, t0);
    if (cmd.action === 'evaluate' || cmd.action === 'screenshot' || cmd.action === 'pdf')
        return tabVerb(c, tab, cmd, t0);
    if (cmd.action === 'goto' || cmd.action === 'back' || cmd.action === 'forward' || cmd.action === 'reload')
        return navigate(c, tab, cmd, t0);
    const r = await pageAct(c, tab, cmd, ao, t0);
    // An upload into the input a pending chooser belongs to answers it.
    if (cmd.action === 'upload' && r.ok && c.chooser?.tab === tab) {
        c.chooser.info.state = 'answered';
        c.effects.fileChoosers.push(c.chooser.info);
        c.chooser = null;
    }
    return r;
}

/** Wait for what the action set off: the settle window, then tab registrations and download saves. */
async function settleBrowser(c, cmd) {
    const quiet = cmd.action === 'listTabs' || cmd.action === 'message' || cmd.action === 'getText';
    if (!quiet)
        await sleep(c.options.browserSettleMs);
    const deadline = Date.now() + c.options.downloadTimeoutMs;
    while (c.inflight.size && Date.now() < deadline) {
        await Promise.race([Promise.all([...c.inflight]), sleep(deadline - Date.now())]);
    }
}
/**
 * The active tab follows the newest tab a page action opened (a popup, a target=_blank link), as
 * Playwright MCP and browser-use do: what the agent just opened is what it means to look at next,
 * and the result says so (`activeTabId`); `switchTab` goes back. A tab that closed again before the
 * action ended (a popup that closes itself) is not followed.
 */
async function followPopup(c, cmd) {
    if (!c.options.followPopups)
        return;
    if (cmd.action === 'newTab' || cmd.action === 'switchTab' || cmd.action === 'closeTab')
        return;
    if (cmd.action === 'goto' && cmd.newTab)
        return;
    const opened = c.effects.tabsOpened.map((o) => c.tabs.find((t) => t.id === o.tabId)).filter((t) => !!t);
    const last = opened[opened.length - 1];
    if (!last)
        return;
    c.activeId = last.id;
    await c.driver.waitForLoad(last.page, 5000).catch(() => { });
    await c.driver.bringToFront(last.page).catch(() => { });
}
/** `upload` with no target answers a pending file chooser: parse it as if it had one. */
function parseAct(c, command) {
    const o = command;
    if (c.chooser && o && typeof o === 'object' && o['action'] === 'upload' && o['target'] === undefined) {
        const p = parseCommand({ ...o, target: 0 });
        if (p.ok)
            delete p.command.target;
        return p;
    }
    return parseCommand(command);
}
async function sessionAct(c, command, ao = {}) {
    const t0 = Date.now();
    const parsed = parseAct(c, command);
    let r;
    if (!parsed.ok) {
        r = fail('invalid', t0, parsed.error.code, parsed.error.message, parsed.error.hint);
        r.browser = drainEffects(c);
        return r;
    }
    const cmd = parsed.command;
    // A file chooser waits for `upload`; any other action cancels it, and its result says so.
    if (c.chooser && cmd.action !== 'upload') {
        c.chooser.info.state = 'cancelled';
        c.effects.fileChoosers.push(c.chooser.info);
        c.chooser = null;
    }
    r = await sessionVerb(c, cmd, ao, t0);
    await settleBrowser(c, cmd);
    if (r.ok)
        await followPopup(c, cmd);
    if (cmd.action === 'listTabs') {
        const tabs = await tabInfos(c);
        r.value = tabs.map(tabLine).join('\n');
    }
    // Titles read while the pages can answer: a dialog may block one before the next observation.
    await tabInfos(c);
    r.durationMs = Date.now() - t0;
    r.browser = drainEffects(c);
    return r;
}

/**
 * The driver's browser events turned into session state and BrowserEffects: a new page is a tab, a
 * closed page leaves the list (the active tab falls back to its opener, else its left neighbour), a
 * main-frame navigation is recorded with where it came from, a dialog is answered by the policy or
 * kept pending, a download is saved under the downloads folder, a file chooser waits for `upload`.
 */
function onClose(c, page) {
    const tab = c.byPage.get(page);
    if (!tab)
        return;
    const at = c.tabs.indexOf(tab);
    c.tabs.splice(at, 1);
    c.byPage.delete(page);
    c.effects.tabsClosed.push({ tabId: tab.id });
    // A dialog or chooser of a closed page went with it.
    for (const d of c.dialogs.filter((x) => x.tab === tab))
        d.info.state = 'dismissed';
    c.dialogs = c.dialogs.filter((x) => x.tab !== tab);
    if (c.chooser?.tab === tab) {
        c.chooser.info.state = 'cancelled';
        c.chooser = null;
    }
    if (c.activeId === tab.id) {
        const opener = c.tabs.find((t) => t.id === tab.openerTabId);
        c.activeId = (opener ?? c.tabs[Math.max(0, at - 1)])?.id ?? '';
    }
    for (const w of [...c.closeWaiters])
        w(tab.id);
}
async function onDialog(c, page, d) {
    const tab = tabOf(c, page);
    const info = { tabId: tab.id, type: d.type, message: d.message, state: 'pending' };
    if (d.type === 'prompt')
        info.defaultValue = d.defaultValue;
    c.effects.dialogs.push(info);
    const policy = c.options.dialogs;
    if (policy === 'ask') {
        c.dialogs.push({ tab, info, dialog: d });
        for (const w of [...c.dialogWaiters])
            w(tab.id);
        return;
    }
    // The policy answers at once; a prompt accepted by policy gets its default value, as a user
    // pressing OK without typing would.
    info.by = 'policy';
    try {
        if (policy === 'accept') {
            await d.accept(d.type === 'prompt' ? d.defaultValue : undefined);
            info.state = 'accepted';
            if (d.type === 'prompt')
                info.promptText = d.defaultValue;
        }
        else {
            await d.dismiss();
            info.state = 'dismissed';
        }
    }
    catch {
        // The page closed under the dialog.
        info.state = 'dismissed';
    }
}
/** A file name under dir not yet taken: `report.txt`, `report (1).txt`, ... */
async function freePath(dir, name) {
    const safe = basename(name.replace(/[\\/\0]/g, '_')) || 'download';
    const ext = extname(safe);
    const stem = safe.slice(0, safe.length - ext.length);
    for (let i = 0;; i++) {
        const p = join$1(dir, i ? `${stem} (${i})${ext}` : safe);
        try {
            await access(p);
        }
        catch {
            return p;
        }
    }
}
async function saveDownload(c, page, d) {
    const tab = tabOf(c, page);
    const info = { tabId: tab.id, url: d.url, suggestedFilename: d.suggestedFilename, state: 'failed' };
    try {
        try {
            // Bounded: Node's recursive mkdir never settles under /proc (seen with Node 20 and 22).
            await Promise.race([
                mkdir(c.downloadsDir, { recursive: true }),
                new Promise((_, reject) => setTimeout(() => reject(new Error('creating it did not finish')), 2000)),
            ]);
            await access(c.downloadsDir, constants.W_OK);
        }
        catch (e) {
            info.code = 'NOT_WRITABLE';
            info.error = `the downloads folder ${c.downloadsDir} cannot be written: ${e.message}`;
            // Not awaited: a download that already finished has nothing to cancel, and Chromium's answer
            // to a cancel of one then never comes.
            void d.cancel().catch(() => { });
            return;
        }
        const path = await freePath(c.downloadsDir, d.suggestedFilename);
        try {
            await d.saveAs(path);
        }
        catch (e) {
            const why = await d.failure().catch(() => null);
            info.code = 'INTERNAL';
            info.error = why ?? e.message.split('\n')[0];
            return;
        }
        info.state = 'saved';
        info.path = path;
        info.size = (await stat(path)).size;
    }
    finally {
        c.effects.downloads.push(info);
        c.recentDownloads.push(info);
    }
}
function onFileChooser(c, page, chooser) {
    const tab = tabOf(c, page);
    if (c.chooser) {
        c.chooser.info.state = 'cancelled';
        c.effects.fileChoosers.push({ ...c.chooser.info });
    }
    const info = { tabId: tab.id, multiple: chooser.multiple, state: 'pending' };
    c.chooser = { tab, info: { ...info }, chooser };
    c.effects.fileChoosers.push(c.chooser.info);
}
function sessionEvents(c) {
    return {
        page: (p) => void tabOf(c, p),
        close: (p) => onClose(c, p),
        navigated(p, url) {
            const tab = tabOf(c, p);
            if (url === tab.url)
                return;
            c.effects.navigations.push({ tabId: tab.id, from: tab.url, to: url });
            tab.url = url;
        },
        dialog: (p, d) => track(c, onDialog(c, p, d)),
        download: (p, d) => track(c, saveDownload(c, p, d)),
        fileChooser: (p, ch) => onFileChooser(c, p, ch),
    };
}

/**
 * A session over a SessionDriver: subscribe to the context's events, inject pagemark everywhere,
 * register the pages already open as tabs, and expose the Session surface (types.ts).
 */
function activeOrThrow(c) {
    const tab = activeTab(c);
    if (!tab)
        throw new Error('pagemark: the session has no open tab (open one with act({action: "newTab"}))');
    if (pendingDialogIn(c, tab.id))
        throw new Error(`pagemark: a dialog blocks ${tab.id}; answer it with act({action: "dialog", accept})`);
    return tab;
}
async function createSession(driver, options = {}, initialPage) {
    // A download folder is only created when a download needs it (sessionEvents.ts), so a folder
    // that cannot be written is reported on that download as NOT_WRITABLE, not thrown here.
    const dir = resolve(options.downloadsDir ?? mkdtempSync(join$1(tmpdir(), 'pagemark-downloads-')));
    // The output folder is created when a host verb first writes there (agentFiles.ts, hostVerbs.ts).
    const out = resolve(options.outputDir ?? join$1(tmpdir(), `pagemark-output-${process.pid}-${Date.now().toString(36)}`));
    const c = newCore(driver, options, dir, out);
    const unlisten = driver.listen(sessionEvents(c));
    await driver.inject();
    for (const p of driver.pages())
        tabOf(c, p);
    if (initialPage !== undefined)
        c.activeId = tabOf(c, initialPage).id;
    else if (c.tabs.length)
        c.activeId = c.tabs[c.tabs.length - 1].id;
    // The pages open before the session are not news of the first action.
    c.effects.tabsOpened = [];
    await Promise.all([...c.inflight]);
    return {
        act: (command, ao) => sessionAct(c, command, ao),
        snapshot: (o) => activeOrThrow(c).host.snapshot(o),
        render: (s, format = 'text', ro) => render(s, format, ro),
        async observe(o = {}) {
            const state = await sessionState(c);
            c.recentDownloads = [];
            const tab = activeTab(c);
            let snapshot = null;
            if (tab && !pendingDialogIn(c, tab.id)) {
                const got = await raceDialog(c, tab.id, tab.host.snapshot(o.snapshot));
                if (got.done)
                    snapshot = got.value;
            }
            // A dialog that opened while the snapshot was taken belongs in this observation.
            if (!snapshot)
                state.dialogs = structuredClone(c.dialogs.map((d) => d.info));
            const out = {
                state,
                snapshot,
                text: renderSession(state, snapshot ? render(snapshot, 'text', o.render) : null),
            };
            if (o.shapes && tab && snapshot) {
                const got = await raceDialog(c, tab.id, tab.host.observe({ shapes: o.shapes, session: state }));
                if (got.done)
                    out.shapes = got.value;
            }
            return out;
        },
        async state(so = {}) {
            const st = await sessionState(c);
            if (so.consumeDownloads)
                c.recentDownloads = [];
            return st;
        },
        tabs: () => tabInfos(c),
        activeTabId: () => c.activeId,
        page(tab) {
            const t = tab === undefined ? activeTab(c) : findTab(c, tab);
            return t ? t.page : null;
        },
        downloadsDir: dir,
        outputDir: out,
        async dispose() {
            unlisten();
            // Never leave a page hanging on a dialog nobody will answer.
            for (const d of c.dialogs)
                await d.dialog.dismiss().catch(() => { });
            c.dialogs = [];
            c.chooser = null;
            for (const t of c.tabs)
                if (!driver.isClosed(t.page))
                    await t.host.dispose().catch(() => { });
        },
    };
}

const wrapDialog = (d) => ({
    type: d.type(),
    message: d.message(),
    defaultValue: d.defaultValue(),
    accept: (t) => d.accept(t),
    dismiss: () => d.dismiss(),
});
const wrapDownload = (d) => ({
    url: d.url(),
    suggestedFilename: d.suggestedFilename(),
    saveAs: (p) => d.saveAs(p),
    failure: () => d.failure(),
    cancel: () => d.cancel(),
});
function playwrightDriver(context, options = {}, hostOf) {
    const source = bundleSource(options);
    return {
        pages: () => context.pages(),
        newPage: () => context.newPage(),
        listen(ev) {
            const offs = [];
            const wire = (p) => {
                const onClose = () => ev.close(p);
                const onNav = (f) => f === p.mainFrame() && ev.navigated(p, f.url());
                const onDownload = (d) => ev.download(p, wrapDownload(d));
                const onChooser = (fc) => ev.fileChooser(p, {
                    multiple: fc.isMultiple(),
                    setFiles: (files) => fc.setFiles(files.every((f) => typeof f === 'string')
                        ? files
                        : files.map((f) => filePayloadBuffer(f))),
                });
                p.on('close', onClose);
                p.on('framenavigated', onNav);
                p.on('download', onDownload);
                p.on('filechooser', onChooser);
                offs.push(() => {
                    p.off('close', onClose);
                    p.off('framenavigated', onNav);
                    p.off('download', onDownload);
                    p.off('filechooser', onChooser);
                });
            };
            const onPage = (p) => {
                wire(p);
                ev.page(p);
            };
            const onDialog = (d) => {
                const p = d.page();
                if (p)
                    ev.dialog(p, wrapDialog(d));
                else
                    void d.dismiss().catch(() => { }); // not a page's (a service worker's): nobody could see it
            };
            for (const p of context.pages())
                wire(p);
            context.on('page', onPage);
            context.on('dialog', onDialog);
            return () => {
                context.off('page', onPage);
                context.off('dialog', onDialog);
                for (const off of offs)
                    off();
            };
        },
        async inject() {
            await context.addInitScript({ content: initScript(source, options) });
            for (const p of context.pages()) {
                const a = playwrightAdapter(p);
                await forEachFrame(a, (f) => a.evaluateSource(f, source));
            }
        },
        host: (p) => hostOf?.(p) ?? createHost(playwrightAdapter(p), source),
        opener: (p) => p.opener().catch(() => null),
        url: (p) => p.url(),
        title: (p) => p.title(),
        isClosed: (p) => p.isClosed(),
        bringToFront: (p) => p.bringToFront(),
        async goto(p, url, timeout) {
            await p.goto(url, { waitUntil: 'load', timeout });
        },
        async history(p, how, timeout) {
            if (how === 'reload') {
                await p.reload({ waitUntil: 'load', timeout });
                return true;
            }
            const before = p.url();
            // goBack/goForward answer null both when there is no entry and for a same-document entry
            // (a hash or pushState): the URL tells them apart.
            const resp = how === 'back'
                ? await p.goBack({ waitUntil: 'load', timeout })
                : await p.goForward({ waitUntil: 'load', timeout });
            return resp !== null || p.url() !== before;
        },
        close: (p) => p.close({ runBeforeUnload: true }),
        waitForLoad: (p, timeout) => p.waitForLoadState('domcontentloaded', { timeout }),
        // A persistent context has no browser(): unknown, and `pdf` tries.
        engine: () => context.browser()?.browserType().name() ?? null,
        // A string is evaluated as an expression (Playwright's normalizeEvaluationExpression), its promise
        // awaited, as browser-use's Runtime.evaluate with awaitPromise and returnByValue.
        evaluate: (p, code) => p.evaluate(code),
        screenshot: (p) => p.screenshot({ type: 'png', fullPage: false }),
        pdf: (p, o) => p.pdf(o),
    };
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
    return {
        ...pm,
        act: (command, ao) => session.act(command, ao),
        dispose: () => session.dispose(),
        session,
    };
}

export { attach, openSession, performWithPlaywright, playwrightAdapter };
