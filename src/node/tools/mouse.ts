/**
 * The coordinate tools of Playwright MCP's `vision` capability (listed under `--caps vision`), with
 * @playwright/mcp 0.0.83's names and arguments (playwright-core `tools/backend/mouse.ts`):
 * move, click and drag at page coordinates in CSS pixels, button down and up, the wheel. They use
 * Playwright's mouse (trusted input) and answer with what changed on the page.
 */
import { z } from 'zod/v4';
import { defineTabTool } from './tool';

const button = z.enum(['left', 'right', 'middle']).optional();
const x = z.number().describe('X coordinate');
const y = z.number().describe('Y coordinate');

export const mouseMoveXY = defineTabTool({
  name: 'browser_mouse_move_xy',
  title: 'Move mouse',
  description: 'Move mouse to a given position',
  capability: 'vision',
  schema: z.object({ element: z.string().optional(), x, y }).strict(),
  async handle(tab, p, response) {
    await response.actOn(tab, `moved the mouse to (${p.x}, ${p.y})`, () => tab.page().mouse.move(p.x, p.y));
  },
});

export const mouseClickXY = defineTabTool({
  name: 'browser_mouse_click_xy',
  title: 'Click',
  description: 'Click mouse button at a given position',
  capability: 'vision',
  schema: z
    .object({
      element: z.string().optional(),
      x,
      y,
      button: button.describe('Button to click, defaults to left'),
      clickCount: z.number().optional().describe('Number of clicks, defaults to 1'),
      delay: z
        .number()
        .optional()
        .describe('Time to wait between mouse down and mouse up in milliseconds, defaults to 0'),
    })
    .strict(),
  async handle(tab, p, response) {
    const o = {
      ...(p.button ? { button: p.button } : {}),
      ...(p.clickCount !== undefined ? { clickCount: p.clickCount } : {}),
      ...(p.delay !== undefined ? { delay: p.delay } : {}),
    };
    await response.actOn(tab, `clicked at (${p.x}, ${p.y})`, () => tab.page().mouse.click(p.x, p.y, o));
  },
});

export const mouseDragXY = defineTabTool({
  name: 'browser_mouse_drag_xy',
  title: 'Drag mouse',
  description: 'Drag left mouse button to a given position',
  capability: 'vision',
  schema: z
    .object({
      element: z.string().optional(),
      startX: z.number().describe('Start X coordinate'),
      startY: z.number().describe('Start Y coordinate'),
      endX: z.number().describe('End X coordinate'),
      endY: z.number().describe('End Y coordinate'),
    })
    .strict(),
  async handle(tab, p, response) {
    const mouse = tab.page().mouse;
    await response.actOn(tab, `dragged from (${p.startX}, ${p.startY}) to (${p.endX}, ${p.endY})`, async () => {
      await mouse.move(p.startX, p.startY);
      await mouse.down();
      await mouse.move(p.endX, p.endY);
      await mouse.up();
    });
  },
});

export const mouseDown = defineTabTool({
  name: 'browser_mouse_down',
  title: 'Press mouse down',
  description: 'Press mouse down',
  capability: 'vision',
  schema: z.object({ button: button.describe('Button to press, defaults to left') }).strict(),
  async handle(tab, p, response) {
    await response.actOn(tab, `pressed the ${p.button ?? 'left'} button`, () =>
      tab.page().mouse.down(p.button ? { button: p.button } : {}),
    );
  },
});

export const mouseUp = defineTabTool({
  name: 'browser_mouse_up',
  title: 'Press mouse up',
  description: 'Press mouse up',
  capability: 'vision',
  schema: z.object({ button: button.describe('Button to press, defaults to left') }).strict(),
  async handle(tab, p, response) {
    await response.actOn(tab, `released the ${p.button ?? 'left'} button`, () =>
      tab.page().mouse.up(p.button ? { button: p.button } : {}),
    );
  },
});

export const mouseWheel = defineTabTool({
  name: 'browser_mouse_wheel',
  title: 'Scroll mouse wheel',
  description: 'Scroll mouse wheel',
  capability: 'vision',
  schema: z
    .object({
      deltaX: z.number().default(0).describe('X delta'),
      deltaY: z.number().default(0).describe('Y delta'),
    })
    .strict(),
  async handle(tab, p, response) {
    await response.actOn(tab, `scrolled the wheel by (${p.deltaX}, ${p.deltaY})`, () =>
      tab.page().mouse.wheel(p.deltaX, p.deltaY),
    );
  },
});

export const mouseTools = [mouseMoveXY, mouseClickXY, mouseDragXY, mouseDown, mouseUp, mouseWheel];
