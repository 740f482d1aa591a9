// The RegExp helpers of pristine.ts keep their answers when a page replaces the RegExp protocol
// after load (String.prototype.replace and RegExp.prototype.test look `exec`, `flags` and
// `Symbol.replace` up on the pattern at call time). The browser tier runs the whole API under the
// same sabotage (hostile.spec.ts); this pins each helper, and that it recovers the fast path.
import { afterEach, describe, expect, it } from 'vitest';
import { reExec, reTest, splitSpaces, strReplace } from '../../../src/builtins/pristine';

const saved: [object, PropertyKey, PropertyDescriptor][] = [];
function sabotage(): void {
  const boom = (): never => {
    throw new Error('sabotaged');
  };
  const RP = RegExp.prototype as unknown as Record<PropertyKey, unknown>;
  for (const k of ['exec', 'test', Symbol.replace, Symbol.split]) {
    saved.push([RP, k, Object.getOwnPropertyDescriptor(RP, k)!]);
    Object.defineProperty(RP, k, { value: boom, configurable: true, writable: true });
  }
  // Symbol.match as a throwing getter: IsRegExp reads it when a RegExp is built from a RegExp.
  for (const k of ['flags', 'global', 'ignoreCase', 'unicode', 'sticky', 'source', Symbol.match]) {
    saved.push([RP, k, Object.getOwnPropertyDescriptor(RP, k)!]);
    Object.defineProperty(RP, k, { get: boom, configurable: true });
  }
}
const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  while (saved.length) {
    const [o, k, d] = saved.pop()!;
    Object.defineProperty(o, k, d);
  }
});

describe('pristine RegExp helpers', () => {
  it('answer as the built-ins do on an untouched prototype', () => {
    expect(strReplace('  a \n\t b  ', /\s+/g, ' ')).toBe(' a b ');
    expect(strReplace('x"y"', /"/g, (c) => '\\' + c)).toBe('x\\"y\\"');
    expect(reTest(/^a+$/i, 'AAA')).toBe(true);
    expect(reExec(/(\d+)/, 'ab12')?.[1]).toBe('12');
    expect(splitSpaces('  a\u00a0b \n c ')).toEqual(['a', 'b', 'c']);
    expect(splitSpaces('   ')).toEqual(['']);
  });

  it('keep their answers after the page replaces exec, the flag getters and Symbol.replace', async () => {
    await tick(); // a new task: the protocol is checked again
    sabotage();
    // The sabotage is real: the plain built-ins now throw.
    expect(() => 'a b'.replace(/\s+/g, ' ')).toThrow('sabotaged');
    expect(strReplace('  a \n\t b  ', /\s+/g, ' ')).toBe(' a b ');
    expect(strReplace('a-b-c', /-/g, '$&$&')).toBe('a--b--c');
    expect(strReplace('x"y"', /"/g, (c) => '\\' + c)).toBe('x\\"y\\"');
    expect(strReplace('aXbX', 'X', '_')).toBe('a_bX');
    const global = /b/g;
    expect(reTest(global, 'abcb')).toBe(true);
    expect(reTest(/^a+$/i, 'AAA')).toBe(true);
    expect(reTest(/^a+$/i, 'AAB')).toBe(false);
    expect(reExec(/(\d+)/, 'ab12')?.[1]).toBe('12');
    expect(splitSpaces('  a\u00a0b \n c ')).toEqual(['a', 'b', 'c']);
  });

  it('check the prototype again in every task', async () => {
    await tick();
    sabotage();
    expect(strReplace('a  b', /\s+/g, ' ')).toBe('a b');
    while (saved.length) {
      const [o, k, d] = saved.pop()!;
      Object.defineProperty(o, k, d);
    }
    await tick();
    // A clone would still answer correctly; what this pins is that the check ran again and the
    // page's own (restored) prototype serves: a spy on exec sees the call.
    const RP = RegExp.prototype as unknown as { exec: (s: string) => RegExpExecArray | null };
    const real = RP.exec;
    let calls = 0;
    const spy = function (this: RegExp, s: string) {
      calls++;
      return real.call(this, s);
    };
    expect(reTest(/a/, 'a')).toBe(true);
    RP.exec = spy;
    await tick();
    // Replaced again in this new task: the helper must not call the page's exec.
    expect(reTest(/a/, 'a')).toBe(true);
    expect(calls).toBe(0);
    RP.exec = real;
  });
});

describe('escapes', () => {
  it('do not call a replaced Number.prototype.toString', async () => {
    const { cssEscape, jsString } = await import('../../../src/core/locators/escape');
    const before = [cssEscape('1a'), jsString('a\u0001b')];
    const d = Object.getOwnPropertyDescriptor(Number.prototype, 'toString')!;
    Object.defineProperty(Number.prototype, 'toString', {
      value: () => {
        throw new Error('sabotaged');
      },
      configurable: true,
      writable: true,
    });
    try {
      expect([cssEscape('1a'), jsString('a\u0001b')]).toEqual(before);
    } finally {
      Object.defineProperty(Number.prototype, 'toString', d);
    }
    expect(before).toEqual(['\\31 a', "'a\\u0001b'"]);
  });
});
