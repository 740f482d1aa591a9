/**
 * The puppeteer-core adapter of the host (createHost.ts): Puppeteer evaluates in every frame too
 * (out-of-process iframes included), so cross-origin frames are stitched host-side exactly as with
 * Playwright; trusted input goes through Puppeteer's mouse and keyboard. `pagemark/puppeteer`
 * (src/node/puppeteer.ts) puts a session (src/node/session/puppeteerSession.ts) over it.
 */
import type { ElementHandle, Frame, Page, KeyInput } from 'puppeteer-core';
import type { ActionCommand } from '../../core/model/commands';
import type { FrameAdapter, HostPage } from './createHost';

import { fileInputScript, payloadPaths } from './uploadFiles';
import { pageInputWithPuppeteer } from './pageInput';
import { sharedFrameCalls } from './sharedFrameCalls';

/** Trusted input through Puppeteer (real CDP input events). */
export async function performWithPuppeteer(
  h: ElementHandle,
  cmd: ActionCommand,
  point: { x: number; y: number } | undefined,
): Promise<void> {
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
        const i = el as HTMLInputElement;
        if (typeof i.select === 'function') i.select();
      });
      if (cmd.action === 'clear' || !cmd.text) return h.press('Backspace');
      return h.type(cmd.text);
    case 'type':
      await h.focus();
      return h.type(cmd.text ?? '');
    case 'press':
      return h.press((cmd.key ?? 'Enter') as KeyInput);
    case 'select': {
      // Puppeteer selects by value; map labels and indexes to values in the page first.
      const values = await h.evaluate((el, wanted) => {
        const opts = Array.from((el as HTMLSelectElement).options);
        return wanted.map((w) => {
          const o =
            typeof w === 'number'
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
      const checked = await h.evaluate((el) => (el as HTMLInputElement).checked);
      if (checked !== (cmd.action === 'check')) await h.click({ offset });
      return;
    }
    case 'upload': {
      const input = (await h.evaluateHandle(fileInputScript)).asElement() as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error('no file input');
      return input.uploadFile(...payloadPaths(cmd.files ?? []));
    }
    default:
      throw new Error(`trusted input has no "${cmd.action}": act without {trusted: true}`);
  }
}

export const puppeteerAdapter = (page: Page): FrameAdapter<Frame, ElementHandle> => ({
  ...sharedFrameCalls<Frame, ElementHandle>(() => page.mainFrame()),
  contentFrame: (h) => h.contentFrame(),
  ownerFrame: async (h) => h.frame,
  perform: performWithPuppeteer,
  performPage: (cmd) => pageInputWithPuppeteer(page, cmd),
  addInitScript: async (s) => {
    await page.evaluateOnNewDocument(s);
  },
});

export type PuppeteerPagemark = HostPage<Frame, ElementHandle>;
