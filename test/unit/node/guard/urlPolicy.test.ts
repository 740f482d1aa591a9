// @vitest-environment node
// The URL door: schemes by default and under each flag, file roots (with a link pointing out), and
// the origin lists for navigation and for requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkUrl, requestAllowed } from '../../../../src/node/guard/urlPolicy';

describe('checkUrl: schemes', () => {
  test('http, https and about:blank are open by default', () => {
    for (const u of ['http://127.0.0.1:9/x', 'https://example.com/', 'about:blank'])
      expect(checkUrl(u)).toEqual({ ok: true });
  });

  test('file: is refused by default, naming the flag', () => {
    expect(checkUrl('file:///etc/passwd')).toMatchObject({
      ok: false,
      code: 'NOT_ALLOWED',
      hint: expect.stringContaining('--allow-file-urls') as string,
    });
  });

  test('code-carrying schemes are refused without allowCode, naming --allow-eval', () => {
    for (const u of [
      'javascript:void(window.flag=1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://example.com/0b5e',
      'vbscript:msgbox(1)',
    ]) {
      expect(checkUrl(u)).toMatchObject({
        ok: false,
        code: 'NOT_ALLOWED',
        hint: expect.stringContaining('--allow-eval') as string,
      });
      expect(checkUrl(u, { allowCode: true })).toEqual({ ok: true });
    }
  });

  test('other schemes and about: pages are refused even with every flag', () => {
    for (const u of ['chrome://settings', 'view-source:https://e.x/', 'about:config', 'ftp://e.x/', 'not a url'])
      expect(checkUrl(u, { allowCode: true, fileRoots: ['/'] })).toMatchObject({ ok: false });
  });

  test('file: under a named root opens; outside it, or through a link out, does not', () => {
    const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-url-')));
    const root = path.join(base, 'root');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(root, 'a.html'), '<p>a</p>');
    fs.symlinkSync('/etc/hostname', path.join(root, 'link.html'));
    try {
      const p = { fileRoots: [root] };
      expect(checkUrl(pathToFileURL(path.join(root, 'a.html')).href, p)).toEqual({ ok: true });
      expect(checkUrl('file:///etc/passwd', p)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
      expect(checkUrl(pathToFileURL(path.join(root, 'link.html')).href, p)).toMatchObject({ ok: false });
      expect(checkUrl(`file://${root}/../../../etc/passwd`, p)).toMatchObject({ ok: false });
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });

  test('a long URL is echoed at most 200 characters', () => {
    const r = checkUrl('javascript:' + 'x'.repeat(50_000));
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).not.toContain('x'.repeat(200));
  });
});

describe('origin lists', () => {
  test('blocked before allowed; an origin, an origin with any port, a bare host', () => {
    const p = {
      allowedOrigins: ['https://good.example', 'http://localhost:*', 'host.example'],
      blockedOrigins: ['https://bad.example'],
    };
    expect(checkUrl('https://good.example/a', p)).toEqual({ ok: true });
    expect(checkUrl('http://localhost:8123/', p)).toEqual({ ok: true });
    expect(checkUrl('http://host.example/x', p)).toEqual({ ok: true });
    expect(checkUrl('https://host.example/x', p)).toEqual({ ok: true });
    expect(checkUrl('https://other.example/', p)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(checkUrl('https://bad.example/', { blockedOrigins: ['https://bad.example'] })).toMatchObject({ ok: false });
    expect(
      checkUrl('https://good.example/', { blockedOrigins: ['good.example'], allowedOrigins: ['good.example'] }),
    ).toMatchObject({ ok: false });
  });

  test('requests: the lists apply to http(s) and ws(s); data: and about: pass', () => {
    const p = { blockedOrigins: ['tracker.example'] };
    expect(requestAllowed('https://tracker.example/pixel.gif', p)).toBe(false);
    expect(requestAllowed('https://site.example/app.js', p)).toBe(true);
    expect(requestAllowed('data:image/png;base64,AAAA', { allowedOrigins: ['https://site.example'] })).toBe(true);
    expect(requestAllowed('https://cdn.example/x.js', { allowedOrigins: ['https://site.example'] })).toBe(false);
  });
});
