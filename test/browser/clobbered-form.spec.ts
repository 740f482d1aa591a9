// A form whose methods are clobbered by its named controls (<input name="requestSubmit">): act()
// calls the captured HTMLFormElement.prototype.requestSubmit (src/dom/platform/actAccess.ts), so
// Enter in a field still fires the submit event. Before, `form.requestSubmit()` threw (it is the
// input) and the fallback `form.submit()` navigated without a submit event.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

test('Enter in a field submits a form whose requestSubmit and submit are clobbered', async ({ drv }) => {
  await drv.open('test/fixtures/hostile/clobbered-submit.html');
  const r = await drv.call<any>(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const q = s.elements.find((e: any) => e.attributes.id === 'reg-visible-query');
    const res = await pm.act({ action: 'press', target: q.index, key: 'Enter', snapshot: false });
    return { ok: res.ok, log: document.getElementById('reg-visible-log')!.textContent, hash: location.hash };
  });
  expect(r).toEqual({ ok: true, log: 'submit event fired', hash: '' });
});
