/**
 * Parameter shapes shared by tools, in zod (the MCP SDK's schema library; tools/list gets them as
 * JSON Schema through z.toJSONSchema). The names and descriptions are Playwright MCP's (its
 * tools/list), with pagemark's ref form in the target's description.
 */
import { z } from 'zod/v4';

const ELEMENT = 'Human-readable element description used to obtain permission to interact with the element';
const TARGET =
  'Exact target element reference from the page snapshot (the number in brackets, e.g. "12" for [12]), or a unique element selector';

/** `element`, `target` and the older name `ref` (Playwright MCP before its rename). */
export const targetParams = {
  element: z.string().optional().describe(ELEMENT),
  target: z.string().optional().describe(TARGET),
  ref: z.string().optional().describe('Same as target (the argument name of older Playwright MCP versions)'),
};

/** The target a call names, under either name. */
export const targetOf = (p: { target?: string | undefined; ref?: string | undefined }): string | undefined =>
  p.target ?? p.ref;

export const maxTokensParam = z
  .number()
  .optional()
  .describe('Token budget of the page text in this result; elements are kept in priority order and the rest counted');

/** The first problem with a call's arguments, as a sentence (`arguments.x must be a number, not string`). */
export function argsProblem(error: z.ZodError): string {
  const i = error.issues[0];
  if (!i) return 'the arguments do not fit the tool';
  let at = 'arguments';
  for (const k of i.path) at += typeof k === 'number' ? `[${k}]` : `.${String(k)}`;
  switch (i.code) {
    case 'invalid_type':
      return i.input === undefined
        ? `${at} is required`
        : `${at} must be ${article(i.expected)}, not ${typeName(i.input)}`;
    case 'unrecognized_keys':
      return `${at}.${i.keys.join(', ')} is not an argument of this tool`;
    case 'invalid_value':
      return `${at} must be one of ${i.values.map(String).join(', ')}, not ${JSON.stringify(i.input)}`;
    default:
      return `${at}: ${i.message}`;
  }
}

const article = (t: string): string => (t === 'boolean' ? 'true or false' : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

function typeName(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (v === null) return 'null';
  return typeof v;
}
