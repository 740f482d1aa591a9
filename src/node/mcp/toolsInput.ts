/**
 * The input tools, with Playwright MCP's names and arguments (its tools/list; the implementations
 * are the playwright repository's MCP browser tools, in its files snapshot, keyboard and form):
 * click, type, fill_form, select_option, press_key, hover, drag.
 */
import { clip } from '../guard/driverError';
import type { ActionCommand, TargetRef } from '../../core/model/commands';
import type { Tool, ToolContext } from './tool';
import { arr, bool, obj, str, targetProps, type JsonSchema } from './schema';
import { isReply, runSteps, targetOf, type Step } from './act';
import { errorReply, type ToolReply } from './reply';

const refText = (t: TargetRef): string => (typeof t === 'number' ? `[${t}]` : `"${String(t)}"`);

async function withTarget(
  ctx: ToolContext,
  args: Record<string, unknown>,
  f: (t: TargetRef) => Step[],
): Promise<ToolReply> {
  const t = await targetOf(ctx, args);
  if (isReply(t)) return t;
  return runSteps(ctx, f(t));
}

const click: Tool = {
  name: 'browser_click',
  title: 'Click',
  description: 'Perform click on a web page',
  inputSchema: obj({
    ...targetProps(),
    doubleClick: bool('Whether to perform a double click instead of a single click'),
    button: str('Button to click, defaults to left', ['left', 'right', 'middle']),
    modifiers: arr(
      { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] },
      'Modifier keys to press',
    ),
  }),
  run: (a, ctx) =>
    withTarget(ctx, a, (target) => {
      const cmd: ActionCommand = { action: a['doubleClick'] ? 'dblclick' : 'click', target };
      if (a['button']) cmd.button = a['button'] as 'left';
      if (a['modifiers']) cmd.modifiers = a['modifiers'] as string[];
      return [{ cmd, what: `${a['doubleClick'] ? 'double-clicked' : 'clicked'} ${refText(target)}` }];
    }),
};

const type: Tool = {
  name: 'browser_type',
  title: 'Type text',
  description: 'Type text into editable element',
  inputSchema: obj(
    {
      ...targetProps(),
      text: str('Text to type into the element'),
      submit: bool('Whether to submit entered text (press Enter after)'),
      slowly: bool(
        'Whether to type one character at a time. Useful for triggering key handlers in the page. By default entire text is filled in at once.',
      ),
    },
    ['text'],
  ),
  run: (a, ctx) =>
    withTarget(ctx, a, (target) => {
      const text = String(a['text']);
      const steps: Step[] = [
        { cmd: { action: a['slowly'] ? 'type' : 'fill', target, text }, what: `typed into ${refText(target)}` },
      ];
      if (a['submit']) steps.push({ cmd: { action: 'press', target, key: 'Enter' }, what: 'pressed Enter' });
      return steps;
    }),
};

const FIELD: JsonSchema = obj(
  {
    ...targetProps(),
    name: str('Human-readable field name'),
    type: str('Type of the field', ['textbox', 'checkbox', 'radio', 'combobox', 'slider']),
    value: str(
      'Value to fill in the field. If the field is a checkbox, the value should be `true` or `false`. If the field is a combobox, the value should be the text of the option.',
    ),
  },
  ['name', 'type', 'value'],
);
delete FIELD.$schema;

const fillForm: Tool = {
  name: 'browser_fill_form',
  title: 'Fill form',
  description: 'Fill multiple form fields',
  inputSchema: obj({ fields: arr(FIELD, 'Fields to fill in') }, ['fields']),
  async run(a, ctx) {
    const steps: Step[] = [];
    for (const f of a['fields'] as Record<string, unknown>[]) {
      const target = await targetOf(ctx, f);
      if (isReply(target)) return target;
      const value = String(f['value']);
      const ref = refText(target);
      switch (f['type']) {
        case 'checkbox':
        case 'radio': {
          const action = value === 'false' ? 'uncheck' : 'check';
          steps.push({ cmd: { action, target }, what: `${action}ed ${ref}` });
          break;
        }
        case 'combobox':
          steps.push({ cmd: { action: 'select', target, values: [value] }, what: `selected in ${ref}` });
          break;
        default:
          steps.push({ cmd: { action: 'fill', target, text: value }, what: `filled ${ref}` });
      }
    }
    if (!steps.length) return errorReply('INVALID_COMMAND', 'fields is empty');
    return runSteps(ctx, steps);
  },
};

const selectOption: Tool = {
  name: 'browser_select_option',
  title: 'Select option',
  description: 'Select an option in a dropdown',
  inputSchema: obj(
    {
      ...targetProps(),
      values: arr(
        { type: 'string' },
        'Array of values to select in the dropdown. This can be a single value or multiple values.',
      ),
    },
    ['values'],
  ),
  run: (a, ctx) =>
    withTarget(ctx, a, (target) => [
      { cmd: { action: 'select', target, values: a['values'] as string[] }, what: `selected in ${refText(target)}` },
    ]),
};

const pressKey: Tool = {
  name: 'browser_press_key',
  title: 'Press a key',
  description: 'Press a key on the keyboard',
  inputSchema: obj({ key: str('Name of the key to press or a character to generate, such as `ArrowLeft` or `a`') }, [
    'key',
  ]),
  run: (a, ctx) =>
    runSteps(ctx, [{ cmd: { action: 'press', key: String(a['key']) }, what: `pressed ${clip(String(a['key']), 80)}` }]),
};

const hover: Tool = {
  name: 'browser_hover',
  title: 'Hover mouse',
  description: 'Hover over element on page',
  inputSchema: obj(targetProps()),
  run: (a, ctx) =>
    withTarget(ctx, a, (target) => [{ cmd: { action: 'hover', target }, what: `hovered ${refText(target)}` }]),
};

const drag: Tool = {
  name: 'browser_drag',
  title: 'Drag mouse',
  description: 'Perform drag and drop between two elements',
  inputSchema: obj({
    startElement: str(
      'Human-readable source element description used to obtain the permission to interact with the element',
    ),
    startTarget: str('Exact source element reference from the page snapshot, or a unique element selector'),
    startRef: str('Same as startTarget (older Playwright MCP versions)'),
    endElement: str(
      'Human-readable target element description used to obtain the permission to interact with the element',
    ),
    endTarget: str('Exact target element reference from the page snapshot, or a unique element selector'),
    endRef: str('Same as endTarget (older Playwright MCP versions)'),
  }),
  async run(a, ctx) {
    const from = await targetOf(ctx, a, ['startTarget', 'startRef']);
    if (isReply(from)) return from;
    const to = await targetOf(ctx, a, ['endTarget', 'endRef']);
    if (isReply(to)) return to;
    return runSteps(ctx, [
      {
        cmd: { action: 'drag', target: from, to },
        what: `dragged ${refText(from)} to ${refText(to)}`,
        untrusted: true,
      },
    ]);
  },
};

export const inputTools: Tool[] = [click, type, fillForm, selectOption, pressKey, hover, drag];
