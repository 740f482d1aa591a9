// Names and roles on test/fixtures/names/*.html: every element with data-expect-name / data-expect-role.
// The same fixtures run in real browsers (test/browser/names.spec.ts).
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { bindWindow } from '../../../../src/dom/platform/dom';
import { computeName } from '../../../../src/dom/aria/computeName';
import { createNameCache } from '../../../../src/dom/aria/nameCache';
import { computeRole } from '../../../../src/dom/aria/computeRole';

const dir = path.join(process.cwd(), 'test', 'fixtures', 'names');
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.html'))) {
  describe(file, () => {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    document.documentElement.innerHTML = html.replace(/^<!doctype html>/i, ''); // test setup, not page code
    bindWindow(window as unknown as globalThis.Window);
    const cache = createNameCache();
    for (const el of Array.from(document.querySelectorAll('[data-expect-name], [data-expect-role]'))) {
      it(`#${el.id}`, () => {
        const role = computeRole(el);
        if (el.hasAttribute('data-expect-role')) expect(role).toBe(el.getAttribute('data-expect-role'));
        if (el.hasAttribute('data-expect-name'))
          expect(computeName(el, role, cache)).toBe(el.getAttribute('data-expect-name'));
      });
    }
  });
}
