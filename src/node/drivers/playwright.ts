/**
 * `pagemark/playwright`: `const pm = await attach(page)` injects pagemark into every frame of a
 * Playwright page (cross-origin and out-of-process iframes included: Playwright evaluates in them),
 * keeps it injected across navigations (an init script), and stitches the frames into one snapshot.
 * `pm.act(cmd, {trusted: true})` checks in the page, then acts with Playwright's real input.
 */
import type { ElementHandle, Frame, Page, Locator } from 'playwright-core';
import type { LocatorEntry } from '../../core/model/types';
import type { ActionCommand, FilePayload } from '../../core/model/commands';
import { normalizeCombo, parseModifiers } from '../../core/commands/modifiers';
import { fileInputScript, filePayloadBuffer } from './uploadFiles';
import { pageInputWithPlaywright } from './pageInput';
import type { PagemarkGlobal } from './hostTypes';
import { sharedFrameCalls } from './sharedFrameCalls';
import { bundleSource } from './bundleFile';
import { createHost, injectAll, type AttachOptions, type FrameAdapter, type HostPage } from './createHost';

export type { AttachOptions, ActOptions, HostPage } from './createHost';

export { bundleSource };

/** Trusted input through Playwright, the same verbs as the in-page action API. */
export async function performWithPlaywright(
  h: ElementHandle,
  cmd: ActionCommand,
  point: { x: number; y: number } | undefined,
): Promise<void> {
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
        if (vals.every((v) => typeof v === 'string')) await h.selectOption(vals as string[], { force: true });
        else
          await h.selectOption(
            vals.map((v) => (typeof v === 'number' ? { index: v } : { label: v })),
            { force: true },
          );
      }
      return;
    case 'check':
      return h.check({ force: true, position });
    case 'uncheck':
      return h.uncheck({ force: true, position });
    case 'upload': {
      const input = (await h.evaluateHandle(fileInputScript)).asElement();
      if (!input) throw new Error('no file input');
      const files = cmd.files ?? [];
      return input.setInputFiles(
        files.every((f) => typeof f === 'string')
          ? (files as string[])
          : files.map((f) => filePayloadBuffer(f as FilePayload)),
      );
    }
    default:
      throw new Error(`trusted input has no "${cmd.action}": act without {trusted: true}`);
  }
}

export const playwrightAdapter = (page: Page): FrameAdapter<Frame, ElementHandle> => ({
  ...sharedFrameCalls<Frame, ElementHandle>(() => page.mainFrame()),
  contentFrame: (h) => h.contentFrame(),
  ownerFrame: (h) => h.ownerFrame(),
  perform: performWithPlaywright,
  performPage: (cmd) => pageInputWithPlaywright(page, cmd),
  addInitScript: async (s) => {
    await page.addInitScript({ content: s });
  },
});

export interface PlaywrightPagemark extends HostPage<Frame, ElementHandle> {
  /**
   * A Playwright Locator for a locator entry of a record (scoped to the element's frame; the first
   * unique entry when none is given), or null when there is no snapshot yet, the target is not in the
   * last one, or its record has no locator: an outcome the caller checks, as `locate` answers null.
   */
  locator(target: number | string, entry?: LocatorEntry): Promise<Locator | null>;
}

export async function attach(page: Page, options: AttachOptions = {}): Promise<PlaywrightPagemark> {
  const source = bundleSource(options);
  const adapter = playwrightAdapter(page);
  await injectAll(adapter, source, options);
  return playwrightPagemark(adapter, createHost(adapter, source));
}

/** The host of a page with Playwright's extras (`locator`). */
export function playwrightPagemark(
  adapter: FrameAdapter<Frame, ElementHandle>,
  host: HostPage<Frame, ElementHandle>,
): PlaywrightPagemark {
  return {
    ...host,
    async locator(target, entry) {
      const s = host.last();
      const loc = await host.locate(target);
      if (!s || !loc) return null;
      const index =
        typeof target === 'number' ? target : s.elements.find((e) => e.bid === target || e.elementId === target)?.index;
      const rec = s.elements.find((e) => e.index === index);
      if (!rec) return null;
      const e = entry ?? rec.locators.find((l) => l.unique) ?? rec.locators[0];
      if (!e) return null;
      // The record's frame inside the owning instance may be a same-origin child frame of it.
      let frame: Frame = loc.frame;
      const inner = await frame
        .evaluate((i) => {
          const pm = (globalThis as unknown as { pagemark: PagemarkGlobal }).pagemark;
          return pm.protocol.lastSnapshot()?.elements.find((x) => x.index === i)?.frame ?? '';
        }, loc.index)
        .catch(() => '');
      if (inner) {
        const el = await adapter.elementHandle(frame, loc.index);
        const owner = el ? await el.ownerFrame() : null;
        if (owner) frame = owner;
      }
      switch (e.kind) {
        case 'role': {
          const v = JSON.parse(e.value) as { role: string; name: string };
          return frame.getByRole(v.role as never, v.name ? { name: v.name, exact: true } : {});
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
