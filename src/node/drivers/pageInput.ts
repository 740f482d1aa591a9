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
import type { ActionCommand, FilePayload } from '../../core/model/commands';
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

export async function pageInputWithPlaywright(page: PwPage, cmd: ActionCommand): Promise<boolean> {
  const m = page.mouse;
  const k = page.keyboard;
  switch (cmd.action) {
    case 'click':
    case 'dblclick':
    case 'rightclick':
    case 'hover':
      if (!cmd.at) return false;
      if (cmd.action === 'hover') await m.move(cmd.at.x, cmd.at.y);
      else if (cmd.action === 'dblclick') await m.dblclick(cmd.at.x, cmd.at.y, { button: cmd.button ?? 'left' });
      else
        await m.click(cmd.at.x, cmd.at.y, { button: cmd.action === 'rightclick' ? 'right' : (cmd.button ?? 'left') });
      return true;
    case 'mouseDown':
    case 'mouseUp':
      await m.move(cmd.at.x, cmd.at.y);
      if (cmd.action === 'mouseDown') await m.down({ button: cmd.button ?? 'left' });
      else await m.up({ button: cmd.button ?? 'left' });
      return true;
    case 'scroll':
      if (!cmd.at || cmd.direction !== undefined) return false;
      await m.move(cmd.at.x, cmd.at.y);
      await m.wheel(cmd.dx ?? 0, cmd.dy ?? 0);
      return true;
    case 'drag':
      if (!cmd.at) return false;
      await m.move(cmd.at.x, cmd.at.y);
      await m.down();
      await m.move(cmd.toAt.x, cmd.toAt.y);
      await m.up();
      return true;
    case 'upload': {
      if (!cmd.at) return false;
      const at = cmd.at;
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), m.click(at.x, at.y)]);
      const files = cmd.files;
      await chooser.setFiles(
        files.every((f) => typeof f === 'string')
          ? (files as string[])
          : files.map((f) => filePayloadBuffer(f as FilePayload)),
      );
      return true;
    }
    case 'press':
      await k.press(normalizeCombo(cmd.key));
      return true;
    case 'keyDown':
      await k.down(normalizeCombo(cmd.key));
      return true;
    case 'keyUp':
      await k.up(normalizeCombo(cmd.key));
      return true;
    case 'type':
      await k.type(cmd.text);
      return true;
    case 'insertText':
      await k.insertText(cmd.text);
      return true;
    default:
      return false;
  }
}

export async function pageInputWithPuppeteer(page: PpPage, cmd: ActionCommand): Promise<boolean> {
  const m = page.mouse;
  const k = page.keyboard;
  const button = (b: string | undefined): PpButton => (b ?? 'left') as PpButton;
  switch (cmd.action) {
    case 'click':
    case 'dblclick':
    case 'rightclick':
    case 'hover':
      if (!cmd.at) return false;
      if (cmd.action === 'hover') await m.move(cmd.at.x, cmd.at.y);
      else
        await m.click(cmd.at.x, cmd.at.y, {
          button: cmd.action === 'rightclick' ? 'right' : button(cmd.button),
          count: cmd.action === 'dblclick' ? 2 : 1,
        });
      return true;
    case 'mouseDown':
    case 'mouseUp':
      await m.move(cmd.at.x, cmd.at.y);
      if (cmd.action === 'mouseDown') await m.down({ button: button(cmd.button) });
      else await m.up({ button: button(cmd.button) });
      return true;
    case 'scroll':
      if (!cmd.at || cmd.direction !== undefined) return false;
      await m.move(cmd.at.x, cmd.at.y);
      await m.wheel({ deltaX: cmd.dx ?? 0, deltaY: cmd.dy ?? 0 });
      return true;
    case 'drag':
      if (!cmd.at) return false;
      await m.move(cmd.at.x, cmd.at.y);
      await m.down();
      await m.move(cmd.toAt.x, cmd.toAt.y);
      await m.up();
      return true;
    case 'upload': {
      if (!cmd.at) return false;
      const at = cmd.at;
      const [chooser] = await Promise.all([page.waitForFileChooser(), m.click(at.x, at.y)]);
      await chooser.accept(payloadPaths(cmd.files));
      return true;
    }
    case 'press':
      await k.press(cmd.key as KeyInput);
      return true;
    case 'keyDown':
      await k.down(cmd.key as KeyInput);
      return true;
    case 'keyUp':
      await k.up(cmd.key as KeyInput);
      return true;
    case 'type':
      await k.type(cmd.text);
      return true;
    case 'insertText':
      await k.sendCharacter(cmd.text);
      return true;
    default:
      return false;
  }
}
