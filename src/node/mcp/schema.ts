/**
 * The tools' input schemas as plain JSON Schema (what `tools/list` returns; the shapes are Playwright
 * MCP's, from its tools/list), and the check of a call's arguments against them: a wrong type, a
 * missing argument or an unknown one is a readable isError answer, never a crash.
 */
export interface JsonSchema {
  type?: 'object' | 'string' | 'number' | 'boolean' | 'array' | 'integer';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  additionalProperties?: boolean;
  $schema?: string;
}

export const str = (description: string, values?: string[]): JsonSchema =>
  values ? { type: 'string', enum: values, description } : { type: 'string', description };
export const num = (description: string): JsonSchema => ({ type: 'number', description });
export const bool = (description: string): JsonSchema => ({ type: 'boolean', description });
export const arr = (items: JsonSchema, description: string): JsonSchema => ({ type: 'array', items, description });

export function obj(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
    $schema: 'https://json-schema.org/draft/2020-12/schema',
  };
}

const ELEMENT = 'Human-readable element description used to obtain permission to interact with the element';
const TARGET =
  'Exact target element reference from the page snapshot (the number in brackets, e.g. "12" for [12]), or a unique CSS selector';

/** `element`, `target` and the older name `ref` (Playwright MCP before its rename): one of the two. */
export const targetProps = (what = ''): Record<string, JsonSchema> => ({
  element: str(ELEMENT + what),
  target: str(TARGET),
  ref: str('Same as target (the argument name of older Playwright MCP versions)'),
});

export const maxTokensProp = {
  maxTokens: num(
    'Token budget of the page text in this result; elements are kept in priority order and the rest counted',
  ),
};

function typeOf(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (v === null) return 'null';
  return typeof v;
}

/** The first problem with `value` under `schema`, as a sentence; null when it fits. */
export function checkArgs(schema: JsonSchema, value: unknown, at = 'arguments'): string | null {
  const t = typeOf(value);
  switch (schema.type) {
    case 'object': {
      if (t !== 'object') return `${at} must be an object, not ${t}`;
      const o = value as Record<string, unknown>;
      for (const r of schema.required ?? []) if (o[r] === undefined) return `${at}.${r} is required`;
      for (const [k, v] of Object.entries(o)) {
        const p = schema.properties?.[k];
        if (!p) {
          if (schema.additionalProperties === false)
            return `${at}.${k} is not an argument of this tool (it takes ${Object.keys(schema.properties ?? {}).join(', ') || 'none'})`;
          continue;
        }
        if (v === undefined) continue;
        const e = checkArgs(p, v, `${at}.${k}`);
        if (e) return e;
      }
      return null;
    }
    case 'array': {
      if (t !== 'array') return `${at} must be an array, not ${t}`;
      const a = value as unknown[];
      for (let i = 0; i < a.length; i++) {
        const e = schema.items ? checkArgs(schema.items, a[i], `${at}[${i}]`) : null;
        if (e) return e;
      }
      return null;
    }
    case 'number':
    case 'integer':
      return t === 'number' && Number.isFinite(value) ? null : `${at} must be a number, not ${t}`;
    case 'string':
      if (t !== 'string') return `${at} must be a string, not ${t}`;
      if (schema.enum && !schema.enum.includes(value as string))
        return `${at} must be one of ${schema.enum.join(', ')}, not "${String(value)}"`;
      return null;
    case 'boolean':
      return t === 'boolean' ? null : `${at} must be true or false, not ${t}`;
    default:
      return null;
  }
}
