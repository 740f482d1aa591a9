// The session header (src/core/render/renderSession.ts): empty for one tab and nothing pending (the
// observation is then the page text, as before sessions), the tab list from two tabs on, a pending
// dialog, a file chooser and downloads; and BrowserGym's page list from the session's tabs.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSession, renderSessionHeader } from '../../../../src/core/render/renderSession';
import { browsergymShape } from '../../../../src/core/shapes/shapes';
import type { SessionState } from '../../../../src/core/model/session';
import { snap } from '../build';

const one: SessionState = {
  tabs: [{ id: 't1', index: 0, url: 'https://a.test/', title: 'A', active: true }],
  activeTabId: 't1',
  dialogs: [],
  fileChooser: null,
  downloads: [],
};

const two: SessionState = {
  tabs: [
    { id: 't1', index: 0, url: 'https://a.test/', title: 'A', active: false },
    { id: 't3', index: 1, url: 'https://b.test/x', title: 'B "quoted"', active: true, openerTabId: 't1' },
  ],
  activeTabId: 't3',
  dialogs: [{ tabId: 't3', type: 'prompt', message: 'Your name?', defaultValue: 'Ann', state: 'pending' }],
  fileChooser: { tabId: 't1', multiple: true, state: 'pending' },
  downloads: [
    { tabId: 't1', url: 'https://a.test/r', suggestedFilename: 'r.txt', state: 'saved', path: '/d/r.txt', size: 3 },
    { tabId: 't1', url: 'blob:x', suggestedFilename: 'b.bin', state: 'failed', code: 'NOT_WRITABLE', error: 'no' },
  ],
};

describe('renderSession', () => {
  it('adds nothing for one tab with nothing pending', () => {
    expect(renderSessionHeader(one)).toBe('');
    expect(renderSession(one, '[1]<button>Go</button>')).toBe('[1]<button>Go</button>');
  });
  it('lists the tabs, the pending dialog, the chooser and the downloads before the page', () => {
    expect(renderSession(two, null)).toBe(
      [
        'Tabs (2; * marks the active one, actions act there):',
        '  0 t1 "A" https://a.test/',
        '* 1 t3 "B \\"quoted\\"" https://b.test/x',
        'Dialog pending in t3: prompt "Your name?" (default "Ann"); the tab is blocked until it is answered with dialog (accept true or false, text)',
        'File chooser pending in t1 (several files): answer with upload (files), any other action cancels it',
        'Download in t1: "r.txt" saved to /d/r.txt (3 bytes)',
        'Download in t1: "b.bin" failed (NOT_WRITABLE): no',
        '',
        '(the active tab is blocked by the dialog above: answer it to see the page)',
      ].join('\n'),
    );
  });
  it("fills BrowserGym's open_pages_urls and active_page_index from the session", () => {
    const s = snap([], [], { url: 'https://b.test/x' });
    const h = { lastAction: '', lastActionError: '', actions: [] };
    const alone = browsergymShape(s, h, 0);
    expect([alone.open_pages_urls, alone.active_page_index]).toEqual([['https://b.test/x'], 0]);
    const bg = browsergymShape(s, h, 0, two);
    expect([bg.open_pages_urls, bg.active_page_index]).toEqual([['https://a.test/', 'https://b.test/x'], 1]);
  });
  // The Python package prints the header with a port of this renderer (a page a dialog blocks cannot
  // run the bundle's); python/tests/test_session.py checks the port against these recorded outputs,
  // and this checks the recording against the renderer, so a change here cannot leave the port behind.
  it('gives the outputs the Python port is checked against (python/tests/session_header.json)', () => {
    const doc = JSON.parse(fs.readFileSync('python/tests/session_header.json', 'utf8')) as {
      cases: { state: SessionState; page: string | null; text: string }[];
    };
    expect(doc.cases.length).toBeGreaterThan(0);
    for (const c of doc.cases) expect(renderSession(c.state, c.page)).toBe(c.text);
  });
});
