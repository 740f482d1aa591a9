/**
 * A tool's answer, assembled once (the pattern of playwright-core's MCP `Response`). A handler
 * tells it the outcome (`ok`, `fail`), adds sections and images, runs actions through it (`act`,
 * `actOn`) or asks for the page (`showPage`); `reply()` then writes, in this order: the outcome
 * (ok, or the typed error's code, message and hint), the tool's sections, what the browser did
 * (tabs, dialogs, downloads, file choosers: the session's BrowserEffects, drained once), a notice
 * when the browser was restarted and tabs were lost, and the page: whole after a navigation or on
 * request, else what changed since the model last saw that tab (each tab owns what it last saw:
 * pageView.ts). Page text is fenced with the run's nonce; secret values are masked once, here,
 * before the answer, the trace and the generated script see them.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult, BrowserEffects } from '../../core/model/actionResult';
import type { PagemarkError } from '../../core/model/errors';
import type { Snapshot } from '../../core/model/types';
import { fencePageText } from '../../core/render/fence';
import type { Context } from './context';
import type { Tab } from './tab';
import { changesText, pageHeader, pageText, seenOf, textLines } from './pageView';
import { effectsText, mergeEffects, pendingText, stateText, tabsText } from './effects';
import { driverError, driverMessage } from '../guard/driverError';
import { actWaiting, timeoutError } from './autoWait';
import { askedOf, doneText, type Step } from './doneText';

export type { Step };

export type Content = { type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string };

export interface ToolReply {
  content: Content[];
  isError?: boolean;
}

export function errorText(e: PagemarkError): string {
  return `error ${e.code}: ${e.message}${e.hint ? `\nhint: ${e.hint}` : ''}`;
}

/** Mask every secret value as `<secret>NAME</secret>` (Playwright MCP's masking). */
export function maskSecrets(text: string, secrets: Record<string, string>): string {
  let out = text;
  for (const [k, v] of Object.entries(secrets)) if (v) out = out.split(v).join(`<secret>${k}</secret>`);
  return out;
}

type PageMode = 'none' | 'changes' | 'full';

export class Response {
  private done: string[] = [];
  private error: PagemarkError | null = null;
  private readonly sections: string[] = [];
  private readonly images: Content[] = [];
  private page: PageMode = 'none';
  /** The page was asked for by the tool itself (browser_snapshot): --snapshot-mode none does not drop it. */
  private pageAsked = false;
  private maxTokens: number | undefined;
  /** What of the page to show (browser_snapshot's depth and target). */
  private view: ((s: Snapshot) => Snapshot) | undefined;
  private effects: BrowserEffects | undefined;
  private activeBefore: string | null = null;
  /** The elements this call acted on, and the tab they are in. */
  private readonly actedNow = new Set<number>();
  private actedTab: Tab | null = null;
  /** The tab whose page (whole or its changes) this answer shows. */
  private shownTab: string | null = null;
  private navigated = false;
  private quietSwitch = false;
  /** The last action's own read-back of the tab it acted in. */
  private snap: Snapshot | undefined;
  private tab: Tab | null = null;
  private saveFile: string | null = null;
  /** Boxes on element lines for this answer (browser_snapshot's `boxes`). */
  boxes = false;
  /** The navigation's HTTP status when not 2xx (`402 Payment Required`): a line of the page header. */
  httpStatus: string | undefined;
  /**
   * Restate the page header (URL, title) above what changed (browser_handle_dialog): the model saw
   * no page while the dialog was pending, and a dialog can come from a page the tab has left (a
   * beforeunload, a navigation it interrupted); Playwright MCP's answer to handle_dialog has the
   * page's URL and title too.
   */
  restateHeader = false;

  constructor(
    readonly ctx: Context,
    readonly tool: string,
    readonly args: Record<string, unknown>,
  ) {}

  /** The tool did `what` (joined with the other steps' words in the outcome line). */
  ok(what: string): void {
    this.done.push(what);
  }

  /** The tool failed: a typed error. Steps done before it are still reported. */
  fail(error: PagemarkError): void {
    this.error = error;
  }

  /**
   * The tool was refused while a dialog or file chooser is pending in `tab` (tab.modalBlock): the
   * refusal, then what is pending and the tool that answers it, as Playwright MCP lists its modal
   * state beside the refusal.
   */
  async refuse(tab: Tab, error: PagemarkError): Promise<void> {
    this.fail(error);
    const pending = pendingText(await tab.session.state());
    if (pending) this.section('Browser', pending);
  }

  /** A failure that turned out to be the tool's success after all (a navigation to a download). */
  recover(what: string): void {
    this.error = null;
    this.done = [what];
  }

  get failed(): boolean {
    return this.error !== null;
  }

  /** A section of pagemark's own words (`### title` then the text). */
  section(title: string, text: string): void {
    this.sections.push(`### ${title}\n${text}`);
  }

  /** A section of text that came from the page (a script's value, console lines): fenced as data. */
  pageSection(title: string, text: string): void {
    this.sections.push(`### ${title}\n${fencePageText(text, this.ctx.nonce)}`);
  }

  /** Write the page this answer shows to `file` instead (browser_snapshot's filename). */
  saveTo(file: string): void {
    this.saveFile = file;
  }

  image(data: Buffer, mimeType: string): void {
    this.images.push({ type: 'image', data: data.toString('base64'), mimeType });
  }

  /** Show the tab's page: 'full', or 'changes' since the model last saw it (the whole page when smaller). */
  showPage(
    tab: Tab,
    mode: 'full' | 'changes',
    o: { maxTokens?: number; asked?: boolean; view?: (s: Snapshot) => Snapshot } = {},
  ): void {
    if (o.view) this.view = o.view;
    this.tab = tab;
    this.activeBefore ??= tab.id;
    if (mode === 'full' || this.page === 'none') this.page = mode;
    if (o.maxTokens !== undefined) this.maxTokens = o.maxTokens;
    if (o.asked) this.pageAsked = true;
  }

  /**
   * Run session actions in a row: they stop at the first failure, their effects and what they
   * touched add up, and the answer shows the page after the last one.
   */
  async act(tab: Tab, steps: Step[]): Promise<ActionResult | null> {
    this.showPage(tab, 'changes');
    const session = tab.session;
    let last: ActionResult | null = null;
    for (const [k, step] of steps.entries()) {
      // Steps in a row (a form's fields, type then Enter) wait for the page and read it back once,
      // after the last (Playwright MCP's fill_form does not wait between fields either).
      const cmd = k < steps.length - 1 ? { ...step.cmd, snapshot: false, settleMs: 0 } : step.cmd;
      // Tried again while the element is not actionable yet, up to the action timeout (autoWait.ts).
      const timeout = this.ctx.options.timeoutAction;
      const waited = await actWaiting(
        cmd,
        (c) => session.act(c, { trusted: !step.untrusted }),
        timeout,
        (i) => tab.seen?.records.get(i),
      );
      const r = waited.result;
      this.ctx.recorder?.step(step.cmd, r);
      last = r;
      for (const t of waited.tries) this.effects = mergeEffects(this.effects, t.browser);
      if (r.effects.navigated) this.navigated = true;
      if (step.cmd.action === 'switchTab' || step.cmd.action === 'newTab') this.quietSwitch = true;
      if (!r.ok) {
        // A dialog that opened during an earlier step blocks this one: the session's refusal names
        // its own verb; the answer names the tool that answers it (the one wording, tab.ts).
        const modal = r.error.code === 'DIALOG_PENDING' ? await tab.modalBlock(this.tool) : null;
        if (modal) await this.refuse(tab, modal);
        else this.fail(waited.timedOut ? timeoutError(r, timeout) : r.error);
        break;
      }
      this.noteActed(tab, step.cmd, r);
      this.ok(doneText(step, r, askedOf(step.cmd, r)));
    }
    if (last?.ok && session.activeTabId() === tab.id) this.snap = last.snapshot;
    return last;
  }

  /**
   * Run something on the page past the session's verbs (an element pagemark does not list, the
   * model's script, a media emulation): its failure becomes `error`; what it set off in the browser
   * is drained by the answer and the page shows what changed.
   */
  async actOn(
    tab: Tab,
    what: string,
    f: () => Promise<unknown>,
    code: PagemarkError['code'] = 'TIMEOUT',
  ): Promise<boolean> {
    this.showPage(tab, 'changes');
    try {
      await f();
      this.ok(what);
      return true;
    } catch (e) {
      const err = driverError(e);
      this.fail(err.code === 'INTERNAL' ? { ...err, code } : err);
      return false;
    }
  }

  /** The answer: assembled once, secrets masked, recorded in the trace. */
  async reply(): Promise<ToolReply> {
    const secrets = this.ctx.options.secrets;
    let page = this.page !== 'none' && this.tab ? await this.pageParts(this.tab) : [];
    if (this.saveFile && !this.error) {
      const bad = this.ctx.writeOutput(this.saveFile, maskSecrets(page.join('\n'), secrets));
      if (bad) this.fail(bad);
      else this.done = [`snapshot saved to ${this.saveFile}`];
      page = [];
    }
    const parts: string[] = [];
    if (this.error) {
      parts.push(errorText(this.error));
      if (this.done.length) parts.push(`(done before the failure: ${this.done.join(', ')})`);
    } else {
      const done = this.done.filter((d) => d !== '');
      parts.push(done.length ? `ok: ${done.join(', ')}` : 'ok');
    }
    parts.push(...this.sections);
    if (this.ctx.lostTabs) {
      parts.push(
        `### Browser restarted\nThe browser went away and a new one was started: tabs ${this.ctx.lostTabs.join(', ')} and their pages were lost.`,
      );
      this.ctx.lostTabs = null;
    }
    const logLine = await this.consoleLine();
    if (logLine) {
      const i = page.findIndex((x) => x.startsWith('### Browser\n'));
      if (i >= 0) page[i] += `\n${logLine}`;
      else parts.push(`### Browser\n${logLine}`);
    }
    parts.push(...page);
    this.noteActedUnseen();
    const text = maskSecrets(parts.filter((p) => p !== '').join('\n'), secrets);
    let content: Content[] = [{ type: 'text', text }];
    const mode = this.ctx.options.imageResponses;
    if (mode === 'only' && this.images.length) content = [...this.images];
    else if (mode !== 'omit') content.push(...this.images);
    const reply: ToolReply = this.error ? { content, isError: true } : { content };
    await this.record(text);
    return reply;
  }

  /**
   * The element a step acted on: the result's target, else (an action a dialog interrupted has no
   * result yet) the listed element its command named, as the model last saw the tab.
   */
  private noteActed(tab: Tab, cmd: ActionCommand, r: ActionResult): void {
    // A dialog's answer acts on no element: its result's target is the interrupted action's.
    if (cmd.action === 'dialog') return;
    let index = r.target?.index;
    if (index === undefined && typeof cmd.target === 'string')
      for (const rec of tab.seen?.records.values() ?? []) if (rec.elementId === cmd.target) index = rec.index;
    if (index === undefined) return;
    this.actedNow.add(index);
    this.actedTab = tab;
  }

  /** The elements acted on in a tab this answer did not show: their focus is no news later. */
  private noteActedUnseen(): void {
    const t = this.actedTab;
    if (!t || !this.actedNow.size || t.id === this.shownTab) return;
    const known = this.ctx.actedUnseen.get(t.id) ?? new Set<number>();
    for (const i of this.actedNow) known.add(i);
    this.ctx.actedUnseen.set(t.id, known);
  }

  /** The console log file's new entries in the active tab (consoleLog.ts); '' when none or no browser. */
  private async consoleLine(): Promise<string> {
    if (!this.ctx.source.isOpen || this.tool === 'browser_close') return '';
    try {
      return this.ctx.consoleLogs.report((await this.ctx.activeTab()).page());
    } catch {
      return '';
    }
  }

  private async record(text: string): Promise<void> {
    const rec = this.ctx.recorder;
    if (!rec) return;
    const args = JSON.parse(maskSecrets(JSON.stringify(this.args), this.ctx.options.secrets)) as Record<
      string,
      unknown
    >;
    const shot = async (): Promise<Buffer | null> =>
      this.ctx.source.isOpen && this.tool !== 'browser_close' ? (await this.ctx.activeTab()).markedScreenshot() : null;
    await rec.call(this.tool, args, text, this.error !== null, shot).catch(() => {});
  }

  /** The browser effects and the page of the active tab. */
  private async pageParts(tab: Tab): Promise<string[]> {
    const session = tab.session;
    const out: string[] = [];
    this.effects = mergeEffects(this.effects, await session.effects());
    const activeBefore = this.activeBefore ?? tab.id;
    const active = this.effects?.activeTabId ?? session.activeTabId();
    const newDoc =
      this.navigated ||
      (this.effects?.navigations.some((n) => n.tabId === active && n.to !== 'about:blank') ?? false) ||
      (this.effects?.tabsOpened.some((t) => t.tabId === active) ?? false);
    const full = newDoc || this.page === 'full';
    const fx = effectsText(this.effects, activeBefore, {
      shownWhole: full ? active : null,
      quietSwitch: this.quietSwitch,
    });
    if (fx) out.push(`### Browser\n${fx}`);
    // A failed action shows no page, unless it took the model somewhere new.
    if (this.error && !full) return out;
    const state = await session.state();
    const pending = state.dialogs.some((d) => d.tabId === state.activeTabId);
    if (pending) {
      if (!fx) out.push(`### Browser\n${stateText(state)}`);
      return out;
    }
    // Several tabs whose list changed since the model last saw it (a tab's title or URL, the
    // active one): the list, as Playwright MCP's "Open tabs" (it repeats it on every answer;
    // pagemark only when it changed, and not when the Browser section already says which tab opened
    // or closed: the model's tokens).
    const list = tabsText(state.tabs);
    const told = (this.effects?.tabsOpened.length ?? 0) + (this.effects?.tabsClosed.length ?? 0) > 0;
    if (state.tabs.length > 1 && list !== this.ctx.tabsShown && !this.pageAsked && !told) out.push(`### Tabs\n${list}`);
    this.ctx.tabsShown = list;
    const mode = this.ctx.options.snapshotMode;
    if (mode === 'none' && !this.pageAsked) return out;
    const activeTab = active === tab.id ? tab : await this.ctx.activeTab();
    let s = active === activeBefore ? this.snap : undefined;
    try {
      s ??= await activeTab.snapshot();
    } catch (e) {
      out.push(`### Page\n(no snapshot: ${driverMessage(e)})`);
      return out;
    }
    const t = performance.now();
    out.push(this.pageOf(activeTab, s, newDoc, mode === 'full'));
    this.ctx.clock?.addRender(performance.now() - t);
    return out;
  }

  /** The whole page, or what changed since the tab was last seen when that is smaller; the tab is then seen. */
  private pageOf(tab: Tab, s: Snapshot, newDoc: boolean, wholeAnyway: boolean): string {
    const v = {
      nonce: this.ctx.nonce,
      maxTokens: this.ctx.options.maxTokens,
      boxes: this.ctx.options.snapshotBoxes || this.boxes,
      ...(this.httpStatus ? { status: this.httpStatus } : {}),
    };
    const prev = tab.seen;
    const text = textLines(s);
    // The tab is shown now: what was acted on unseen in it is answered by this page.
    const earlier = this.ctx.actedUnseen.get(tab.id);
    this.ctx.actedUnseen.delete(tab.id);
    this.shownTab = tab.id;
    const focusKnown = new Set(
      [...(earlier ?? [])].filter((i) => !(tab.id === this.actedTab?.id && this.actedNow.has(i))),
    );
    const whole = (title: string | null): string => {
      const p = pageText(this.view ? this.view(s) : s, v, this.maxTokens ?? v.maxTokens);
      if (!this.view) tab.seen = seenOf(s, text);
      const cut = p.cut
        ? '\n(cut to the token budget: browser_find searches the whole page for text or a regex; browser_snapshot with a larger maxTokens shows more)'
        : '';
      return `${title ? `### ${title}\n` : ''}${p.text}${cut}`;
    };
    // browser_snapshot's page follows its outcome line, or its own title after other sections.
    if (this.pageAsked) return whole(this.sections.length ? 'Page' : null);
    if (newDoc || !prev || prev.url !== s.url) return whole('Page (new document)');
    if (wholeAnyway || this.page === 'full') return whole('Page');
    const acted = tab.id === this.actedTab?.id ? this.actedNow : new Set<number>();
    const { diff, now } = changesText(prev, s, v, text, focusKnown, acted);
    const head = this.restateHeader ? `${pageHeader(s, v.status)}\n` : '';
    if (!diff) {
      tab.seen = now;
      // A tab chosen by browser_tabs whose page is as the model last saw it: the tab list says
      // which tab is current, as Playwright MCP's answer to select does, with no page.
      return this.quietSwitch ? '' : `### Page\n${head}no other change`;
    }
    const w = whole('Page');
    if (head.length + diff.length >= w.length) return w;
    return `### Changes\n${head}${diff}`;
  }
}
