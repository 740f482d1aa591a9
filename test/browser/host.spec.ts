// Host helpers: `pagemark/playwright` and `pagemark/puppeteer` attach to a page with a same-origin
// iframe, a cross-origin iframe (another origin: its own process in Chromium), an open shadow root
// and buttons that ignore synthetic clicks. The built modules in dist/ are what is tested.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, ROOT } from './harness/fixtures';

const distDir = process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist');
const load = (m: string) => import(pathToFileURL(path.join(distDir, m)).href);

async function openHost(drv: any) {
  await drv.goto(drv.url('test/fixtures/host/host.html'));
  await drv.call((src: string) => {
    (document.getElementById('reg-visible-cross') as HTMLIFrameElement).src = src;
  }, drv.crossUrl('test/fixtures/host/host-frame.html'));
  const page = drv.page;
  await expect
    .poll(async () => {
      const f = page.frames().find((x: any) => x.url().includes('host-frame.html'));
      return f
        ? f.evaluate(() => document.readyState === 'complete' && !!document.getElementById('go')).catch(() => false)
        : false;
    })
    .toBe(true);
  return page;
}

const byId = (s: any, id: string) => s.elements.find((e: any) => e.attributes.id === id);

/** Debian's Chromium through puppeteer-core (its own browser download does not work here). */
async function launchPuppeteer() {
  const puppeteer = (await import('puppeteer-core')).default;
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

test.describe('pagemark/playwright', () => {
  test.beforeEach(({ drv }) => {
    test.skip(drv.engine === 'webkit', 'Debian WebKitGTK is driven through WebDriver, not Playwright');
  });

  test('one snapshot covers every frame, stitched with offsets; same results as in the page', async ({ drv }) => {
    const page = await openHost(drv);
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    const cross = byId(s, 'reg-visible-cross');
    const city = byId(s, 'city');
    expect(city.frame).toBe(s.frames.find((f: any) => f.hostIndex === cross.index).id);
    expect(city.bid).toBe(city.frame + city.index);
    expect(city.name).toBe('City');
    expect(city.bbox.x).toBeGreaterThan(cross.bbox.x);
    expect(city.bbox.y).toBeGreaterThan(cross.bbox.y);
    expect(byId(s, 'nick').name).toBe('Nickname'); // same-origin frame, walked in the page
    expect(byId(s, 'shadow-button').name).toBe('Shadow button');
    expect(s.frames.every((f: any) => f.status === 'ok')).toBe(true);
    expect(new Set(s.elements.map((e: any) => e.index)).size).toBe(s.elements.length);
    // Indexes stay stable across snapshots, including the cross-origin frame's.
    const again = await pm.snapshot();
    expect(byId(again, 'city').index).toBe(city.index);
    // The top document's part is what the in-page API returns.
    const inPage = await page.evaluate(() =>
      (window as any).pagemark.snapshot().elements.map((e: any) => `${e.bid} ${e.role} ${e.name}`),
    );
    const hostSide = (await pm.snapshot()).elements
      .filter((e: any) => !s.frames.find((f: any) => f.id === e.frame)?.crossOrigin)
      .map((e: any) => `${e.bid} ${e.role} ${e.name}`);
    expect(hostSide).toEqual(inPage);
    expect(pm.render(s, 'text')).toContain(`[${city.index}]<input`);
  });

  test('trusted actions succeed where synthetic ones are ignored, in the top page and a cross-origin frame', async ({
    drv,
  }) => {
    const page = await openHost(drv);
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    const top = byId(s, 'reg-visible-trusted-only');
    // In-page (synthetic) click, asked for with trusted: false: the page ignores it.
    expect((await pm.act({ action: 'click', target: top.bid }, { trusted: false })).ok).toBe(true);
    expect(await page.textContent('#top-result')).toBe('none');
    const r = await pm.act({ action: 'click', target: top.bid }, { trusted: true });
    expect(r.ok).toBe(true);
    expect(r.target.bid).toBe(top.bid);
    expect(await page.textContent('#top-result')).toBe('trusted click');
    // Inside the cross-origin frame, by bid.
    const fill = await pm.act({ action: 'fill', target: byId(s, 'city').bid, text: 'Oslo' }, { trusted: true });
    expect(fill.ok).toBe(true);
    expect(fill.effects.valueAfter).toBe('Oslo');
    expect(
      (await pm.act({ action: 'select', target: byId(s, 'size').bid, values: ['Large'] }, { trusted: true })).ok,
    ).toBe(true);
    const gift = await pm.act(`check('${byId(s, 'gift').bid}')`, { trusted: true });
    // Firefox ESR over WebDriver BiDi: the input does not reach the cross-origin frame (see below),
    // and the result says so instead of a success.
    expect([gift.ok, gift.ok ? null : gift.error.code]).toEqual(
      drv.engine === 'firefox' ? [false, 'NOT_APPLIED'] : [true, null],
    );
    const frame = page.frames().find((x: any) => x.url().includes('host-frame.html'));
    expect((await pm.act({ action: 'click', target: byId(s, 'go').bid }, { trusted: false })).ok).toBe(true);
    expect(await frame.textContent('#frame-result')).toBe('none'); // synthetic: ignored
    const go = await pm.act({ action: 'click', target: byId(s, 'go').bid }, { trusted: true });
    expect(go.ok).toBe(true);
    expect(go.snapshot.elements.some((e: any) => e.attributes.id === 'city' && e.value === 'Oslo')).toBe(true);
    if (drv.engine !== 'firefox') expect(await frame.textContent('#frame-result')).toBe('ordered Oslo l true');
    // Firefox ESR over WebDriver BiDi: Playwright's own `frame.locator('#go').click()` does not reach a
    // button in a cross-origin frame either (checked by hand); a limit of that path, listed in the README.
    // The shadow root and the same-origin frame, trusted.
    expect((await pm.act({ action: 'click', target: byId(s, 'shadow-button').bid }, { trusted: true })).ok).toBe(true);
    expect(await page.evaluate(() => document.getElementById('shadow-host')!.shadowRoot!.textContent)).toBe(
      'Shadow clicked',
    );
    expect((await pm.act({ action: 'click', target: byId(s, 'same-btn').bid }, { trusted: true })).ok).toBe(true);
    const same = page.frames().find((x: any) => x.url() === 'about:srcdoc');
    expect(await same.textContent('#same-btn')).toBe('done');
    // Actionability still runs in the page first: a hidden target fails typed.
    await frame.evaluate(() => (document.getElementById('go')!.style.display = 'none'));
    const hidden = await pm.act({ action: 'click', target: byId(s, 'go').bid, timeout: 300 }, { trusted: true });
    expect(hidden.ok).toBe(false);
    expect(hidden.error.code).toMatch(/NOT_VISIBLE|STALE_ELEMENT/);
  });

  test('trusted pointer verbs on a main-frame element land where the dry run checked (the page mouse path)', async ({
    drv,
  }) => {
    // hostAct.ts sends these through the page mouse at the dry run's viewport point, without an
    // element handle: that point must be the one the checks scrolled to and hit-tested.
    await drv.goto(drv.url('test/fixtures/host/pointer-at.html'));
    const page = (drv as any).page;
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    const act = async (action: string, id: string) => {
      const r = await pm.act({ action, target: byId(s, id).bid } as never, { trusted: true });
      expect(r.ok, `${action} ${id}: ${JSON.stringify(r.error)}`).toBe(true);
    };
    await act('click', 'reg-visible-half-covered-click-lands-uncovered');
    await act('rightclick', 'reg-visible-rightclick-trusted');
    await act('hover', 'reg-visible-hover-trusted');
    await act('click', 'reg-scrolled-box-click-trusted');
    await act('click', 'reg-below-fold-click-trusted');
    expect(await page.textContent('#log')).toBe('covered-ok context-ok hover-ok box-ok fold-ok');
    // check as Playwright's: a click only when the state differs, a typed failure when it did not change.
    const check = (action: string, id: string) =>
      pm.act({ action, target: byId(s, id).bid } as never, { trusted: true }) as Promise<any>;
    const first = await check('check', 'reg-visible-check-ends-checked');
    expect([first.ok, first.effects.checkedAfter]).toEqual([true, true]);
    const again = await check('check', 'reg-visible-check-ends-checked');
    expect([again.ok, again.effects.checkedAfter]).toEqual([true, true]);
    expect(await page.textContent('#log')).toBe('covered-ok context-ok hover-ok box-ok fold-ok check-click');
    const refused = await check('check', 'reg-visible-check-refused-stays-unchecked');
    expect([refused.ok, refused.error?.code, refused.effects.checkedAfter]).toEqual([false, 'NOT_APPLIED', false]);
    // The element handle path (force) tells the truth too: Playwright's "did not change its state".
    const forced = (await pm.act(
      { action: 'check', target: byId(s, 'reg-visible-check-refused-stays-unchecked').bid, force: true } as never,
      { trusted: true },
    )) as any;
    expect([forced.ok, forced.error?.code, forced.effects.navigated]).toEqual([false, 'NOT_APPLIED', false]);
    const radio = await check('uncheck', 'reg-visible-radio-uncheck-not-applied');
    expect([radio.ok, radio.error?.code]).toEqual([false, 'NOT_APPLIED']);
  });

  test('the page mouse path is guarded: what the page puts at the point after the check fails typed, unclicked', async ({
    drv,
  }) => {
    // hostAct.ts acts at the dry run's point; an overlay that arrives in between must not take the
    // input while the result says ok (hitGuard.ts, as Playwright's hit-target interceptor).
    await drv.goto(drv.url('test/fixtures/host/hit-guard.html'));
    const page = (drv as any).page;
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    const act = (action: string, id: string) =>
      pm.act({ action, target: byId(s, id).bid, timeout: 1000 } as never, { trusted: true }) as Promise<any>;
    const log = () => page.textContent('#log');
    // Covered when the pointer arrives (the page reacts to the move before the press).
    const click = await act('click', 'reg-overlay-on-first-move-click-obscured');
    expect([click.ok, click.error?.code], JSON.stringify(click)).toEqual([false, 'OBSCURED']);
    const box = await act('check', 'reg-overlay-on-first-move-check-obscured');
    expect([box.ok, box.error?.code], JSON.stringify(box)).toEqual([false, 'OBSCURED']);
    expect(await page.isChecked('#reg-overlay-on-first-move-check-obscured')).toBe(false);
    expect(await log()).toBe('');
    // Covered right after the check, before any input: the driver's mouse is wrapped once to do it.
    const coverBeforeInput = (id: string) => {
      const m = page.mouse;
      for (const k of ['click', 'move'] as const) {
        const orig = m[k].bind(m);
        m[k] = async (...args: unknown[]) => {
          delete m.click;
          delete m.move;
          await page.evaluate((i: string) => (window as any).coverById(i), id);
          return orig(...args);
        };
      }
    };
    for (const [action, id] of [
      ['click', 'reg-overlay-after-dry-run-click-obscured'],
      ['hover', 'reg-overlay-after-dry-run-hover-obscured'],
      ['check', 'reg-overlay-after-dry-run-check-obscured'],
    ]) {
      coverBeforeInput(id!);
      const r = await act(action!, id!);
      expect([r.ok, r.error?.code], `${action} ${JSON.stringify(r)}`).toEqual([false, 'OBSCURED']);
      expect(r.error.message).toContain('another element covers it');
    }
    expect(await page.isChecked('#reg-overlay-after-dry-run-check-obscured')).toBe(false);
    // Neither the overlays nor the targets saw a press, a click or (hover) a move. A click's move
    // to the point is not guarded (as Playwright's): the page may react to the pointer's arrival.
    const moves = [
      'overlay-move:reg-overlay-after-dry-run-click-obscured',
      'overlay-move:reg-overlay-after-dry-run-check-obscured',
    ];
    // In Firefox the move can miss an overlay added just before it (seen under load: the overlay in
    // the DOM, its move not logged; Firefox targets mouse events by the compositor's hit test of the
    // painted frame); the presses after it are hit-tested by the guard in the DOM and cancelled.
    if (drv.engine === 'firefox')
      expect(moves).toEqual(expect.arrayContaining((await log())!.split(' ').filter(Boolean)));
    else expect(await log()).toBe(moves.join(' '));
    await page.evaluate(() => (window as any).uncoverAll());
    // No false failure: a label on top of its box, a shadow root's child, a target that moves but
    // stays under the point.
    const label = await act('check', 'reg-label-on-top-check-passes');
    expect([label.ok, label.effects.checkedAfter], JSON.stringify(label)).toEqual([true, true]);
    const shadow = await act('click', 'reg-shadow-child-takes-click-passes');
    expect(shadow.ok, JSON.stringify(shadow)).toBe(true);
    const moved = await act('click', 'reg-moves-under-point-click-passes');
    expect(moved.ok, JSON.stringify(moved)).toBe(true);
    // (The click a label forwards to its box is trusted in some engines only: left out.)
    expect((await log()).split(' ').filter((w: string) => !w.includes('label-on-top'))).toEqual([
      'down:reg-shadow-child-takes-click-passes',
      'click:reg-shadow-child-takes-click-passes',
      'down:reg-moves-under-point-click-passes',
      'click:reg-moves-under-point-click-passes',
    ]);
  });

  test('a dry run acts on nothing and arms no guard, through the host and in the page', async ({ drv }) => {
    // The guard is armed only by the host's own dry run before its input (guardInput): one armed by
    // a dry run made to ask whether a click would work cancelled the person's next click elsewhere.
    // And a caller's dryRun through the host ran the driver's click after it.
    await drv.goto(drv.url('test/fixtures/host/hit-guard.html'));
    const page = (drv as any).page;
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    const log = () => page.textContent('#log');
    const dry = (await pm.act(
      { action: 'click', target: byId(s, 'reg-moves-under-point-click-passes').bid, dryRun: true } as never,
      { trusted: true },
    )) as any;
    expect([dry.ok, await log()], JSON.stringify(dry)).toEqual([true, '']);
    const inPage = await page.evaluate(async () => {
      const p = (window as any).pagemark;
      const e = p.snapshot().elements.find((x: any) => x.attributes.id === 'reg-overlay-after-dry-run-click-obscured');
      return (await p.act({ action: 'click', target: e.index, dryRun: true })).ok;
    });
    expect(inPage).toBe(true);
    // A first line in the empty log would move the button down between the press and the release.
    await page.evaluate(() => (document.getElementById('log')!.textContent = 'start'));
    await page.click('#reg-shadow-child-takes-click-passes');
    expect(await log()).toBe(
      'start down:reg-shadow-child-takes-click-passes click:reg-shadow-child-takes-click-passes',
    );
    await pm.dispose();
  });

  test('fill and clear go through the page keyboard; focus moved away fails typed, unkeyed', async ({ drv }) => {
    // hostAct.ts with keyInput.ts: the dry run's call focuses and selects, the page keyboard types,
    // the settle reads back; no element handle.
    await drv.goto(drv.url('test/fixtures/host/keys.html'));
    const page = (drv as any).page;
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    const act = (cmd: object, id: string) =>
      pm.act({ ...cmd, target: byId(s, id).bid, timeout: 1000 } as never, { trusted: true }) as Promise<any>;
    const value = (id: string) => page.inputValue('#' + id);
    const fill = await act({ action: 'fill', text: 'new' }, 'reg-fill-replaces-value');
    expect([fill.ok, fill.effects.valueAfter], JSON.stringify(fill)).toEqual([true, 'new']);
    const cleared = await act({ action: 'clear' }, 'reg-clear-empties');
    expect([cleared.ok, cleared.effects.valueAfter], JSON.stringify(cleared)).toEqual([true, '']);
    const editor = await act({ action: 'fill', text: 'new text' }, 'reg-fill-editable-host');
    expect(editor.ok, JSON.stringify(editor)).toBe(true);
    expect(await page.textContent('#reg-fill-editable-host')).toBe('new text');
    // The keys are the browser's: trusted input events on each field (fill in Firefox keeps the
    // element handle, whose insertText fires untrusted ones there: keyInput.ts).
    const chromium = drv.engine === 'chromium';
    expect((await page.textContent('#log')).split(' ')).toEqual([
      ...(chromium ? ['input:reg-fill-replaces-value'] : []),
      'input:reg-clear-empties',
      ...(chromium ? ['input:reg-fill-editable-host'] : []),
    ]);
    // A page that rewrites the value: the result holds what the field holds.
    const upper = await act({ action: 'fill', text: 'abc' }, 'reg-page-rewrites-to-upper');
    expect([upper.ok, upper.effects.valueAfter]).toEqual([true, 'ABC']);
    // A date is set, not typed (the element handle, as before).
    const date = await act({ action: 'fill', text: '2024-01-02' }, 'reg-date-set-by-handle');
    expect([date.ok, date.effects.valueAfter]).toEqual([true, '2024-01-02']);
    // Focus moved away as the field took it, or after the check and before the keys: a typed
    // failure, and nothing typed into what took focus.
    // (clear: its Delete is a trusted key press in every engine.)
    const moved = await act({ action: 'clear' }, 'reg-focus-moves-on-focus-not-applied');
    expect([moved.ok, moved.error?.code], JSON.stringify(moved)).toEqual([false, 'NOT_APPLIED']);
    expect(await value('reg-focus-moves-on-focus-not-applied')).toBe('stay');
    const k = page.keyboard;
    const orig = k.press.bind(k);
    k.press = async (key: string) => {
      delete k.press;
      await page.evaluate(() => (window as any).focusDecoy());
      return orig(key);
    };
    const late = await act({ action: 'clear' }, 'reg-focus-moved-before-keys-not-applied');
    expect([late.ok, late.error?.code], JSON.stringify(late)).toEqual([false, 'NOT_APPLIED']);
    expect(late.error.message).toContain('input#decoy');
    expect(await value('decoy')).toBe('keep');
    expect(await value('reg-focus-moved-before-keys-not-applied')).toBe('stay');
  });

  test('select on a native select of the main document runs in the page, without an element handle', async ({
    drv,
  }) => {
    // hostAct.ts with pageSelect.ts: the option set and input and change fired in the page, in the
    // dry run's call, as Playwright's selectOption does; a custom listbox keeps the element handle.
    await drv.goto(drv.url('test/fixtures/host/select.html'));
    const page = (drv as any).page;
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    // Every element handle of the main frame comes from its evaluateHandle (sharedFrameCalls.ts).
    const frame = page.mainFrame();
    const evaluateHandle = frame.evaluateHandle.bind(frame);
    let handles = 0;
    frame.evaluateHandle = (...a: unknown[]) => {
      handles++;
      return evaluateHandle(...a);
    };
    const select = (id: string, values: string[]) =>
      pm.act({ action: 'select', target: byId(s, id).bid, values, timeout: 1000 } as never, {
        trusted: true,
      }) as Promise<any>;
    const byLabel = await select('reg-select-in-page', ['Pro']);
    // valueAfter: what the select shows, its option's label, as on the element handle path (below).
    expect([byLabel.ok, byLabel.effects.valueAfter], JSON.stringify(byLabel)).toEqual([true, 'Pro']);
    const byValue = await select('reg-select-in-page', ['basic']);
    expect([byValue.ok, byValue.effects.valueAfter]).toEqual([true, 'Basic']);
    // Typed failures, the select left as it was: a disabled option, one that is not there.
    const disabled = await select('reg-select-in-page', ['Team']);
    expect([disabled.ok, disabled.error?.code]).toEqual([false, 'DISABLED']);
    const missing = await select('reg-select-in-page', ['Gold']);
    expect([missing.ok, missing.error?.code]).toEqual([false, 'NOT_FOUND']);
    expect(await page.inputValue('#reg-select-in-page')).toBe('basic');
    // In a shadow root: its input event reaches the document, composed as the browser's own.
    const shadow = await select('reg-select-in-shadow', ['Large']);
    expect([shadow.ok, shadow.effects.valueAfter]).toEqual([true, 'Large']);
    expect(handles).toBe(0);
    expect((await page.textContent('#log')).split(' ')).toEqual([
      'input:reg-select-in-page',
      'change:reg-select-in-page',
      'input:reg-select-in-page',
      'change:reg-select-in-page',
      'input:reg-select-in-shadow',
    ]);
    // force keeps the element handle (Playwright's selectOption): the same result.
    const forced = (await pm.act(
      { action: 'select', target: byId(s, 'reg-select-in-page').bid, values: ['Pro'], force: true } as never,
      { trusted: true },
    )) as any;
    expect([forced.ok, forced.effects.valueAfter]).toEqual([true, 'Pro']);
    expect(handles).toBeGreaterThan(0);
    // Not a native select: the element handle, and Playwright's refusal, typed.
    const listbox = await select('reg-listbox-not-a-select', ['Blue']);
    expect([listbox.ok, listbox.error?.code]).toEqual([false, 'NOT_APPLIED']);
  });

  test('locators become Playwright Locators in the right frame; injection survives navigation', async ({ drv }) => {
    const page = await openHost(drv);
    const { attach } = await load('playwright.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    const go = await pm.locator(byId(s, 'go').bid);
    expect(await go.count()).toBe(1);
    expect(await go.textContent()).toBe('Order');
    const role = await pm.locator(
      byId(s, 'city').bid,
      byId(s, 'city').locators.find((l: any) => l.kind === 'role'),
    );
    expect(await role.count()).toBe(1);
    await page.goto(drv.url('test/fixtures/registry/basic.html'));
    const s2 = await pm.snapshot();
    expect(s2.url).toContain('basic.html');
    expect(s2.elements.length).toBeGreaterThan(3);
  });
});

test('pagemark/puppeteer: stitched cross-origin frame and trusted clicks', async ({ drv }) => {
  test.skip(drv.engine !== 'chromium', 'puppeteer-core drives Chromium here');
  const browser = await launchPuppeteer();
  try {
    const page = await browser.newPage();
    await page.goto(drv.url('test/fixtures/host/host.html'));
    await page.evaluate((src: string) => {
      (document.getElementById('reg-visible-cross') as HTMLIFrameElement).src = src;
    }, drv.crossUrl('test/fixtures/host/host-frame.html'));
    await expect
      .poll(async () => {
        const f = page.frames().find((x) => x.url().includes('host-frame.html'));
        // A frame still navigating throws (context destroyed): not ready yet.
        return f
          ? f.evaluate(() => document.readyState === 'complete' && !!document.getElementById('go')).catch(() => false)
          : false;
      })
      .toBe(true);
    const { attach } = await load('puppeteer.mjs');
    const pm = await attach(page);
    const s = await pm.snapshot();
    expect(byId(s, 'city').frame).not.toBe('');
    expect(byId(s, 'city').name).toBe('City');
    expect(s.frames.every((f: any) => f.status === 'ok')).toBe(true);
    expect((await pm.act({ action: 'fill', target: byId(s, 'city').bid, text: 'Rome' }, { trusted: true })).ok).toBe(
      true,
    );
    expect((await pm.act({ action: 'click', target: byId(s, 'go').bid }, { trusted: true })).ok).toBe(true);
    const frame = page.frames().find((x) => x.url().includes('host-frame.html'))!;
    expect(await frame.evaluate(() => document.getElementById('frame-result')!.textContent)).toBe(
      'ordered Rome s false',
    );
    expect(
      (await pm.act({ action: 'click', target: byId(s, 'reg-visible-trusted-only').bid }, { trusted: true })).ok,
    ).toBe(true);
    expect(await page.evaluate(() => document.getElementById('top-result')!.textContent)).toBe('trusted click');
  } finally {
    await browser.close();
  }
});

/** Upload through a host helper: paths go through the driver, contents through the page or the driver. */
async function checkUploads(pm: any, evaluate: (fn: () => unknown) => Promise<any>) {
  const os = await import('node:os');
  const fs = await import('node:fs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-up-'));
  const cv = path.join(dir, 'cv.txt');
  fs.writeFileSync(cv, 'from disk');
  const s = await pm.snapshot();
  const bid = (id: string) => byId(s, id).bid;
  let r = await pm.act(`upload_file('${bid('up-single')}', '${cv}')`);
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  expect(r.target.bid).toBe(bid('up-single'));
  // A label of a display:none input and a wrapper holding a hidden one: the driver finds the input.
  r = await pm.act({ action: 'upload', target: bid('up-label-of-hidden'), files: [cv] });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  r = await pm.act(
    { action: 'upload', target: bid('up-wrap-holds-one'), files: [{ name: 'n.md', text: '# n' }] },
    { trusted: true },
  );
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  // Checked in the page first: two paths for a single input, a disabled input, mixed kinds.
  r = await pm.act({ action: 'upload', target: bid('up-single'), files: [cv, cv] });
  expect(r.error.code).toBe('INVALID_COMMAND');
  r = await pm.act({ action: 'upload', target: bid('up-disabled'), files: [cv] });
  expect(r.error.code).toBe('DISABLED');
  r = await pm.act({ action: 'upload', target: bid('up-multi'), files: [cv, { name: 'x', text: 'x' }] });
  expect(r.error.code).toBe('INVALID_COMMAND');
  await expect
    .poll(() => evaluate(() => JSON.parse(JSON.stringify((window as any).__files))))
    .toMatchObject({
      'up-single': { files: [{ name: 'cv.txt', text: 'from disk' }] },
      'up-hidden-by-label': { files: [{ name: 'cv.txt', text: 'from disk' }] },
      'up-inside-wrap': { files: [{ name: 'n.md', text: '# n' }] },
    });
  fs.rmSync(dir, { recursive: true, force: true });
}

test('uploads from a driver: paths through Playwright, typed failures checked in the page', async ({ drv }) => {
  test.skip(drv.engine === 'webkit', 'Debian WebKitGTK is driven through WebDriver, not Playwright');
  await drv.goto(drv.url('test/fixtures/actions/upload.html'));
  const { attach } = await load('playwright.mjs');
  const page = (drv as any).page;
  const pm = await attach(page);
  await checkUploads(pm, (fn) => page.evaluate(fn));
});

test('uploads from a driver: paths and contents through Puppeteer', async ({ drv }) => {
  test.skip(drv.engine !== 'chromium', 'puppeteer-core drives Chromium here');
  const browser = await launchPuppeteer();
  try {
    const page = await browser.newPage();
    await page.goto(drv.url('test/fixtures/actions/upload.html'));
    const { attach } = await load('puppeteer.mjs');
    const pm = await attach(page);
    await checkUploads(pm, (fn) => page.evaluate(fn));
  } finally {
    await browser.close();
  }
});
