// Folder toggles of tree widgets that carry no ARIA of their own (src/dom/aria/treeToggle.ts): their
// open state and their name, from jQuery treeview's classes, from jsTree's anchor beside them and
// from the treeitem around an rc-tree or MUI X switcher.
import { describe, expect, it } from 'vitest';
import { bindWindow } from '../../../../src/dom/platform/dom';
import { toggleExpanded, toggleName } from '../../../../src/dom/aria/treeToggle';

const item = (html: string): Element => {
  const li = document.createElement('li');
  li.innerHTML = html;
  return li.firstElementChild!;
};

describe('tree toggles', () => {
  bindWindow(window as unknown as globalThis.Window);
  it.each([
    ['<div class="hitarea expandable-hitarea"></div><span>Research</span>', false, 'Research'],
    ['<div class="hitarea collapsable-hitarea"></div><span>Board</span>', true, 'Board'],
    [
      '<i class="jstree-icon jstree-ocl" role="presentation"></i><a role="treeitem" aria-expanded="false">util</a>',
      false,
      'util',
    ],
    [
      '<i class="jstree-icon jstree-ocl" role="presentation"></i><a role="treeitem" aria-expanded="true">src</a>',
      true,
      'src',
    ],
  ])('%s', (html, expanded, name) => {
    const t = item(html);
    expect([toggleExpanded(t), toggleName(t)]).toEqual([expanded, name]);
  });
  it.each([
    // A leaf's icon: its anchor has no open state.
    '<i class="jstree-icon jstree-ocl" role="presentation"></i><a role="treeitem">index.ts</a>',
    // Not a toggle: an icon before a plain link.
    '<i class="jstree-icon jstree-ocl"></i><a href="#">docs</a>',
    '<span class="clock"></span><a role="treeitem" aria-expanded="false">x</a>',
  ])('%s is no toggle', (html) => {
    const t = item(html);
    expect([toggleExpanded(t), toggleName(t)]).toEqual([undefined, '']);
  });

  // rc-tree (Ant Design's Tree): the treeitem holds its indent, its caret's switcher and its title.
  const inItem = (expanded: string | null, html: string, pick: string): Element => {
    const div = document.createElement('div');
    div.setAttribute('role', 'treeitem');
    if (expanded !== null) div.setAttribute('aria-expanded', expanded);
    div.innerHTML = html;
    return div.querySelector(pick)!;
  };
  const NODE =
    '<span class="indent"></span><span class="sw"><span role="img" aria-label="caret-down"></span></span>' +
    '<span class="title" title="Taxes"><span>Taxes</span></span>';
  it.each([
    ['false', false],
    ['true', true],
  ])('the switcher of a treeitem with aria-expanded=%s', (expanded, open) => {
    const t = inItem(expanded, NODE, '.sw');
    expect([toggleExpanded(t), toggleName(t)]).toEqual([open, 'Taxes']);
  });
  it('the caret one level down, in the row of an MUI X treeitem', () => {
    const row = '<div class="row"><div class="caret"><svg></svg></div><div class="label">Classics</div></div>';
    expect([toggleExpanded(inItem('true', row, '.caret')), toggleName(inItem('true', row, '.caret'))]).toEqual([
      true,
      'Classics',
    ]);
    // Two levels down is too far: that is inside the label, not beside it.
    const deep = '<div class="row"><div><div class="caret"></div><span>x</span></div></div>';
    expect(toggleExpanded(inItem('true', deep, '.caret'))).toBeUndefined();
  });
  it.each([
    // The title itself is the item's label, not its toggle.
    ['false', NODE, '.title'],
    // A leaf: its treeitem has no open state.
    [null, NODE, '.sw'],
    // A child with text of its own is no text-less switcher.
    ['false', '<span class="sw">+</span><span>Taxes</span>', '.sw'],
  ])('in a treeitem with aria-expanded=%s, %s: %s is no toggle', (expanded, html, pick) => {
    const t = inItem(expanded, html, pick);
    expect([toggleExpanded(t), toggleName(t)]).toEqual([undefined, '']);
  });
});
