/**
 * INTERIM: the smallest stand-in for `openSession` (src/node/session/, being written on its own
 * branch) that the MCP server needs, written against the session's public surface
 * (src/node/session/types.ts) so that swapping in the real one is the one line in browserHost.ts.
 * Tabs with stable ids, dialogs kept pending (policy 'ask', as Playwright MCP's modal state), file
 * choosers answered by `upload`, downloads saved, and the browser effects of each action.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Dialog, FileChooser, Page } from 'playwright-core';
import { attach, type PlaywrightPagemark } from '../drivers/playwright';
import type { Snapshot, SnapshotOptions } from '../../core/model/types';
import type { ActionCommand, ActionResult, BrowserEffects, DialogInfo } from '../../core/model/commands';
import type { ErrorCode } from '../../core/model/errors';
import type { SessionState, TabInfo } from '../../core/model/session';
import type { Session } from '../session/types';
import { render } from '../../core/render/render';
import { normalizeCombo } from '../../core/commands/modifiers';

interface Tab {
  id: string;
  page: Page;
  pm: PlaywrightPagemark | null;
  openerTabId?: string;
  dialog: { info: DialogInfo; dialog: Dialog } | null;
  chooser: FileChooser | null;
}

const emptyEffects = (active: string): BrowserEffects => ({
  tabsOpened: [],
  tabsClosed: [],
  navigations: [],
  dialogs: [],
  downloads: [],
  fileChoosers: [],
  activeTabId: active,
});

const fail = (
  action: ActionCommand['action'] | 'invalid',
  code: ErrorCode,
  message: string,
  hint?: string,
): ActionResult => ({
  ok: false,
  action,
  target: null,
  resolvedBy: null,
  error: hint ? { code, message, hint } : { code, message },
  effects: { navigated: false, mutations: 0, newElements: 0 },
  durationMs: 0,
});

export interface InterimOptions {
  downloadsDir: string;
  navigationTimeout: number;
  actionTimeout: number;
}

export async function interimSession(context: BrowserContext, o: InterimOptions): Promise<Session<Page>> {
  const tabs: Tab[] = [];
  let next = 1;
  let active = '';
  let fx = emptyEffects('');
  const byPage = (p: Page) => tabs.find((t) => t.page === p);
  const activeTab = (): Tab | undefined => tabs.find((t) => t.id === active);
  let dialogWaiter: (() => void) | null = null;
  let dangling: Promise<unknown> | null = null;

  function addTab(page: Page): Tab {
    const opener = byPage(page.opener() as unknown as Page);
    const tab: Tab = { id: `t${next++}`, page, pm: null, dialog: null, chooser: null };
    if (opener) tab.openerTabId = opener.id;
    tabs.push(tab);
    page.setDefaultTimeout(o.actionTimeout);
    page.setDefaultNavigationTimeout(o.navigationTimeout);
    fx.tabsOpened.push({ tabId: tab.id, url: page.url(), ...(opener ? { openerTabId: opener.id } : {}) });
    let url = page.url();
    page.on('framenavigated', (f) => {
      if (f !== page.mainFrame()) return;
      fx.navigations.push({ tabId: tab.id, from: url, to: f.url() });
      url = f.url();
    });
    page.on('close', () => {
      const i = tabs.indexOf(tab);
      if (i >= 0) tabs.splice(i, 1);
      fx.tabsClosed.push({ tabId: tab.id });
      if (active === tab.id) active = tabs[Math.max(0, i - 1)]?.id ?? '';
    });
    page.on('dialog', (d) => {
      const info: DialogInfo = {
        tabId: tab.id,
        type: d.type() as DialogInfo['type'],
        message: d.message(),
        state: 'pending',
      };
      if (d.type() === 'prompt') info.defaultValue = d.defaultValue();
      tab.dialog = { info, dialog: d };
      fx.dialogs.push(info);
      dialogWaiter?.();
    });
    page.on('filechooser', (c) => {
      tab.chooser = c;
      fx.fileChoosers.push({ tabId: tab.id, multiple: c.isMultiple(), state: 'pending' });
    });
    page.on('download', (d) => {
      const file = path.join(o.downloadsDir, d.suggestedFilename());
      const info = { tabId: tab.id, url: d.url(), suggestedFilename: d.suggestedFilename() };
      const saved = fs.promises
        .mkdir(o.downloadsDir, { recursive: true })
        .then(() => d.saveAs(file))
        .then(() => fx.downloads.push({ ...info, state: 'saved', path: file, size: fs.statSync(file).size }))
        .catch((e: Error) => fx.downloads.push({ ...info, state: 'failed', error: e.message.split('\n')[0] }));
      pendingWork.push(saved);
    });
    return tab;
  }
  const pendingWork: Promise<unknown>[] = [];

  context.on('page', (p) => {
    if (!byPage(p)) addTab(p);
  });
  for (const p of context.pages()) addTab(p);
  if (!tabs.length) {
    const p = await context.newPage();
    if (!byPage(p)) addTab(p);
  }
  active = tabs[0]!.id;

  async function pmOf(t: Tab): Promise<PlaywrightPagemark> {
    if (!t.pm) t.pm = await attach(t.page);
    return t.pm;
  }

  function tabInfos(): TabInfo[] {
    return tabs.map((t, index) => ({
      id: t.id,
      index,
      url: t.page.url(),
      title: '',
      active: t.id === active,
      ...(t.openerTabId ? { openerTabId: t.openerTabId } : {}),
    }));
  }
  async function withTitles(): Promise<TabInfo[]> {
    const infos = tabInfos();
    for (const i of infos) i.title = await tabs[i.index]!.page.title().catch(() => '');
    return infos;
  }
  const findTab = (ref: string | number | undefined): Tab | undefined =>
    ref === undefined ? activeTab() : typeof ref === 'number' ? tabs[ref] : tabs.find((t) => t.id === ref);

  const okResult = (action: ActionCommand['action'], navigated = false): ActionResult => ({
    ok: true,
    action,
    target: null,
    resolvedBy: null,
    effects: { navigated, mutations: 0, newElements: 0 },
    durationMs: 0,
  });

  async function navigate(t: Tab, cmd: ActionCommand, go: () => Promise<unknown>): Promise<ActionResult> {
    try {
      await go();
      return okResult(cmd.action, true);
    } catch (e) {
      const msg = (e as Error).message.split('\n')[0] ?? '';
      if (t.dialog) return okResult(cmd.action, true);
      return fail(
        cmd.action,
        /Timeout/i.test(msg) ? 'TIMEOUT' : 'NAVIGATION_FAILED',
        msg,
        'check the URL and that the server answers; the tab shows what the browser shows for the failure',
      );
    }
  }

  async function run(cmd: ActionCommand, trusted: boolean): Promise<ActionResult> {
    const t = activeTab();
    if (!t) return fail(cmd.action, 'NO_SUCH_TAB', 'no tab is open', 'open one with newTab');
    switch (cmd.action) {
      case 'listTabs':
        return okResult('listTabs');
      case 'newTab': {
        const page = await context.newPage();
        const tab = byPage(page) ?? addTab(page);
        active = tab.id;
        if (cmd.url) return navigate(tab, cmd, () => page.goto(cmd.url!, { waitUntil: 'load' }));
        return okResult('newTab');
      }
      case 'switchTab': {
        const to = findTab(cmd.tab);
        if (!to) return fail('switchTab', 'NO_SUCH_TAB', `no tab ${String(cmd.tab)}`, 'list the tabs');
        active = to.id;
        await to.page.bringToFront().catch(() => {});
        return okResult('switchTab');
      }
      case 'closeTab': {
        const to = findTab(cmd.tab);
        if (!to) return fail('closeTab', 'NO_SUCH_TAB', `no tab ${String(cmd.tab)}`, 'list the tabs');
        await to.page.close({ runBeforeUnload: false });
        return okResult('closeTab');
      }
      case 'dialog': {
        const d = t.dialog ?? tabs.find((x) => x.dialog)?.dialog;
        if (!d) return fail('dialog', 'NO_DIALOG', 'no dialog is open');
        const owner = tabs.find((x) => x.dialog === d)!;
        owner.dialog = null;
        d.info.state = cmd.accept ? 'accepted' : 'dismissed';
        d.info.by = 'agent';
        if (cmd.accept && cmd.text !== undefined) d.info.promptText = cmd.text;
        await (cmd.accept ? d.dialog.accept(cmd.text) : d.dialog.dismiss()).catch(() => {});
        fx.dialogs.push({ ...d.info });
        // The action that opened the dialog finishes now: let it, so it does not race the next one.
        if (dangling) await Promise.race([dangling, new Promise((res) => setTimeout(res, o.actionTimeout))]);
        dangling = null;
        return okResult('dialog');
      }
    }
    if (t.dialog)
      return fail(cmd.action, 'DIALOG_PENDING', `a ${t.dialog.info.type} dialog is open in ${t.id}`, 'answer it first');
    // Any other action cancels a pending file chooser (Playwright MCP's modal state does the same).
    if (cmd.action !== 'upload') t.chooser = null;
    if (cmd.action === 'upload' && t.chooser && cmd.target === undefined) {
      const c = t.chooser;
      t.chooser = null;
      await c.setFiles((cmd.files ?? []) as string[]);
      return okResult('upload');
    }
    if (cmd.action === 'goto') return navigate(t, cmd, () => t.page.goto(cmd.url ?? '', { waitUntil: 'load' }));
    if (cmd.action === 'back') return navigate(t, cmd, () => t.page.goBack({ waitUntil: 'load' }));
    if (cmd.action === 'forward') return navigate(t, cmd, () => t.page.goForward({ waitUntil: 'load' }));
    if (cmd.action === 'reload') return navigate(t, cmd, () => t.page.reload({ waitUntil: 'load' }));
    const pm = await pmOf(t);
    if (!pm.last()) await pm.snapshot();
    if (cmd.action === 'press' && cmd.target === undefined && trusted) {
      // A key on the page (Playwright MCP's browser_press_key has no element): the keyboard.
      await t.page.keyboard.press(normalizeCombo(cmd.key ?? 'Enter'));
      await t.page.waitForLoadState('load').catch(() => {});
      const navigated = fx.navigations.some((n) => n.tabId === t.id);
      const r = okResult('press', navigated);
      if (!navigated && !t.dialog) r.snapshot = await pm.snapshot().catch(() => undefined);
      return r;
    }
    // A dialog opened by the action blocks the page, and with it the action's read-back: the result
    // is the dialog, the rest of the action finishes once it is answered.
    const opened = new Promise<'dialog'>((resolve) => (dialogWaiter = () => resolve('dialog')));
    const acting = pm.act(cmd, { trusted });
    acting.catch(() => {});
    const r = await Promise.race([acting, opened]);
    dialogWaiter = null;
    if (r === 'dialog') {
      dangling = acting;
      return okResult(cmd.action);
    }
    if (r.effects.navigated) await t.page.waitForLoadState('load').catch(() => {});
    return r;
  }

  const session: Session<Page> = {
    async act(command, options) {
      const cmd = command as ActionCommand;
      fx = emptyEffects(active);
      const t0 = Date.now();
      const r = await run(cmd, options?.trusted !== false);
      // What an action sets off in the browser arrives just after it (a popup, a download).
      await new Promise((res) => setTimeout(res, 100));
      await Promise.all(pendingWork.splice(0));
      fx.activeTabId = active;
      if (fx.tabsOpened.length && cmd.action !== 'newTab') {
        // A popup becomes the active tab, as in Playwright MCP.
        active = fx.tabsOpened[fx.tabsOpened.length - 1]!.tabId;
        fx.activeTabId = active;
      }
      r.browser = fx;
      r.durationMs = Date.now() - t0;
      return r;
    },
    async snapshot(so?: SnapshotOptions): Promise<Snapshot> {
      const t = activeTab();
      if (!t) throw new Error('no tab is open');
      return (await pmOf(t)).snapshot(so);
    },
    render: (s, format = 'text', ro) => render(s, format as 'text', ro as never),
    async observe() {
      throw new Error('observe: not in the interim session');
    },
    async state(): Promise<SessionState> {
      const t = tabs.find((x) => x.chooser);
      return {
        tabs: await withTitles(),
        activeTabId: active,
        dialogs: tabs.filter((x) => x.dialog).map((x) => x.dialog!.info),
        fileChooser: t ? { tabId: t.id, multiple: t.chooser!.isMultiple(), state: 'pending' } : null,
        downloads: [],
      };
    },
    tabs: withTitles,
    activeTabId: () => active,
    page: (ref) => findTab(ref)?.page ?? null,
    downloadsDir: o.downloadsDir,
    async dispose() {
      for (const t of tabs) await t.pm?.dispose().catch(() => {});
    },
  };
  return session;
}
