/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { d as driverMessage } from './cli-bundleFile.mjs';

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
/**
 * The file a request path names inside `base`, or null when it names none there. The path is decoded
 * before it is resolved, so an encoded `..%2f` climbs like `../`: what it reaches must be `base`
 * itself or under `base` + separator. A bare prefix test would let `/..%2fsite-old/x` out of
 * `/srv/site` into its sibling `/srv/site-old`. A malformed escape (`%E0`) names nothing.
 */
function fileFor(base, requestUrl) {
    let decoded;
    try {
        decoded = decodeURIComponent(new URL(requestUrl, 'http://x').pathname);
    }
    catch {
        return null;
    }
    const file = path.resolve(base, '.' + decoded);
    return file === base || file.startsWith(base.endsWith(path.sep) ? base : base + path.sep) ? file : null;
}
async function serveStatic(root) {
    const base = path.resolve(root);
    const server = http.createServer((req, res) => {
        const file = fileFor(base, req.url ?? '/');
        if (!file || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
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
 * The page a command works on: where it is (a URL as given, or a local file served from its folder on
 * 127.0.0.1 so that it and its same-origin iframes share an origin) and loading it.
 *
 * Playwright's `page.goto` resolves on any HTTP answer, a 404 included (its docs: "page.goto will not
 * throw an error when any valid HTTP status code is returned by the remote server, including 404 Not
 * Found"): a command would then snapshot the error page and report success. Here an error status is
 * a failure to load, the CLI's exit 3, like a network error.
 */
/**
 * A URL as given; a path or a `file:` URL served from its folder. A missing file is a message (the
 * CLI's exit 3): `no such file: <target>`.
 */
async function openTarget(target) {
    if (/^[a-z]+:/i.test(target) && !/^file:/i.test(target))
        return { url: target, local: false, close: async () => { } };
    // fileURLToPath decodes the URL (a space is %20 in it), which `new URL(...).pathname` does not.
    const file = /^file:/i.test(target) ? fileURLToPath(target) : path.resolve(target);
    if (!fs.existsSync(file))
        return { message: `no such file: ${target}` };
    const server = await serveStatic(path.dirname(file));
    const url = `${server.origin}/${encodeURIComponent(path.basename(file))}`;
    const notice = `serving ${file} at ${url} (a temporary server on 127.0.0.1, stopped on exit, so that the page and its ` +
        `same-origin frames share an http origin; the url in the output is that server's)`;
    return { url, local: true, notice, close: server.close };
}
/**
 * The bundle is built and the target exists: the target, or the CLI's exit code after saying why on
 * `log` (4: no bundle, 3: no such file).
 */
async function openChecked(bundle, target, log) {
    if (!fs.existsSync(bundle)) {
        log(`pagemark: bundle not found at ${bundle} (run \`npm run build\`)`);
        return 4;
    }
    const t = await openTarget(target);
    if ('message' in t) {
        log(`pagemark: ${t.message}`);
        return 3;
    }
    return t;
}
/** Load the target in `page`; a local file's page reaches only its own origin. */
async function loadPage(page, target, shown) {
    if (target.local) {
        const origin = new URL(target.url).origin;
        await page.route('**/*', (route) => route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'));
    }
    try {
        const response = await page.goto(target.url, { waitUntil: 'load', timeout: 30000 });
        // null: a same-document navigation (a #hash) or about:blank, nothing that failed.
        if (response && response.status() >= 400)
            return { ok: false, message: `could not load ${shown}: HTTP ${response.status()} ${response.statusText()}` };
        return { ok: true };
    }
    catch (e) {
        return { ok: false, message: `could not load ${shown}: ${driverMessage(e)}` };
    }
}

export { loadPage as l, openChecked as o };
