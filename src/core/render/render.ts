/**
 * `render(snapshot, format, options?)`: a Snapshot as the string an LLM (or a tool) reads.
 * Pure: a snapshot that went through JSON.stringify/JSON.parse renders to the same string in Node.
 */
import type { Snapshot } from '../model/types';
import { UsageError } from '../model/errors';
import { renderText } from './renderText';
import type { TextRenderOptions } from './textOptions';
import { renderHtml, type HtmlRenderOptions } from './renderHtml';
import { renderJson, type JsonRenderOptions } from './renderJson';
import { renderAxtree, type AxtreeRenderOptions } from './renderAxtree';

export type Format = 'text' | 'html' | 'json' | 'axtree';
export type { TextRenderOptions, HtmlRenderOptions, JsonRenderOptions, AxtreeRenderOptions };
/**
 * The options of one format or another. Formats share few names and one clashes (text's
 * `indent: boolean`, json's `indent: number`), so each format has its own overload below: an
 * option of another format is a type error when the format is a literal.
 */
export type RenderOptions = TextRenderOptions | HtmlRenderOptions | JsonRenderOptions | AxtreeRenderOptions;
/** Each format and its options, for callers that pick the format at run time. */
export interface RenderOptionsByFormat {
  text: TextRenderOptions;
  html: HtmlRenderOptions;
  json: JsonRenderOptions;
  axtree: AxtreeRenderOptions;
}

export function render(snapshot: Snapshot, format?: 'text', options?: TextRenderOptions): string;
export function render(snapshot: Snapshot, format: 'html', options?: HtmlRenderOptions): string;
export function render(snapshot: Snapshot, format: 'json', options?: JsonRenderOptions): string;
export function render(snapshot: Snapshot, format: 'axtree', options?: AxtreeRenderOptions): string;
export function render<F extends Format>(snapshot: Snapshot, format: F, options?: RenderOptionsByFormat[F]): string;
export function render(snapshot: Snapshot, format: Format = 'text', options: RenderOptions = {}): string {
  if (!snapshot || typeof snapshot !== 'object' || !snapshot.elements || !snapshot.tree) {
    throw new UsageError('render(snapshot, format): snapshot must be a pagemark Snapshot');
  }
  switch (format) {
    // The overloads tie the options to the format; at run time each renderer reads only its own.
    case 'text':
      return renderText(snapshot, options as TextRenderOptions);
    case 'html':
      return renderHtml(snapshot, options as HtmlRenderOptions);
    case 'json':
      return renderJson(snapshot, options as JsonRenderOptions);
    case 'axtree':
      return renderAxtree(snapshot, options as AxtreeRenderOptions);
    default:
      throw new UsageError(`render(snapshot, format): unknown format "${String(format)}" (text, html, json, axtree)`);
  }
}
