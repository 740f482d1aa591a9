/**
 * Uploads from a driver: the page has already checked the target (pagemark's `upload` dry run: a file
 * input, enabled, one file unless `multiple`); the driver finds the same input from the handle and
 * hands it the files with its own call (DOM.setFileInputFiles underneath), which a page cannot fake.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FilePayload } from '../../core/model/commands';

import type { PagemarkGlobal } from './hostTypes';

declare const pagemark: PagemarkGlobal;

/**
 * Evaluated on the target in the page: the file input an agent means, found by pagemark itself
 * (src/dom/actions/upload.ts: the element, its label's control, or the only file input inside it).
 */
export function fileInputScript(el: Element): Element | null {
  return pagemark.protocol.fileInputOf(el);
}

/** The bytes of a file given by content. */
export function payloadBytes(f: FilePayload): Buffer {
  return f.base64 !== undefined ? Buffer.from(f.base64, 'base64') : Buffer.from(f.text ?? '', 'utf8');
}

/** Playwright's setInputFiles payload. */
export function filePayloadBuffer(f: FilePayload): { name: string; mimeType: string; buffer: Buffer } {
  return { name: f.name, mimeType: f.mimeType ?? '', buffer: payloadBytes(f) };
}

/** Drivers that only take paths (Puppeteer's uploadFile): write contents to a fresh temporary directory. */
export function payloadPaths(files: (string | FilePayload)[]): string[] {
  if (files.every((f) => typeof f === 'string')) return files as string[];
  const dir = mkdtempSync(join(tmpdir(), 'pagemark-upload-'));
  return files.map((f, i) => {
    const p = f as FilePayload;
    // The page sees the file's base name: one subdirectory per file keeps names as given (duplicates
    // included), and separators are replaced so a name cannot leave the directory.
    const sub = join(dir, String(i));
    mkdirSync(sub);
    const path = join(sub, p.name.replace(/[\\/\0]/g, '_') || 'file');
    writeFileSync(path, payloadBytes(p));
    return path;
  });
}
