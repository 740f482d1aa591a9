// Icon names from icon classes (src/dom/aria/iconName.ts), for the icon sets it names.
import { describe, expect, it } from 'vitest';
import { bindWindow } from '../../../../src/dom/platform/dom';
import { iconName } from '../../../../src/dom/aria/iconName';

const icon = (cls: string): Element => {
  const el = document.createElement('span');
  el.setAttribute('class', cls);
  return el;
};

describe('iconName', () => {
  bindWindow(window as unknown as globalThis.Window);
  it.each([
    ['ui-icon ui-icon-trash', 'trash'],
    ['ui-icon ui-icon-circle-triangle-e', 'circle triangle e'],
    ['fa-solid fa-trash-can', 'trash can'],
    ['fa fa-lg fa-star', 'star'],
    ['bi bi-star-fill', 'star fill'],
    ['anticon anticon-delete', 'delete'],
    ['glyphicon glyphicon-remove', 'remove'],
    ['icon icon-star', 'star'],
  ])('%s is %s', (cls, name) => expect(iconName(icon(cls))).toBe(name));
  it.each(['msg', 'ui-icon', 'fa fa-2x fa-fw', 'btn-primary icon', ''])('%j names nothing', (cls) =>
    expect(iconName(icon(cls))).toBe(''),
  );
});
