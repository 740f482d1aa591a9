// Folder toggles of tree widgets that carry no ARIA of their own (src/dom/aria/treeToggle.ts): their
// open state and their name, from jQuery treeview's classes and from jsTree's anchor beside them.
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
});
