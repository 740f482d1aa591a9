/**
 * upload: give an `<input type=file>` its files, as BrowserGym's `upload_file(bid, file)` does.
 *
 * A script in a page cannot read the disk, so paths only work from a driver (src/node/drivers/ calls
 * Playwright's `setInputFiles` or Puppeteer's `uploadFile`). In the page, files come as content
 * (`{name, mimeType, text | base64}`): they are built as File objects in the input's own realm and
 * assigned through a DataTransfer's FileList, which every engine accepts for `input.files` (HTML
 * §4.10.5.1.18: the `files` setter takes a FileList), followed by the `input` and `change` events a
 * user's choice fires (HTML §4.10.5.5, "update the file selection").
 */
import type { FilePayload } from '../../core/model/commands';
import { pmError, type PagemarkError } from '../../core/model/errors';
import { realm } from './dispatch';
import {
  dispatchEvent,
  elementQuerySelectorAll,
  getAttribute,
  inputType,
  labelControl,
  localName,
  setInputFiles,
} from '../platform/dom';
import { charCodeAt, Uint8ArrayCtor } from '../../builtins/pristine';

/** True for `<input type=file>`. */
export function isFileInput(el: Element): boolean {
  return localName(el) === 'input' && inputType(el) === 'file';
}

/**
 * The file input an agent means: the element itself, the control of a label, or the only file input
 * inside a styled wrapper (sites hide the input under a "Choose file" button).
 */
export function fileInputOf(el: Element): Element | null {
  if (isFileInput(el)) return el;
  if (localName(el) === 'label') {
    const c = labelControl(el);
    if (c && isFileInput(c)) return c;
  }
  const inner = elementQuerySelectorAll(el, 'input[type=file i]');
  return inner.length === 1 ? inner[0]! : null;
}

/** RFC 4648 §4 base64 (padding optional, whitespace ignored); null when malformed. Not `atob`: the page may replace it. */
export function decodeBase64(s: string): Uint8Array | null {
  const vals: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '=' || c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    // The digit of A-Z, a-z, 0-9, + (or URL-safe -), / (or _), from the character's code.
    const k = charCodeAt(c, 0);
    const v =
      k > 64 && k < 91
        ? k - 65
        : k > 96 && k < 123
          ? k - 71
          : k > 47 && k < 58
            ? k + 4
            : c === '+' || c === '-'
              ? 62
              : c === '/' || c === '_'
                ? 63
                : -1;
    if (v < 0) return null;
    vals[vals.length] = v;
  }
  if (vals.length % 4 === 1) return null;
  const out = new Uint8ArrayCtor(((vals.length * 3) / 4) | 0);
  let o = 0;
  for (let i = 0; i < vals.length; i += 4) {
    const n = (vals[i]! << 18) | (vals[i + 1]! << 12) | ((vals[i + 2] ?? 0) << 6) | (vals[i + 3] ?? 0);
    out[o++] = (n >> 16) & 255;
    if (i + 2 < vals.length) out[o++] = (n >> 8) & 255;
    if (i + 3 < vals.length) out[o++] = n & 255;
  }
  return out;
}

/** Check the files of a command before anything happens; null when they are usable in the page. */
export function checkFiles(files: (string | FilePayload)[]): PagemarkError | null {
  for (let i = 0; i < files.length; i++) {
    const f = files[i];
    if (typeof f === 'string') {
      return pmError(
        'NOT_SUPPORTED',
        `a page cannot read "${f}" from disk`,
        'upload paths through a driver (pagemark/playwright, pagemark/puppeteer) or pass {name, text | base64}',
      );
    }
    if (!f || typeof f !== 'object' || typeof f.name !== 'string') {
      return pmError('INVALID_COMMAND', 'each file is a path or {name, mimeType?, text | base64}');
    }
    if (f.base64 !== undefined && (typeof f.base64 !== 'string' || decodeBase64(f.base64) === null)) {
      return pmError('INVALID_COMMAND', `file "${f.name}": base64 content is malformed`);
    }
  }
  return null;
}

/** A file input without `multiple` takes one file. */
export function checkCount(el: Element, n: number): PagemarkError | null {
  return n > 1 && getAttribute(el, 'multiple') === null
    ? pmError('INVALID_COMMAND', `this file input takes one file (${n} given)`, 'upload one file')
    : null;
}

/** Assign the files (already checked) and fire input + change. */
export function uploadFiles(el: Element, files: FilePayload[]): PagemarkError | null {
  const R = realm(el);
  const win = R.win as unknown as {
    File?: typeof File;
    DataTransfer?: typeof DataTransfer;
  };
  if (!win.File || !win.DataTransfer) {
    return pmError('NOT_SUPPORTED', 'no File or DataTransfer here');
  }
  const dt = new win.DataTransfer();
  for (let i = 0; i < files.length; i++) {
    const f = files[i]!;
    const part: BlobPart =
      f.base64 !== undefined ? (decodeBase64(f.base64) as Uint8Array<ArrayBuffer>) : (f.text ?? '');
    dt.items.add(new win.File([part], f.name, { type: f.mimeType ?? '' }));
  }
  setInputFiles(el, dt.files);
  dispatchEvent(el, new R.Event('input', { bubbles: true, composed: true }));
  dispatchEvent(el, new R.Event('change', { bubbles: true }));
  return null;
}
