// @vitest-environment node
// render() is typed per format : an option of another format is a type error.
// `npm test`'s typecheck covers test/**, so each @ts-expect-error below fails the run if the
// overloads stop rejecting that call; the assertions check the same calls at run time.
import { describe, expect, it } from 'vitest';
import { render, type Format, type RenderOptionsByFormat } from '../../../../src/core/render/render';
import { loginPage } from '../build';

describe('render() overloads', () => {
  const s = loginPage();
  it('take each format with its own options', () => {
    expect(render(s, 'json', { indent: 2 })).toContain('\n  ');
    expect(render(s, 'text', { indent: true })).toBe(render(s, 'text', { indent: true }));
    expect(render(s)).toBe(render(s, 'text'));
    const f: Format = 'axtree';
    const o: RenderOptionsByFormat[typeof f] = {};
    expect(render(s, f, o)).toBe(render(s, 'axtree'));
  });
  it("reject another format's option at compile time", () => {
    // @ts-expect-error text's indent is a boolean
    expect(() => render(s, 'text', { indent: 2 })).not.toThrow();
    // @ts-expect-error json's indent is a number
    expect(() => render(s, 'json', { indent: true })).not.toThrow();
    // @ts-expect-error not a format
    expect(() => render(s, 'yaml')).toThrow();
  });
});
