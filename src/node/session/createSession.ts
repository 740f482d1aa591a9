/**
 * A session over a SessionDriver: subscribe to the context's events, inject pagemark everywhere,
 * register the pages already open as tabs, and expose the Session surface (types.ts).
 */
import { mkdtempSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { render } from '../../core/render/render';
import { renderSession } from '../../core/render/renderSession';
import { raceDialog } from './raceDialog';
import { sessionAct } from './sessionAct';
import { tabSnapshot } from './tabSnapshot';
import { sessionRender } from './sessionRender';
import type { SessionDriver } from './sessionDriver';
import { sessionEvents } from './sessionEvents';
import { attachTimings, emptyTimings } from './stepTimings';
import {
  activeTab,
  drainEffects,
  findTab,
  newCore,
  pendingDialogIn,
  sessionState,
  tabInfos,
  tabOf,
  type Core,
} from './sessionState';
import type { Session, SessionObservation, SessionOptions } from './types';

function activeOrThrow<P>(c: Core<P>) {
  const tab = activeTab(c);
  if (!tab) throw new Error('pagemark: the session has no open tab (open one with act({action: "newTab"}))');
  if (pendingDialogIn(c, tab.id))
    throw new Error(`pagemark: a dialog blocks ${tab.id}; answer it with act({action: "dialog", accept})`);
  return tab;
}

export async function createSession<P>(
  driver: SessionDriver<P>,
  options: SessionOptions = {},
  initialPage?: P,
): Promise<Session<P>> {
  // The caller's download folder is only created when a download needs it (sessionEvents.ts), so a
  // folder that cannot be written is reported on that download as NOT_WRITABLE, not thrown here.
  // Without one the session makes its own with mkdtemp (private, a name nobody could create first)
  // and removes it on dispose when no download was saved there, so sessions leave no empty folders.
  const ownDir = options.downloadsDir === undefined;
  const dir = resolve(options.downloadsDir ?? mkdtempSync(join(tmpdir(), 'pagemark-downloads-')));
  // The caller's output folder is created when a host verb first writes there (agentFiles.ts,
  // hostVerbs.ts). Without one, the session's own is made now by mkdtemp, as the download folder: a
  // folder of a predictable name in the shared temp directory could be made first by another user
  // of the machine (CWE-377), who would then read every screenshot, PDF and file written there;
  // mkdtemp's folder has a random name and mode 0700. Removed on dispose when nothing was written.
  const ownOut = options.outputDir === undefined;
  const out = resolve(options.outputDir ?? mkdtempSync(join(tmpdir(), 'pagemark-output-')));
  const c = newCore(driver, options, dir, out);
  const unlisten = driver.listen(sessionEvents(c));
  await driver.inject();
  for (const p of driver.pages()) tabOf(c, p);
  if (initialPage !== undefined) c.activeId = tabOf(c, initialPage).id;
  else if (c.tabs.length) c.activeId = c.tabs[c.tabs.length - 1]!.id;
  // The pages open before the session are not news of the first action.
  c.effects.tabsOpened = [];
  await Promise.all([...c.inflight]);
  const sr = sessionRender();

  return {
    act: (command, ao) => sessionAct(c, command, ao),
    snapshot: async (o) => {
      const s = await tabSnapshot(c, activeOrThrow(c), o);
      return sr.note(s, await sessionState(c));
    },
    render: (s, format, ro) => sr.render(s, format, ro),
    async observe(o = {}) {
      const state = await sessionState(c);
      c.recentDownloads = [];
      const tab = activeTab(c);
      let snapshot = null;
      const timings = emptyTimings();
      const t0 = Date.now();
      if (tab && !pendingDialogIn(c, tab.id)) {
        const got = await raceDialog(c, tab.id, tabSnapshot(c, tab, o.snapshot));
        if (got.done) snapshot = got.value;
      }
      const t1 = Date.now();
      // A dialog that opened while the snapshot was taken belongs in this observation.
      if (!snapshot) state.dialogs = structuredClone(c.dialogs.map((d) => d.info));
      const text = snapshot ? render(snapshot, 'text', o.render) : null;
      const t2 = Date.now();
      const out: SessionObservation = { state, snapshot, text: renderSession(state, text) };
      // The snapshot's own time in the page; its round trip is protocol (stepTimings.ts).
      timings.snapshotMs = snapshot ? Math.min(t1 - t0, snapshot.stats.durationMs) : 0;
      timings.renderMs = t2 - t1;
      timings.totalMs = t2 - t0;
      timings.protocolMs = Math.max(0, timings.totalMs - timings.snapshotMs - timings.renderMs);
      attachTimings(out, timings);
      if (o.shapes && tab && snapshot) {
        const got = await raceDialog(c, tab.id, tab.host.observe({ shapes: o.shapes, session: state }));
        if (got.done) out.shapes = got.value;
      }
      return out;
    },
    async state(so = {}) {
      const st = await sessionState(c);
      if (so.consumeDownloads) c.recentDownloads = [];
      return st;
    },
    async effects() {
      // Tab registrations and download saves still under way belong to this drain.
      await Promise.all([...c.inflight]);
      await tabInfos(c);
      return drainEffects(c);
    },
    tabs: () => tabInfos(c),
    activeTabId: () => c.activeId,
    page(tab) {
      const t = tab === undefined ? activeTab(c) : findTab(c, tab);
      return t ? t.page : null;
    },
    downloadsDir: dir,
    outputDir: out,
    async dispose() {
      unlisten();
      // Never leave a page hanging on a dialog nobody will answer.
      for (const d of c.dialogs) await d.dialog.dismiss().catch(() => {});
      c.dialogs = [];
      c.chooser = null;
      for (const t of c.tabs) if (!driver.isClosed(t.page)) await t.host.dispose().catch(() => {});
      // rmdir refuses a folder that holds files (ENOTEMPTY): saved downloads and written files stay.
      if (ownDir) await rmdir(dir).catch(() => {});
      if (ownOut) await rmdir(out).catch(() => {});
    },
  };
}
