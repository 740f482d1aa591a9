/**
 * The session header of a text observation, a pure function of the session state (src/core/model/
 * session.ts) so the Node session, the MCP server, the CLI agent and the Python package print the
 * same thing. It lists the tabs only when there is more than one (one tab is the page itself, and a
 * single-page observation stays exactly what it was), then what the browser waits on: a dialog (the
 * page behind it is blocked, so it comes before the page text), a file chooser, then downloads.
 * Playwright MCP prints its tabs and "modal state" the same way, above the page snapshot
 * (microsoft/playwright-mcp, its Response class).
 */
import type { DialogInfo, DownloadInfo, FileChooserInfo } from '../model/actionResult';
import type { SessionState, TabInfo } from '../model/session';
import { join, jsonStringify, push } from '../../builtins/pristine';

const q = (s: string): string => jsonStringify(s) as string;

/** `* 1 t2 "Title" https://url` (the star marks the active tab). */
export function tabLine(t: TabInfo): string {
  return `${t.active ? '*' : ' '} ${t.index} ${t.id} ${q(t.title)} ${t.url}`;
}

export function dialogLine(d: DialogInfo): string {
  const def = d.defaultValue !== undefined ? ` (default ${q(d.defaultValue)})` : '';
  if (d.state === 'pending')
    return `Dialog pending in ${d.tabId}: ${d.type} ${q(d.message)}${def}; the tab is blocked until it is answered with dialog (accept true or false${d.type === 'prompt' ? ', text' : ''})`;
  const how = d.state === 'accepted' ? 'accepted' : 'dismissed';
  const text = d.promptText !== undefined ? ` with ${q(d.promptText)}` : '';
  return `Dialog in ${d.tabId}: ${d.type} ${q(d.message)}${def} was ${how}${text} by the ${d.by === 'policy' ? 'session policy' : 'agent'}`;
}

export function fileChooserLine(f: FileChooserInfo): string {
  const at = f.index !== undefined ? ` for [${f.index}]` : '';
  if (f.state === 'pending')
    return `File chooser pending in ${f.tabId}${at} (${f.multiple ? 'several files' : 'one file'}): answer with upload (files), any other action cancels it`;
  return `File chooser in ${f.tabId}${at} was ${f.state}`;
}

export function downloadLine(d: DownloadInfo): string {
  if (d.state === 'saved')
    return `Download in ${d.tabId}: ${q(d.suggestedFilename)} saved to ${d.path} (${d.size ?? 0} bytes)`;
  return `Download in ${d.tabId}: ${q(d.suggestedFilename)} failed${d.code ? ` (${d.code})` : ''}: ${d.error ?? 'unknown error'}`;
}

/** The header lines, '' when there is one tab and nothing pending or downloaded. */
export function renderSessionHeader(s: SessionState): string {
  const lines: string[] = [];
  if (s.tabs.length > 1) {
    push(lines, `Tabs (${s.tabs.length}; * marks the active one, actions act there):`);
    for (let i = 0; i < s.tabs.length; i++) push(lines, tabLine(s.tabs[i]!));
  }
  for (let i = 0; i < s.dialogs.length; i++) push(lines, dialogLine(s.dialogs[i]!));
  if (s.fileChooser) push(lines, fileChooserLine(s.fileChooser));
  for (let i = 0; i < s.downloads.length; i++) push(lines, downloadLine(s.downloads[i]!));
  return join(lines, '\n');
}

/**
 * The whole observation: header, a blank line, the page text. `page` null: the active tab is blocked
 * by a dialog and has no page text to show.
 */
export function renderSession(s: SessionState, page: string | null): string {
  const head = renderSessionHeader(s);
  const body = page ?? '(the active tab is blocked by the dialog above: answer it to see the page)';
  return head ? `${head}\n\n${body}` : body;
}
