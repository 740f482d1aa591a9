// The dialects in real browsers: each browser-use 0.13 and BrowserGym action, with the expectation
// its own framework's code gives (cited per step). Fixture ids spell out what each element checks.
import { test, expect } from './harness/fixtures';

type R = Record<string, any>;
const FIXTURE = 'test/fixtures/dialects/dialects.html';

/** act() in the page; `$id` in a string command or `{$id}` as an index is replaced by that element's index. */
async function act(drv: any, cmd: unknown): Promise<R> {
  return drv.call(async (c: any) => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const idx = (id: string) => {
      const r = s.elements.find((e: any) => e.attributes.id === id);
      if (!r) throw new Error('no record for #' + id);
      return r.index;
    };
    const fix = (v: any): any =>
      typeof v === 'string' && v.startsWith('$')
        ? idx(v.slice(1))
        : Array.isArray(v)
          ? v.map(fix)
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fix(x)]))
            : v;
    const res = await pm.act(typeof c === 'string' ? c : fix(c));
    delete res.snapshot;
    return res;
  }, cmd);
}

/** The centre of an element, viewport CSS px. */
const centre = (drv: any, id: string): Promise<{ x: number; y: number }> =>
  drv.call((i: string) => {
    const b = document.getElementById(i)!.getBoundingClientRect();
    return { x: Math.round(b.left + b.width / 2), y: Math.round(b.top + b.height / 2) };
  }, id);
const value = (drv: any, id: string) =>
  drv.call((i: string) => (document.getElementById(i) as HTMLInputElement).value, id);
const log = (drv: any): Promise<string[]> => drv.call(() => (window as any).__log.splice(0));
const scrollY = (drv: any): Promise<number> => drv.call(() => Math.round(window.scrollY));
const viewportH = (drv: any): Promise<number> => drv.call(() => document.documentElement.clientHeight);
const ok = (r: R) => expect(r.ok, JSON.stringify(r.error)).toBe(true);

test('browser-use 0.13 actions do what browser-use does', async ({ drv }) => {
  await drv.open(FIXTURE);
  await drv.call(() => void (window as any).pagemark.snapshot());
  // browser-use tools/views.py InputTextAction: clear defaults to True ("Clears existing text by default").
  await test.step('input clears first', async () => {
    ok(await act(drv, { input: { index: '$input-clears-first', text: 'new' } }));
    expect(await value(drv, 'input-clears-first')).toBe('new');
  });
  await test.step('input with clear: false appends', async () => {
    ok(await act(drv, { input: { index: '$input-clear-false-appends', text: 'new', clear: false } }));
    expect(await value(drv, 'input-clear-false-appends')).toBe('oldnew');
  });
  await test.step('input with text "" and clear clears only', async () => {
    ok(await act(drv, { input: { index: '$input-clears-first', text: '' } }));
    expect(await value(drv, 'input-clears-first')).toBe('');
  });
  // service.py scroll: pixels = int(pages * viewport height), up when down is False.
  await test.step('scroll pages is a fraction of the viewport height, down: false scrolls up', async () => {
    const vh = await viewportH(drv);
    await drv.call(() => window.scrollTo(0, 1000));
    const r = await act(drv, { scroll: { down: false, pages: 0.5 } });
    ok(r);
    expect(await scrollY(drv)).toBe(1000 - Math.floor(vh * 0.5));
    ok(await act(drv, { scroll: { down: true, pages: 0.25 } }));
    expect(await scrollY(drv)).toBe(1000 - Math.floor(vh * 0.5) + Math.floor(vh * 0.25));
    await drv.call(() => window.scrollTo(0, 0));
  });
  // views.py ClickElementAction: coordinate_x/coordinate_y, viewport CSS px.
  await test.step('click by coordinates hits the element at the point', async () => {
    const p = await centre(drv, 'mouse-click-hits-element-at-point');
    await log(drv);
    ok(await act(drv, { click: { coordinate_x: p.x, coordinate_y: p.y } }));
    expect(await log(drv)).toContain('mouse-click-hits-element-at-point:click');
  });
  // views.py SendKeysAction: keys go to what has focus.
  await test.step('send_keys goes to the focused element', async () => {
    await drv.call(() => document.getElementById('keyboard-types-into-focus')!.focus());
    ok(await act(drv, { send_keys: { keys: 'x' } }));
    expect(await value(drv, 'keyboard-types-into-focus')).toBe('x');
    await drv.call(() => ((document.getElementById('keyboard-types-into-focus') as HTMLInputElement).value = ''));
  });
  // default_action_watchdog.py on_SelectDropdownOptionEvent: option text or value, case-insensitive.
  await test.step('select_dropdown selects by option text', async () => {
    ok(await act(drv, { select_dropdown: { index: '$select-dropdown-by-text', text: 'Green' } }));
    expect(await value(drv, 'select-dropdown-by-text')).toBe('g');
  });
  // on_GetDropdownOptionsEvent: `{index}: text="…", value="…" (selected)` per option.
  await test.step('dropdown_options returns the options', async () => {
    const r = await act(drv, { dropdown_options: { index: '$select-dropdown-by-text' } });
    ok(r);
    expect(r.value).toBe('0: text="Red", value="r"\n1: text="Green", value="g" (selected)');
  });
  // service.py find_text: "Scroll to text."
  await test.step('find_text scrolls the text into view', async () => {
    ok(await act(drv, { find_text: { text: 'needle-far-down' } }));
    expect(await scrollY(drv)).toBeGreaterThan(2000);
    const r = await act(drv, { find_text: { text: 'no-such-text-anywhere' } });
    expect(r.error.message).toBe("Text 'no-such-text-anywhere' not found or not visible on page");
    await drv.call(() => window.scrollTo(0, 0));
  });
  // service.py search_page / _format_search_results: literal, case-insensitive by default.
  await test.step('search_page returns the matches with their element path', async () => {
    const r = await act(drv, { search_page: { pattern: 'alpha', context_chars: 5 } });
    ok(r);
    expect(r.value.split('\n')[0]).toBe('Found 2 matches for "alpha" on page:');
    expect(r.value).toContain('(in p#search-page-text)');
  });
  // service.py find_elements / _format_find_results.
  await test.step('find_elements lists the matches with text and attributes', async () => {
    const r = await act(drv, { find_elements: { selector: 'ul.find-elements-items a', attributes: ['href'] } });
    ok(r);
    expect(r.value.split('\n')[0]).toBe('Found 1 element matching "ul.find-elements-items a":');
    expect(r.value).toMatch(/\[0\] <a> "three" \{href="http[^"]+\/x"\} \(0 children\)/);
  });
  // service.py wait: sleeps min(max(seconds - 1, 0), 30).
  await test.step('wait 1 second sleeps 0 s', async () => {
    const r = await act(drv, { wait: { seconds: 1 } });
    ok(r);
    expect(r.durationMs).toBeLessThan(900);
  });
  // Tabs are the browser's: the page alone names what is needed (the session runs them).
  await test.step('navigate new_tab, switch and close need the host', async () => {
    for (const c of [
      { navigate: { url: 'about:blank', new_tab: true } },
      { switch: { tab_id: 'ab12' } },
      { close: { tab_id: 'ab12' } },
    ])
      expect((await act(drv, c)).error.code).toBe('NEEDS_HOST');
  });
  // views.py DoneAction {text, success=True}.
  await test.step('done is a message to the user', async () => {
    const r = await act(drv, { done: { text: 'finished' } });
    ok(r);
    expect(r.message).toEqual({ kind: 'done', text: 'finished', success: true });
  });
});

test('BrowserGym actions do what functions.py does', async ({ drv }) => {
  await drv.open(FIXTURE);
  await drv.call(() => void (window as any).pagemark.snapshot());
  // scroll_at: page.mouse.move(x, y) then wheel(dx, dy): the box under the point scrolls.
  await test.step('scroll_at scrolls the scrollable box under the point', async () => {
    const p = await centre(drv, 'scroll-box-under-point');
    const r = await act(drv, `scroll_at(${p.x}, ${p.y}, 0, 200)`);
    ok(r);
    expect(r.effects.scrolled).toEqual({ x: 0, y: 200 });
    expect(await drv.call(() => document.getElementById('scroll-box-under-point')!.scrollTop)).toBe(200);
    expect(await scrollY(drv)).toBe(0);
  });
  // mouse_click(x, y): page.mouse.click at the point.
  await test.step('mouse_click hits the element at the point', async () => {
    const p = await centre(drv, 'mouse-click-hits-element-at-point');
    await log(drv);
    const r = await act(drv, `mouse_click(${p.x}, ${p.y})`);
    ok(r);
    expect(await log(drv)).toEqual([
      'mouse-click-hits-element-at-point:mouseover',
      'mouse-click-hits-element-at-point:mousedown',
      'mouse-click-hits-element-at-point:mouseup',
      'mouse-click-hits-element-at-point:click',
    ]);
  });
  await test.step('mouse_dblclick double-clicks at the point', async () => {
    const p = await centre(drv, 'dblclick-at-point');
    await log(drv);
    ok(await act(drv, `mouse_dblclick(${p.x}, ${p.y})`));
    expect(await log(drv)).toContain('dblclick-at-point:dblclick');
  });
  // mouse_down / mouse_up: a press and a release on the same element make a click.
  await test.step('mouse_down then mouse_up on one element click it', async () => {
    const p = await centre(drv, 'press-release-clicks');
    await log(drv);
    ok(await act(drv, `mouse_down(${p.x}, ${p.y})`));
    ok(await act(drv, `mouse_up(${p.x}, ${p.y})`));
    expect((await log(drv)).filter((l) => !l.endsWith('mouseover'))).toEqual([
      'press-release-clicks:mousedown',
      'press-release-clicks:mouseup',
      'press-release-clicks:click',
    ]);
  });
  await test.step('mouse_move enters the element at the point', async () => {
    const p = await centre(drv, 'mouse-move-hovers');
    await log(drv);
    ok(await act(drv, `mouse_move(${p.x}, ${p.y})`));
    expect(await log(drv)).toEqual(['mouse-move-hovers:mouseover']);
  });
  await test.step('mouse_drag_and_drop drops on what is under the end point', async () => {
    const a = await centre(drv, 'drag-source-point');
    const b = await centre(drv, 'drop-zone-point');
    await log(drv);
    ok(await act(drv, `mouse_drag_and_drop(${a.x}, ${a.y}, ${b.x}, ${b.y})`));
    expect(await log(drv)).toContain('dropped');
  });
  // keyboard_type / keyboard_press / keyboard_down+up: page.keyboard, to what has focus.
  await test.step('keyboard_type, keyboard_press, keyboard_down/up go to the focus', async () => {
    await drv.call(() => document.getElementById('keyboard-types-into-focus')!.focus());
    ok(await act(drv, "keyboard_type('hi!')"));
    expect(await value(drv, 'keyboard-types-into-focus')).toBe('hi!');
    ok(await act(drv, "keyboard_press('Backspace')"));
    expect(await value(drv, 'keyboard-types-into-focus')).toBe('hi');
    ok(await act(drv, "keyboard_down('z')"));
    ok(await act(drv, "keyboard_up('z')"));
    expect(await value(drv, 'keyboard-types-into-focus')).toBe('hiz');
  });
  // keyboard_insert_text: "Dispatches only input event, does not emit the keydown, keyup or keypress events".
  await test.step('keyboard_insert_text fires input and no key events', async () => {
    await drv.call(() => document.getElementById('insert-text-fires-no-key-events')!.focus());
    await log(drv);
    ok(await act(drv, "keyboard_insert_text('xyz')"));
    expect(await value(drv, 'insert-text-fires-no-key-events')).toBe('xyz');
    expect(await log(drv)).toEqual(['insert:input']);
  });
  // send_msg_to_user / report_infeasible: chat messages of role assistant / infeasible (BrowserGym core/env.py).
  await test.step('send_msg_to_user and report_infeasible are messages', async () => {
    expect((await act(drv, "send_msg_to_user('the answer is 4')")).message).toEqual({
      kind: 'info',
      text: 'the answer is 4',
    });
    expect((await act(drv, "report_infeasible('no such field')")).message).toEqual({
      kind: 'infeasible',
      text: 'no such field',
    });
  });
  // The bid actions: functions.py calls the Playwright element method of the same name on the bid's element.
  await test.step('bid actions: fill, clear, press, focus, select_option, click, dblclick, hover, check, uncheck', async () => {
    await drv.call(() => {
      const c = document.createElement('input');
      c.type = 'checkbox';
      c.id = 'bg-check';
      c.setAttribute('aria-label', 'Agree');
      document.body.prepend(c);
      // BrowserGym gives every element a bid; pagemark registers what can be acted on: a focusable drop zone.
      document.getElementById('drop-zone-point')!.tabIndex = 0;
    });
    const bid: Record<string, string> = await drv.call(() => {
      const s = (window as any).pagemark.snapshot();
      return Object.fromEntries(
        s.elements.filter((e: any) => e.attributes.id).map((e: any) => [e.attributes.id, e.bid]),
      );
    });
    const field = bid['input-clears-first'];
    ok(await act(drv, `fill('${field}', 'abc')`)); // elem.fill(value): the value replaced
    expect(await value(drv, 'input-clears-first')).toBe('abc');
    ok(await act(drv, `press('${field}', 'Backspace')`)); // elem.press(key_comb) on the element
    expect(await value(drv, 'input-clears-first')).toBe('ab');
    ok(await act(drv, `clear('${field}')`)); // elem.clear()
    expect(await value(drv, 'input-clears-first')).toBe('');
    ok(await act(drv, `focus('${bid['keyboard-types-into-focus']}')`)); // elem.focus()
    expect(await drv.call(() => document.activeElement!.id)).toBe('keyboard-types-into-focus');
    ok(await act(drv, `select_option('${bid['select-dropdown-by-text']}', 'Red')`)); // by label
    expect(await value(drv, 'select-dropdown-by-text')).toBe('r');
    await log(drv);
    ok(await act(drv, `click('${bid['mouse-click-hits-element-at-point']}')`));
    ok(await act(drv, `dblclick('${bid['dblclick-at-point']}')`));
    ok(await act(drv, `hover('${bid['mouse-move-hovers']}')`));
    const events = await log(drv);
    expect(events).toContain('mouse-click-hits-element-at-point:click');
    expect(events).toContain('dblclick-at-point:dblclick');
    expect(events).toContain('mouse-move-hovers:mouseover');
    ok(await act(drv, `check('${bid['bg-check']}')`));
    expect(await drv.call(() => (document.getElementById('bg-check') as HTMLInputElement).checked)).toBe(true);
    ok(await act(drv, `uncheck('${bid['bg-check']}')`));
    expect(await drv.call(() => (document.getElementById('bg-check') as HTMLInputElement).checked)).toBe(false);
    ok(await act(drv, `drag_and_drop('${bid['drag-source-point']}', '${bid['drop-zone-point']}')`));
    expect(await log(drv)).toContain('dropped');
  });
  // scroll(delta_x, delta_y): page.mouse.wheel; noop(wait_ms): page.wait_for_timeout.
  await test.step('scroll scrolls the page by the deltas, noop waits', async () => {
    await drv.call(() => window.scrollTo(0, 0));
    ok(await act(drv, 'scroll(0, 200)'));
    expect(await scrollY(drv)).toBe(200);
    await drv.call(() => window.scrollTo(0, 0));
    expect((await act(drv, 'noop(300)')).durationMs).toBeGreaterThanOrEqual(280);
  });
  await test.step('new_tab, tab_focus and tab_close need the host', async () => {
    for (const c of ['new_tab()', 'tab_focus(1)', 'tab_close()'])
      expect((await act(drv, c)).error.code).toBe('NEEDS_HOST');
  });
});

// Through a Node host input is trusted by default: a point or keys to the focus go through the
// driver's own mouse and keyboard (src/node/drivers/pageInput.ts), as BrowserGym's functions.py does
// with page.mouse and page.keyboard; a page cannot tell them from a person's (isTrusted).
test('through pagemark/playwright, point and key verbs are the driver’s real input', async ({ drv }) => {
  test.skip(drv.engine === 'webkit', 'Debian WebKitGTK is driven through WebDriver, not Playwright');
  const path = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  const { ROOT } = await import('./harness/fixtures');
  const { attach } = await import(pathToFileURL(path.join(ROOT, 'dist', 'playwright.mjs')).href);
  await drv.goto(drv.url(FIXTURE));
  const pm = await attach((drv as any).page);
  await drv.call(() => {
    const w = window as any;
    w.__trusted = [];
    document
      .getElementById('mouse-click-hits-element-at-point')!
      .addEventListener('click', (e) => w.__trusted.push('click:' + e.isTrusted));
    document
      .getElementById('keyboard-types-into-focus')!
      .addEventListener('keydown', (e) => w.__trusted.push('key:' + e.isTrusted));
  });
  const p = await centre(drv, 'mouse-click-hits-element-at-point');
  ok(await pm.act(`mouse_click(${p.x}, ${p.y})`));
  const q = await centre(drv, 'keyboard-types-into-focus');
  ok(await pm.act(`mouse_click(${q.x}, ${q.y})`));
  ok(await pm.act("keyboard_type('ok')"));
  expect(await value(drv, 'keyboard-types-into-focus')).toBe('ok');
  expect(await drv.call(() => (window as any).__trusted)).toEqual(['click:true', 'key:true', 'key:true']);
  await pm.dispose();
});
