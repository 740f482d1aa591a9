// The observation shapes on the demo page, after one action.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

test('BrowserGym, harness, MiniWoB++ and extension shapes', async ({ drv }) => {
  await drv.open('examples/demo/index.html');
  await expect.poll(() => drv.call(() => !!document.querySelector('gear-rating')?.shadowRoot)).toBe(true);
  const o = await drv.call<any>(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const search = s.elements.find((e: any) => e.attributes.id === 'search-btn');
    await pm.act({ action: 'click', target: search.index, snapshot: false });
    const ob = pm.observe({ shapes: ['browsergym', 'harness', 'miniwob', 'extension'] });
    delete ob.snapshot;
    return { ob, searchBid: search.bid };
  });
  const bg = o.ob.browsergym;
  expect(bg.axtree_txt).toContain(`[${o.searchBid}] button 'Search'`);
  expect(bg.extra_element_properties[o.searchBid]).toMatchObject({
    clickable: true,
    set_of_marks: true,
    visibility: 1,
  });
  expect(bg.extra_element_properties[o.searchBid].bbox).toHaveLength(4);
  expect(bg.pruned_html).toContain(`bid="${o.searchBid}"`);
  expect(bg.last_action).toContain('click');
  expect(bg.last_action_error).toBe('');
  expect(bg.open_pages_urls).toEqual([bg.url]);
  const h = o.ob.harness;
  expect(h.axtree_txt).toMatch(new RegExp(`^\\[${o.searchBid}\\] button "Search", visible, clickable$`, 'm'));
  expect(h.extra_element_properties[o.searchBid].setOfMarks).toBe(true);
  expect(h.action_history).toEqual([`clicked button "Search" [${o.searchBid}]`]);
  const ext = o.ob.extension;
  const input = ext.actionable_elements.find((e: any) => e.tag === 'input' && e.text_content === 'Search products');
  expect(input).toMatchObject({ type: 'INPUT_FIELD', tag: 'input', is_visible: true });
  expect(input.available_operations).toContain('input_text');
  const mw = o.ob.miniwob.dom_elements;
  const mwSearch = mw.find((e: any) => e.id === 'q');
  expect(mwSearch.tag).toBe('input_search');
  expect(mw.some((e: any) => e.tag === 't' && e.ref < 0)).toBe(true);
  const btn = mw.find((e: any) => e.id === 'search-btn');
  expect(btn.flags[1]).toBe(1); // tampered: pagemark clicked it
  expect(btn.text).toBe('Search');
  expect(btn.bg_color).toHaveLength(4);
});
