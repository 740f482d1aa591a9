/**
 * A tool's answer: the outcome (ok, or the typed error with code, message and hint), what the
 * browser did (tabs, dialogs, downloads, file choosers: the session's BrowserEffects, in the session
 * header's words from core/render/renderSession.ts), then the page (observe.ts).
 */
import type { ActionResult, BrowserEffects } from '../../core/model/commands';
import type { PagemarkError } from '../../core/model/errors';
import { dialogLine, downloadLine, fileChooserLine } from '../../core/render/renderSession';

export type Content = { type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string };

export interface ToolReply {
  content: Content[];
  isError?: boolean;
}

export const textReply = (text: string, isError = false): ToolReply =>
  isError ? { content: [{ type: 'text', text }], isError } : { content: [{ type: 'text', text }] };

export function errorText(e: PagemarkError): string {
  return `### Result\nerror ${e.code}: ${e.message}${e.hint ? `\nhint: ${e.hint}` : ''}`;
}

export function errorReply(code: PagemarkError['code'], message: string, hint?: string): ToolReply {
  return textReply(errorText(hint ? { code, message, hint } : { code, message }), true);
}

/** One line per thing the browser did; '' when it did nothing. */
export function effectsText(b: BrowserEffects | undefined, activeBefore: string): string {
  if (!b) return '';
  const lines: string[] = [];
  for (const t of b.tabsOpened)
    lines.push(
      `Tab ${t.tabId} opened${t.openerTabId ? ` by ${t.openerTabId}` : ''}${t.url && t.url !== 'about:blank' ? ` at ${t.url}` : ''}`,
    );
  for (const t of b.tabsClosed) lines.push(`Tab ${t.tabId} closed`);
  const seen = new Set<string>();
  for (const n of b.navigations) {
    if (seen.has(n.tabId) || n.to === 'about:blank') continue;
    seen.add(n.tabId);
    const last = b.navigations.filter((x) => x.tabId === n.tabId).pop()!;
    lines.push(`Tab ${n.tabId} navigated to ${last.to}`);
  }
  const dialogs = new Map<string, (typeof b.dialogs)[number]>();
  for (const d of b.dialogs) dialogs.set(`${d.tabId}:${d.type}:${d.message}`, d);
  for (const d of dialogs.values()) lines.push(dialogLine(d));
  for (const f of b.fileChoosers) lines.push(fileChooserLine(f));
  for (const d of b.downloads) lines.push(downloadLine(d));
  if (b.activeTabId !== activeBefore) lines.push(`Active tab is now ${b.activeTabId}`);
  return lines.join('\n');
}

export function outcomeText(r: ActionResult, what: string): string {
  if (!r.ok && r.error) return errorText(r.error);
  const v = r.effects.valueAfter !== undefined ? ` (value now ${JSON.stringify(r.effects.valueAfter)})` : '';
  return `### Result\nok: ${what}${v}`;
}
