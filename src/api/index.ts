/**
 * The core API, without the panel UI: what `dist/pagemark.iife.js` (the bundle automation injects)
 * carries. `index.ts` adds the panel for the ESM build; the bookmarklet and userscript use
 * `iife-panel.ts`.
 *
 * The top level is the product an agent uses and nothing else: snapshot,
 * snapshotAsync, render, act, observe, highlight, clearHighlights, dispose, getHistory, version, plus
 * the error class misuse throws (for `instanceof`). What drivers and the bridge call sits under one
 * object, `protocol` (./protocol.ts); pure helpers only Node needs are in `pagemark/agent`. No flat
 * alias of a moved name is kept: two spellings of one call is what this layout removes
 * (docs/api.md, "Migrating").
 */
export { snapshot, snapshotAsync } from './snapshot';
export { render } from '../core/render/render';
export { act } from '../dom/actions/act';
export { observe } from './observe';
export { highlight, clearHighlights } from './highlight';
export { dispose } from './dispose';
export { getHistory } from '../dom/actions/history';
export { UsageError } from '../core/model/errors';
export { protocol } from './protocol';
export type { Protocol } from './protocol';
export type * from '../core/model/types';
export type { PagemarkError, ErrorCode } from '../core/model/errors';
export type { ActionCommand, TargetRef, Verb } from '../core/model/commands';
export type { ActionResult, ActionEffects } from '../core/model/actionResult';
export type {
  Format,
  RenderOptions,
  RenderOptionsByFormat,
  TextRenderOptions,
  HtmlRenderOptions,
  JsonRenderOptions,
  AxtreeRenderOptions,
} from '../core/render/render';
export const version: string = '__PAGEMARK_VERSION__';
