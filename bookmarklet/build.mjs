#!/usr/bin/env node
// After rollup: the delivery artefacts built from the minified IIFE.
//  - bookmarklet.txt         javascript: URL carrying the whole bundle; toggles the panel (a second
//                            click closes it and disposes everything)
//  - bookmarklet-loader.txt  a short javascript: URL that loads the bundle from PAGEMARK_LOADER_URL
//                            (set at build time; blocked on pages whose CSP forbids that origin)
//  - pagemark.user.js        userscript for Tampermonkey / Violentmonkey, document-start, all frames
//  - install.html            both bookmarklets as draggable links, with sizes
// Deterministic: same inputs, same bytes (the dist freshness check rebuilds and compares).
import { readFileSync, writeFileSync } from 'node:fs';

const out = process.env.PAGEMARK_OUT || 'dist';
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const loaderUrl = process.env.PAGEMARK_LOADER_URL || 'http://localhost:8000/pagemark.panel.iife.min.js';
// The panel build: the core API plus the panel UI.
const min = readFileSync(`${out}/pagemark.panel.iife.min.js`, 'utf8');
const full = min;

// The bundle installs window.pagemark (reusing an existing instance); then toggle the panel and, if
// that closed it, dispose. `void` keeps the javascript: URL from navigating to its result.
const toggle = 'window.pagemark&&(window.pagemark.panel.toggle()||window.pagemark.dispose());';
const bookmarklet = 'javascript:' + encodeURIComponent(`(function(){${min}\n;${toggle}})();void 0`);
writeFileSync(`${out}/bookmarklet.txt`, bookmarklet + '\n');

const loaderJs =
  `(function(){if(window.pagemark){${toggle}return}var s=document.createElement('script');` +
  `s.src=${JSON.stringify(loaderUrl)};s.onload=function(){${toggle}};` +
  `s.onerror=function(){console.warn('pagemark: could not load '+s.src+' (blocked by this page\\'s Content-Security-Policy?). Use the inline bookmarklet instead.')};` +
  `document.documentElement.appendChild(s)})();void 0`;
const loader = 'javascript:' + encodeURIComponent(loaderJs);
writeFileSync(`${out}/bookmarklet-loader.txt`, loader + '\n');

const userscript = `// ==UserScript==
// @name         pagemark
// @namespace    https://github.com/pagemark/pagemark
// @version      ${pkg.version}
// @description  ${pkg.description}
// @match        *://*/*
// @match        file:///*
// @grant        none
// @run-at       document-start
// @inject-into  page
// ==/UserScript==
// All frames: userscript managers run a script in every frame unless @noframes is set.
// Alt+Shift+M toggles the panel.
${full}
;(function () {
  var pm = window.pagemark;
  if (!pm) return;
  // Document-start hooks: closed shadow roots and click listeners become visible to the registry.
  pm.protocol.installHooks();
  if (window.top !== window) return;
  window.addEventListener('keydown', function (e) {
    if (e.altKey && e.shiftKey && (e.key === 'M' || e.key === 'm' || e.code === 'KeyM')) {
      e.preventDefault();
      pm.panel.toggle();
    }
  }, true);
})();
`;
writeFileSync(`${out}/pagemark.user.js`, userscript);

const kb = (s) => `${(Buffer.byteLength(s) / 1024).toFixed(1)} KB`;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const install = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Install pagemark ${pkg.version}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px}a.bm{display:inline-block;padding:8px 14px;background:#24483e;color:#fff;border-radius:6px;text-decoration:none;font-weight:bold}code{background:#eee;padding:1px 4px}</style>
</head><body>
<h1>pagemark ${pkg.version}</h1>
<p>Drag a button to your bookmarks bar. Click the bookmark on any page to open the pagemark panel (Mark, Copy as text/HTML/JSON, run actions); click it again to close it and remove every trace.</p>
<h2>Inline bookmarklet (${kb(bookmarklet)})</h2>
<p><a class="bm" href="${esc(bookmarklet)}">pagemark</a></p>
<p>Carries the whole bundle. Works on pages with a strict Content-Security-Policy and Trusted Types. Some browsers limit bookmark length; Chromium and Firefox accept this size.</p>
<h2>Loader bookmarklet (${kb(loader)})</h2>
<p><a class="bm" href="${esc(loader)}">pagemark (loader)</a></p>
<p>Short: loads <code>${esc(loaderUrl)}</code> (set at build time with <code>PAGEMARK_LOADER_URL</code>). A page whose CSP does not allow that origin blocks it; the console then says so: use the inline one there.</p>
<h2>Userscript</h2>
<p>Install <code>pagemark.user.js</code> in Tampermonkey or Violentmonkey: it runs at document start in every frame, sees closed shadow roots and JavaScript click listeners, and <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>M</kbd> toggles the panel.</p>
</body></html>
`;
writeFileSync(`${out}/install.html`, install);
console.log(`bookmarklet ${kb(bookmarklet)} | loader ${kb(loader)} | userscript ${kb(userscript)}`);
