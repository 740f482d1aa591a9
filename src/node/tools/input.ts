/**
 * The input tools, with Playwright MCP's names and arguments (its tools/list; its tools snapshot,
 * keyboard and form): click, type, fill_form, select_option, press_key, hover, drag. A listed
 * element is acted on through the session (pagemark's actions and their checks); an element only a
 * selector names (targets.ts) through its Playwright locator.
 */
import { z } from 'zod/v4';
import type { ActionCommand } from '../../core/model/commands';
import { pmError } from '../../core/model/errors';
import { defineTabTool } from './tool';
import { targetOf, targetParams } from './params';
import type { Step } from './response';

const MODIFIERS = ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] as const;

export const click = defineTabTool({
  name: 'browser_click',
  title: 'Click',
  description: 'Perform click on a web page',
  schema: z
    .object({
      ...targetParams,
      doubleClick: z.boolean().optional().describe('Whether to perform a double click instead of a single click'),
      button: z.enum(['left', 'right', 'middle']).optional().describe('Button to click, defaults to left'),
      modifiers: z.array(z.enum(MODIFIERS)).optional().describe('Modifier keys to press'),
    })
    .strict(),
  async handle(tab, p, response) {
    const t = await tab.target(targetOf(p));
    if (!t.ok) return response.fail(t.error);
    const verb = p.doubleClick ? 'double-clicked' : 'clicked';
    if (t.ref === undefined) {
      const loc = tab.locatorOf(t);
      const o = {
        timeout: tab.ctx.options.timeoutAction,
        ...(p.button ? { button: p.button } : {}),
        ...(p.modifiers ? { modifiers: [...p.modifiers] } : {}),
      };
      await response.actOn(tab, `${verb} ${t.label}`, () => (p.doubleClick ? loc.dblclick(o) : loc.click(o)));
      return;
    }
    const cmd: ActionCommand = { action: p.doubleClick ? 'dblclick' : 'click', target: t.ref };
    if (p.button) cmd.button = p.button;
    if (p.modifiers) cmd.modifiers = [...p.modifiers];
    await response.act(tab, [{ cmd, what: `${verb} ${t.label}` }]);
  },
});

export const type = defineTabTool({
  name: 'browser_type',
  title: 'Type text',
  description: 'Type text into editable element',
  schema: z
    .object({
      ...targetParams,
      text: z.string().describe('Text to type into the element'),
      submit: z.boolean().optional().describe('Whether to submit entered text (press Enter after)'),
      slowly: z
        .boolean()
        .optional()
        .describe(
          'Whether to type one character at a time. Useful for triggering key handlers in the page. By default entire text is filled in at once.',
        ),
    })
    .strict(),
  async handle(tab, p, response) {
    const t = await tab.target(targetOf(p));
    if (!t.ok) return response.fail(t.error);
    if (t.ref === undefined) {
      const loc = tab.locatorOf(t);
      const timeout = tab.ctx.options.timeoutAction;
      await response.actOn(tab, `typed into ${t.label}`, async () => {
        if (p.slowly) await loc.pressSequentially(p.text, { timeout });
        else await loc.fill(p.text, { timeout });
        if (p.submit) await loc.press('Enter', { timeout });
      });
      return;
    }
    const steps: Step[] = [
      { cmd: { action: p.slowly ? 'type' : 'fill', target: t.ref, text: p.text }, what: `typed into ${t.label}` },
    ];
    if (p.submit) steps.push({ cmd: { action: 'press', target: t.ref, key: 'Enter' }, what: 'pressed Enter' });
    await response.act(tab, steps);
  },
});

const FIELD = z.object({
  ...targetParams,
  name: z.string().describe('Human-readable field name'),
  type: z.enum(['textbox', 'checkbox', 'radio', 'combobox', 'slider']).describe('Type of the field'),
  value: z
    .string()
    .describe(
      'Value to fill in the field. If the field is a checkbox, the value should be `true` or `false`. If the field is a combobox, the value should be the text of the option.',
    ),
});

export const fillForm = defineTabTool({
  name: 'browser_fill_form',
  title: 'Fill form',
  description: 'Fill multiple form fields',
  schema: z.object({ fields: z.array(FIELD).describe('Fields to fill in') }).strict(),
  async handle(tab, p, response) {
    if (!p.fields.length) return response.fail(pmError('INVALID_COMMAND', 'fields is empty'));
    const steps: Step[] = [];
    for (const f of p.fields) {
      const t = await tab.target(targetOf(f));
      if (!t.ok) return response.fail(t.error);
      if (t.ref === undefined)
        return response.fail(
          pmError('NOT_FOUND', `${t.label} is not a form field pagemark lists`, 'use a ref from the snapshot'),
        );
      const target = t.ref;
      switch (f.type) {
        case 'checkbox':
        case 'radio': {
          const action = f.value === 'false' ? 'uncheck' : 'check';
          steps.push({ cmd: { action, target }, what: `${action}ed ${t.label}` });
          break;
        }
        case 'combobox':
          steps.push({ cmd: { action: 'select', target, values: [f.value] }, what: `selected in ${t.label}` });
          break;
        case 'slider':
          // A range input takes its value as a fill does (Playwright's fill sets range inputs).
          steps.push({ cmd: { action: 'fill', target, text: f.value }, what: `set ${t.label}` });
          break;
        default:
          steps.push({ cmd: { action: 'fill', target, text: f.value }, what: `filled ${t.label}` });
      }
    }
    await response.act(tab, steps);
  },
});

export const selectOption = defineTabTool({
  name: 'browser_select_option',
  title: 'Select option',
  description: 'Select an option in a dropdown',
  schema: z
    .object({
      ...targetParams,
      values: z
        .array(z.string())
        .describe('Array of values to select in the dropdown. This can be a single value or multiple values.'),
    })
    .strict(),
  async handle(tab, p, response) {
    const t = await tab.target(targetOf(p));
    if (!t.ok) return response.fail(t.error);
    if (t.ref === undefined) {
      const loc = tab.locatorOf(t);
      await response.actOn(tab, `selected in ${t.label}`, () =>
        loc.selectOption(p.values, { timeout: tab.ctx.options.timeoutAction }),
      );
      return;
    }
    await response.act(tab, [
      { cmd: { action: 'select', target: t.ref, values: p.values }, what: `selected in ${t.label}` },
    ]);
  },
});

export const pressKey = defineTabTool({
  name: 'browser_press_key',
  title: 'Press a key',
  description: 'Press a key on the keyboard',
  schema: z
    .object({
      key: z.string().describe('Name of the key to press or a character to generate, such as `ArrowLeft` or `a`'),
    })
    .strict(),
  async handle(tab, p, response) {
    await response.act(tab, [{ cmd: { action: 'press', key: p.key }, what: `pressed ${p.key}` }]);
  },
});

export const hover = defineTabTool({
  name: 'browser_hover',
  title: 'Hover mouse',
  description: 'Hover over element on page',
  schema: z.object(targetParams).strict(),
  async handle(tab, p, response) {
    const t = await tab.target(targetOf(p));
    if (!t.ok) return response.fail(t.error);
    if (t.ref === undefined) {
      const loc = tab.locatorOf(t);
      await response.actOn(tab, `hovered ${t.label}`, () => loc.hover({ timeout: tab.ctx.options.timeoutAction }));
      return;
    }
    await response.act(tab, [{ cmd: { action: 'hover', target: t.ref }, what: `hovered ${t.label}` }]);
  },
});

export const drag = defineTabTool({
  name: 'browser_drag',
  title: 'Drag mouse',
  description: 'Perform drag and drop between two elements',
  schema: z
    .object({
      startElement: z
        .string()
        .optional()
        .describe(
          'Human-readable source element description used to obtain the permission to interact with the element',
        ),
      startTarget: z
        .string()
        .optional()
        .describe('Exact source element reference from the page snapshot, or a unique element selector'),
      startRef: z.string().optional().describe('Same as startTarget (older Playwright MCP versions)'),
      endElement: z
        .string()
        .optional()
        .describe(
          'Human-readable target element description used to obtain the permission to interact with the element',
        ),
      endTarget: z
        .string()
        .optional()
        .describe('Exact target element reference from the page snapshot, or a unique element selector'),
      endRef: z.string().optional().describe('Same as endTarget (older Playwright MCP versions)'),
    })
    .strict(),
  async handle(tab, p, response) {
    const from = await tab.target(p.startTarget ?? p.startRef, 'startTarget');
    if (!from.ok) return response.fail(from.error);
    const to = await tab.target(p.endTarget ?? p.endRef, 'endTarget');
    if (!to.ok) return response.fail(to.error);
    const what = `dragged ${from.label} to ${to.label}`;
    if (from.ref === undefined || to.ref === undefined) {
      // An element pagemark does not list (a drop zone that is a plain div): Playwright's drag.
      const a = tab.locatorOf(from);
      const b = tab.locatorOf(to);
      await response.actOn(tab, what, () => a.dragTo(b, { timeout: tab.ctx.options.timeoutAction }));
      return;
    }
    await response.act(tab, [{ cmd: { action: 'drag', target: from.ref, to: to.ref }, what, untrusted: true }]);
  },
});

export const inputTools = [click, type, fillForm, selectOption, pressKey, hover, drag];
