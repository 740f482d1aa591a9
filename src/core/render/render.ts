/**
 * `render(snapshot, format, options?)`: a Snapshot as the string an LLM (or a tool) reads.
 * Pure: a snapshot that went through JSON.stringify/JSON.parse renders to the same string in Node.
 */
import type { Snapshot } from '../model/types';
import { UsageError } from '../model/errors';
import { renderText, type TextRenderOptions } from './renderText';
import { renderHtml, type HtmlRenderOptions } from './renderHtml';
import { renderJson, type JsonRenderOptions } from './renderJson';
import { renderAxtree, type AxtreeRenderOptions } from './renderAxtree';

export type Format = 'text' | 'html' | 'json' | 'axtree';
export type { TextRenderOptions, HtmlRenderOptions, JsonRenderOptions, AxtreeRenderOptions };
export type RenderOptions = TextRenderOptions & HtmlRenderOptions & JsonRenderOptions & AxtreeRenderOptions;

export function render(snapshot: Snapshot, format: Format = 'text', options: RenderOptions = {}): string {
  if (!snapshot || typeof snapshot !== 'object' || !snapshot.elements || !snapshot.tree) {
    throw new UsageError('render(snapshot, format): snapshot must be a pagemark Snapshot');
  }
  switch (format) {
    case 'text':
      return renderText(snapshot, options);
    case 'html':
      return renderHtml(snapshot, options);
    case 'json':
      return renderJson(snapshot, options);
    case 'axtree':
      return renderAxtree(snapshot, options);
    default:
      throw new UsageError(`render(snapshot, format): unknown format "${String(format)}" (text, html, json, axtree)`);
  }
}
