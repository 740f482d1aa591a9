/**
 * Trusted input for the verbs that have no element: the coordinate verbs (BrowserGym `mouse_*`,
 * `scroll_at`, `mouse_upload_file`, browser-use click by coordinates) and keys to what has focus
 * (`keyboard_*`, browser-use `send_keys`). With {trusted: true} they go through the driver's page
 * mouse and keyboard, at the same viewport CSS pixels BrowserGym's Playwright calls use
 * (browsergym/core/src/browsergym/core/action/functions.py); anything else returns false and runs
 * in the page (src/dom/actions/pointAt.ts, keyboard.ts), which is also the path without {trusted}.
 */
import type { Page as PwPage } from 'playwright-core';
import type { KeyInput, Page as PpPage, MouseButton as PpButton } from 'puppeteer-core';
import type { ActionCommand, FilePayload, MouseButton } from '../../core/model/commands';
import { normalizeCombo } from '../../core/commands/modifiers';
import { filePayloadBuffer, payloadPaths } from './uploadFiles';

/** Whether the command is page input (no element): a point or keys to the focus. */
export function isPageInput(cmd: ActionCommand): boolean {
  if (cmd.target !== undefined) return false;
  if (cmd.at !== undefined) return true;
  return (
    cmd.action === 'press' ||
    cmd.action === 'keyDown' ||
    cmd.action === 'keyUp' ||
    cmd.action === 'type' ||
    cmd.action === 'insertText'
  );
}

/**
 * A driver's mouse and keyboard, at viewport CSS pixels. The verbs map onto it once (pageInput);
 * each driver only says how its own API performs each input.
 */
interface PageInputDriver {
  move(x: number, y: number): Promise<unknown>;
  click(x: number, y: number, button: MouseButton, count: 1 | 2): Promise<unknown>;
  down(button: MouseButton): Promise<unknown>;
  up(button: MouseButton): Promise<unknown>;
  wheel(dx: number, dy: number): Promise<unknown>;
  /** Click at the point and give the file chooser it opens these files. */
  upload(x: number, y: number, files: (string | FilePayload)[]): Promise<unknown>;
  press(key: string): Promise<unknown>;
  keyDown(key: string): Promise<unknown>;
  keyUp(key: string): Promise<unknown>;
  type(text: string): Promise<unknown>;
  insertText(text: string): Promise<unknown>;
}

/** Performs page input through the driver; false when the verb has no such input (it runs in the page). */
async function pageInput(d: PageInputDriver, cmd: ActionCommand): Promise<boolean> {
  switch (cmd.action) {
    case 'click':
    case 'dblclick':
    case 'rightclick':
    case 'hover':
      if (!cmd.at) return false;
      if (cmd.action === 'hover') await d.move(cmd.at.x, cmd.at.y);
      else
        await d.click(
          cmd.at.x,
          cmd.at.y,
          cmd.action === 'rightclick' ? 'right' : (cmd.button ?? 'left'),
          cmd.action === 'dblclick' ? 2 : 1,
        );
      return true;
    case 'mouseDown':
    case 'mouseUp':
      await d.move(cmd.at.x, cmd.at.y);
      if (cmd.action === 'mouseDown') await d.down(cmd.button ?? 'left');
      else await d.up(cmd.button ?? 'left');
      return true;
    case 'scroll':
      if (!cmd.at || cmd.direction !== undefined) return false;
      await d.move(cmd.at.x, cmd.at.y);
      await d.wheel(cmd.dx ?? 0, cmd.dy ?? 0);
      return true;
    case 'drag':
      if (!cmd.at) return false;
      await d.move(cmd.at.x, cmd.at.y);
      await d.down('left');
      await d.move(cmd.toAt.x, cmd.toAt.y);
      await d.up('left');
      return true;
    case 'upload':
      if (!cmd.at) return false;
      await d.upload(cmd.at.x, cmd.at.y, cmd.files);
      return true;
    // The key and text verbs are the driver's own methods of the same name.
    case 'press':
    case 'keyDown':
    case 'keyUp':
      await d[cmd.action](cmd.key);
      return true;
    case 'type':
    case 'insertText':
      await d[cmd.action](cmd.text);
      return true;
    default:
      return false;
  }
}

export async function pageInputWithPlaywright(page: PwPage, cmd: ActionCommand): Promise<boolean> {
  const m = page.mouse;
  const k = page.keyboard;
  return pageInput(
    {
      move: (x, y) => m.move(x, y),
      click: (x, y, button, count) => (count === 2 ? m.dblclick(x, y, { button }) : m.click(x, y, { button })),
      down: (button) => m.down({ button }),
      up: (button) => m.up({ button }),
      wheel: (dx, dy) => m.wheel(dx, dy),
      async upload(x, y, files) {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), m.click(x, y)]);
        await chooser.setFiles(
          files.every((f) => typeof f === 'string')
            ? (files as string[])
            : files.map((f) => filePayloadBuffer(f as FilePayload)),
        );
      },
      press: (key) => k.press(normalizeCombo(key)),
      keyDown: (key) => k.down(normalizeCombo(key)),
      keyUp: (key) => k.up(normalizeCombo(key)),
      type: (text) => k.type(text),
      insertText: (text) => k.insertText(text),
    },
    cmd,
  );
}

export async function pageInputWithPuppeteer(page: PpPage, cmd: ActionCommand): Promise<boolean> {
  const m = page.mouse;
  const k = page.keyboard;
  return pageInput(
    {
      move: (x, y) => m.move(x, y),
      click: (x, y, button, count) => m.click(x, y, { button: button as PpButton, count }),
      down: (button) => m.down({ button: button as PpButton }),
      up: (button) => m.up({ button: button as PpButton }),
      wheel: (dx, dy) => m.wheel({ deltaX: dx, deltaY: dy }),
      async upload(x, y, files) {
        const [chooser] = await Promise.all([page.waitForFileChooser(), m.click(x, y)]);
        await chooser.accept(payloadPaths(files));
      },
      press: (key) => k.press(key as KeyInput),
      keyDown: (key) => k.down(key as KeyInput),
      keyUp: (key) => k.up(key as KeyInput),
      type: (text) => k.type(text),
      insertText: (text) => k.sendCharacter(text),
    },
    cmd,
  );
}
