// @vitest-environment node
// DNS rebinding and cross-site requests against the HTTP transport's rule.
import { describe, expect, test } from 'vitest';
import { checkRequest, hostPolicy } from '../../../../src/node/guard/hostCheck';

describe('hostCheck', () => {
  const p = hostPolicy('localhost', 8931);

  test('loopback names at the bound port pass, with or without a same-host Origin', () => {
    for (const host of ['localhost:8931', '127.0.0.1:8931', '[::1]:8931', 'LOCALHOST:8931'])
      expect(checkRequest({ host }, p)).toBeNull();
    expect(checkRequest({ host: 'localhost:8931', origin: 'http://localhost:8931' }, p)).toBeNull();
    expect(checkRequest({ host: 'localhost:8931', origin: 'chrome-extension://abc' }, p)).toBeNull();
  });

  test('a foreign Host (DNS rebinding) and a missing one are refused', () => {
    expect(checkRequest({ host: 'evil.example:8931' }, p)).toMatchObject({ status: 403 });
    expect(checkRequest({ host: 'localhost:9999' }, p)).toMatchObject({ status: 403 });
    expect(checkRequest({}, p)).toMatchObject({ status: 400 });
  });

  test('a foreign, opaque or malformed Origin is refused', () => {
    for (const origin of ['http://evil.example', 'http://localhost:1234', 'null', '::'])
      expect(checkRequest({ host: 'localhost:8931', origin }, p)).toMatchObject({ status: 403 });
  });

  test('--allowed-hosts adds names (any port, or exact) and * turns the check off', () => {
    const q = hostPolicy('0.0.0.0', 8931, ['mcp.lan', 'box:9000']);
    expect(checkRequest({ host: 'mcp.lan:8931' }, q)).toBeNull();
    expect(checkRequest({ host: 'box:9000', origin: 'http://box:9000' }, q)).toBeNull();
    expect(checkRequest({ host: 'box:8931' }, q)).toMatchObject({ status: 403 });
    expect(checkRequest({ host: 'evil.example' }, hostPolicy('localhost', 1, ['*']))).toBeNull();
  });
});
