// A React root container is not a target (src/dom/discovery/frameworkRoot.ts): react-dom sets a no-op
// onclick on it and, for every element with an onClick prop, on that element too; only the latter
// is something a person acts on. Before the rule the root was record [1], its text the whole app.
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../../src/dom/snapshot/snapshot';
import { bindWindow } from '../../../../src/dom/platform/dom';

function noop(): void {}

/** The DOM react-dom leaves: `__reactContainer$<key>` or `_reactRootContainer` on the root, onclick noops. */
function reactPage(mark: '__reactContainer$x1y2' | '_reactRootContainer') {
  document.body.innerHTML = // test setup, not page code
    '<div id="root"><div id="card-target">Buy the red one</div><p id="plain-text">Just text</p></div>';
  const root = document.getElementById('root')!;
  (root as unknown as Record<string, unknown>)[mark] = {};
  root.onclick = noop;
  document.getElementById('card-target')!.onclick = noop;
  bindWindow(window as unknown as globalThis.Window);
  return snapshot();
}

describe('React root container', () => {
  for (const mark of ['__reactContainer$x1y2', '_reactRootContainer'] as const) {
    it(`is not a target, its onClick child is (${mark})`, () => {
      const ids = reactPage(mark)
        .elements.filter((r) => r.isInteractive)
        .map((r) => r.attributes['id']);
      expect(ids).toEqual(['card-target']);
    });
  }

  it('an element with an onclick and no React mark stays a target', () => {
    document.body.innerHTML = '<div id="root"><p>Text</p></div>'; // test setup, not page code
    document.getElementById('root')!.onclick = noop;
    bindWindow(window as unknown as globalThis.Window);
    expect(
      snapshot()
        .elements.filter((r) => r.isInteractive)
        .map((r) => r.attributes['id']),
    ).toEqual(['root']);
  });
});
