#!/usr/bin/env node
// Assemble the unpacked extension: `node examples/extension/build.mjs [outDir] [--port N]`.
// Copies the extension files and dist/pagemark.iife.js into outDir (default .tmp/extension) so that
// Chromium loads it with --load-extension=<outDir> (or chrome://extensions -> Load unpacked).
// --port N writes config.json {"backendPort": N}: the background connects to ws://127.0.0.1:N unless
// chrome.storage.local.backendPort is set. Node built-ins only.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
export const FILES = ['manifest.json', 'background.js', 'content.js', 'popup.html', 'popup.js'];

/**
 * @param {{outDir?: string, port?: number, bundle?: string}} [options]
 * @returns {string} the absolute output directory
 */
export function buildExtension(options = {}) {
  const out = resolve(options.outDir ?? join(ROOT, '.tmp', 'extension'));
  const bundle = options.bundle ?? join(ROOT, 'dist', 'pagemark.iife.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const f of FILES) copyFileSync(join(HERE, f), join(out, f));
  copyFileSync(bundle, join(out, 'pagemark.iife.js'));
  if (options.port !== undefined) {
    writeFileSync(join(out, 'config.json'), JSON.stringify({ backendPort: options.port }) + '\n');
  }
  return out;
}

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{outDir?: string, port?: number}} */
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--port') {
      const port = Number(argv[++i]);
      if (!Number.isInteger(port) || port <= 0 || port > 65535)
        throw new Error('--port needs a number from 1 to 65535');
      o.port = port;
    } else if (a === '--help' || a === '-h') {
      console.log('usage: node examples/extension/build.mjs [outDir] [--port N]');
      process.exit(0);
    } else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else o.outDir = a;
  }
  return o;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const out = buildExtension(parseArgs(process.argv.slice(2)));
    console.log(`built ${out} (load it with --load-extension=${out}, or chrome://extensions -> Load unpacked)`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
