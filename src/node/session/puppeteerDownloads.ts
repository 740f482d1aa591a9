/**
 * Downloads for the Puppeteer session. Puppeteer has no download event (Playwright's `Download`): the
 * session asks Chromium itself, as Playwright does underneath (playwright-core's crBrowser.ts), with
 * CDP `Browser.setDownloadBehavior` ('allowAndName': each download saved under its guid in a staging
 * folder, `eventsEnabled` for `Browser.downloadWillBegin` and `Browser.downloadProgress`) on a
 * session of the browser target, scoped to the context. `saveAs` copies the finished file to where the
 * session wants it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession } from 'puppeteer-core';
import type { DriverDownload } from './sessionDriver';

/** What Chromium says when a download begins (CDP Browser.downloadWillBegin). */
interface WillBegin {
  frameId: string;
  guid: string;
  url: string;
  suggestedFilename: string;
}

/** CDP Browser.downloadProgress. */
interface Progress {
  guid: string;
  state: 'inProgress' | 'completed' | 'canceled';
}

/**
 * Listen for the context's downloads; `onDownload` gets the id of the frame that started it. Returns
 * the stop (which detaches the CDP session and removes the staging folder).
 */
export async function listenDownloads(
  ctx: BrowserContext,
  onDownload: (frameId: string, d: DriverDownload) => void,
): Promise<() => void> {
  const staging = mkdtempSync(join(tmpdir(), 'pagemark-pp-downloads-'));
  const cdp: CDPSession = await ctx.browser().target().createCDPSession();
  const contextId = ctx.id;
  const ended = new Map<string, (state: Progress['state']) => void>();
  const onBegin = (e: WillBegin) => {
    let end!: (state: Progress['state']) => void;
    const done = new Promise<Progress['state']>((r) => (end = r));
    ended.set(e.guid, end);
    onDownload(e.frameId, {
      url: e.url,
      suggestedFilename: e.suggestedFilename,
      async saveAs(path) {
        if ((await done) !== 'completed') throw new Error('the download was canceled');
        await copyFile(join(staging, e.guid), path);
      },
      failure: async () => ((await done) === 'completed' ? null : 'canceled'),
      async cancel() {
        await cdp.send(
          'Browser.cancelDownload',
          contextId ? { guid: e.guid, browserContextId: contextId } : { guid: e.guid },
        );
      },
    });
  };
  const onProgress = (e: Progress) => {
    if (e.state === 'inProgress') return;
    ended.get(e.guid)?.(e.state);
    ended.delete(e.guid);
  };
  cdp.on('Browser.downloadWillBegin', onBegin);
  cdp.on('Browser.downloadProgress', onProgress);
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allowAndName',
    downloadPath: staging,
    eventsEnabled: true,
    ...(contextId ? { browserContextId: contextId } : {}),
  });
  return () => {
    cdp.off('Browser.downloadWillBegin', onBegin);
    cdp.off('Browser.downloadProgress', onProgress);
    // The browser's own behaviour again, then let the session go.
    void cdp
      .send('Browser.setDownloadBehavior', {
        behavior: 'default',
        ...(contextId ? { browserContextId: contextId } : {}),
      })
      .catch(() => {})
      .then(() => cdp.detach())
      .catch(() => {});
    rmSync(staging, { recursive: true, force: true });
  };
}
