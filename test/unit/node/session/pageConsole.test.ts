// @vitest-environment node
// browser_console_messages' text: @playwright/mcp 0.0.83's count line, message lines and nested
// levels (playwright-core tools/backend/tab.ts), page errors counted as errors.
import { describe, expect, test } from 'vitest';
import {
  consoleText,
  levelOf,
  readConsole,
  shownAt,
  type ConsoleMessageLike,
  type ConsoleSource,
} from '../../../../src/node/session/pageConsole';

const msg = (type: string, text: string, line = 1): ConsoleMessageLike => ({
  type: () => type,
  text: () => text,
  location: () => ({ url: 'http://localhost:1/', lineNumber: line }),
});

function page(since: ConsoleMessageLike[], before: ConsoleMessageLike[] = [], errors: Error[] = []): ConsoleSource {
  return {
    consoleMessages: async (o) => (o?.filter === 'all' ? [...before, ...since] : since),
    pageErrors: async () => errors,
  };
}

describe('levels', () => {
  test('each level includes the more severe ones', () => {
    expect(shownAt('error', 'error')).toBe(true);
    expect(shownAt('error', 'warning')).toBe(false);
    expect(shownAt('warning', 'error')).toBe(true);
    expect(shownAt('info', 'log')).toBe(true);
    expect(shownAt('info', 'debug')).toBe(false);
    expect(shownAt('debug', 'debug')).toBe(true);
  });
  test('console API types map to Playwright MCP levels', () => {
    expect(levelOf('assert')).toBe('error');
    expect(levelOf('table')).toBe('info');
    expect(levelOf('trace')).toBe('debug');
    expect(levelOf('something-new')).toBe('info');
  });
});

describe('readConsole', () => {
  test('counts errors and warnings, shows the level asked for, page errors by stack', async () => {
    const err = new Error('boom');
    err.stack = 'Error: boom\n    at http://localhost:1/:3';
    const p = page(
      [msg('log', 'hello', 4), msg('error', 'bad', 5), msg('warning', 'hm'), msg('debug', 'dbg')],
      [],
      [err],
    );
    const info = await readConsole(p, 'info');
    expect(consoleText(info, 'info')).toBe(
      [
        'Total messages: 5 (Errors: 2, Warnings: 1)',
        'Returning 4 messages for level "info"',
        '',
        '[LOG] hello @ http://localhost:1/:4',
        '[ERROR] bad @ http://localhost:1/:5',
        '[WARNING] hm @ http://localhost:1/:1',
        'Error: boom\n    at http://localhost:1/:3',
      ].join('\n'),
    );
    const errors = await readConsole(p, 'error');
    expect(errors.lines).toEqual(['[ERROR] bad @ http://localhost:1/:5', 'Error: boom\n    at http://localhost:1/:3']);
  });

  test('no "Returning" line when every message is shown', async () => {
    const r = await readConsole(page([msg('log', 'a')]), 'debug');
    expect(consoleText(r, 'debug')).toBe(
      'Total messages: 1 (Errors: 0, Warnings: 0)\n\n[LOG] a @ http://localhost:1/:1',
    );
  });

  test('since the last navigation unless all', async () => {
    const p = page([msg('log', 'page2')], [msg('log', 'page1')]);
    expect((await readConsole(p)).lines.join()).not.toContain('page1');
    expect((await readConsole(p, 'info', true)).lines.join()).toContain('page1');
  });
});
