// @vitest-environment node
// Driver failures as typed codes: Playwright's own messages (recorded from playwright-core 1.64 with
// Chromium) for a select on a button, a negative viewport, an unknown key, a long `type` that timed
// out; no ANSI escapes, nothing of the caller's input beyond 200 characters.
import { describe, expect, test } from 'vitest';
import { clip, driverError, stripAnsi } from '../../../../src/node/guard/driverError';

const ESC = '\u001b';
const callLog = `\nCall log:\n${ESC}[2m  - waiting for locator('button')${ESC}[22m\n`;

describe('driverError', () => {
  test('select_option on a button: NOT_APPLIED', () => {
    const e = new Error(`locator.selectOption: Error: Element is not a <select> element${callLog}`);
    expect(driverError(e)).toMatchObject({ code: 'NOT_APPLIED', message: 'Element is not a <select> element' });
  });

  test('check on a box whose click the page undid: NOT_APPLIED, the call log read as no navigation', () => {
    const e = new Error(
      `elementHandle.check: Clicking the checkbox did not change its state\nCall log:\n  - waiting for scheduled navigations to finish\n`,
    );
    expect(driverError(e)).toMatchObject({
      code: 'NOT_APPLIED',
      message: 'Clicking the checkbox did not change its state',
    });
  });

  test('resize to width -5: INVALID_COMMAND', () => {
    const e = new Error(
      'page.setViewportSize: Protocol error (Emulation.setDeviceMetricsOverride): Screen width and height values must be positive, not greater than 10000000',
    );
    expect(driverError(e).code).toBe('INVALID_COMMAND');
  });

  test('an unknown key name: INVALID_COMMAND', () => {
    expect(driverError(new Error('keyboard.press: Unknown key: "Frobnicate"'))).toMatchObject({
      code: 'INVALID_COMMAND',
      message: 'Unknown key: "Frobnicate"',
    });
  });

  test('a 50,000-character type that timed out: TIMEOUT, short, no ANSI', () => {
    const text = 'x'.repeat(50_000);
    const e = new Error(
      `locator.pressSequentially: Timeout 5000ms exceeded.${callLog}${ESC}[2m  - elementHandle.type("${text}")${ESC}[22m`,
    );
    const r = driverError(e);
    expect(r.code).toBe('TIMEOUT');
    expect(r.message.length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(r)).not.toMatch(/\u001b|xxxxxxxxxx/);
  });

  test('a first line that is itself long is clipped at 200', () => {
    const r = driverError(new Error(`Something odd with ${'y'.repeat(10_000)}`));
    expect(r.code).toBe('INTERNAL');
    expect(r.message.length).toBe(200);
  });

  test('stripAnsi and clip', () => {
    expect(stripAnsi(`${ESC}[31mred${ESC}[39m ${ESC}]8;;http://x${ESC}\\link`)).toBe('red link');
    expect(clip('abc', 2)).toBe('a…');
  });
});
