// @vitest-environment node
// browser_network_requests and browser_network_request: @playwright/mcp 0.0.83's list and detail
// text (playwright-core tools/backend/network.ts) on hand-made requests.
import { describe, expect, test } from 'vitest';
import {
  isTextual,
  requestDetails,
  requestFilter,
  requestList,
  requestPart,
  type RequestLike,
  type ResponseLike,
} from '../../../../src/node/session/pageNetwork';

type Res = ResponseLike;
function res(status: number, statusText: string, headers: Record<string, string> = {}, body = ''): Res {
  return {
    status: () => status,
    statusText: () => statusText,
    headers: () => headers,
    text: async () => body,
    body: async () => Buffer.from(body),
  };
}
function req(
  url: string,
  o: { method?: string; type?: string; response?: Res | null; failure?: string; post?: string } = {},
): RequestLike {
  return {
    url: () => url,
    method: () => o.method ?? 'GET',
    resourceType: () => o.type ?? 'document',
    headers: () => ({ accept: '*/*' }),
    postData: () => o.post ?? null,
    failure: () => (o.failure ? { errorText: o.failure } : null),
    existingResponse: () => (o.response === undefined ? res(200, 'OK') : o.response),
    timing: () => ({ responseEnd: 12.4 }),
  };
}

describe('requestList', () => {
  const all = [
    req('http://h/'),
    req('http://h/app.js', { type: 'script' }),
    req('http://h/api', { type: 'fetch', method: 'post' }),
    req('http://h/missing.png', { type: 'image', response: res(404, 'Not Found') }),
    req('http://h/down', { type: 'fetch', response: null, failure: 'net::ERR_FAILED' }),
  ];
  test('leaves successful static resources out and says how many', () => {
    expect(requestList(all, {})).toBe(
      [
        '3. [POST] http://h/api => [200] OK',
        '4. [GET] http://h/missing.png => [404] Not Found',
        '5. [GET] http://h/down => [FAILED] net::ERR_FAILED',
        '\nNote: 2 static requests not shown, run with "static" option to see them.',
      ].join('\n'),
    );
  });
  test('static shows everything, numbers stay those of the page', () => {
    expect(requestList(all, { static: true }).split('\n')[1]).toBe('2. [GET] http://h/app.js => [200] OK');
  });
  test('filter by URL regexp; an invalid one is refused', () => {
    expect(requestList(all, { static: true, filter: requestFilter('/api$')! })).toBe(
      '3. [POST] http://h/api => [200] OK',
    );
    expect(requestFilter('(')).toBeNull();
  });
});

describe('requestDetails and parts', () => {
  test('general facts, headers and the body hints', () => {
    const r = req('http://h/api', {
      type: 'fetch',
      method: 'POST',
      post: '{"a":1}',
      response: res(201, 'Created', { 'content-type': 'application/json; charset=utf-8' }),
    });
    expect(requestDetails(3, r)).toBe(
      [
        '#3 [POST] http://h/api',
        '',
        '  General',
        '    status:    [201] Created',
        '    duration:  12ms',
        '    type:      fetch',
        '    mimeType:  application/json',
        '',
        '  Request headers',
        '    accept: */*',
        '',
        '  Response headers',
        '    content-type: application/json; charset=utf-8',
        '',
        'Call browser_network_request with part="request-body" to read the request body.',
        'Call browser_network_request with part="response-body" to read the response body.',
      ].join('\n'),
    );
  });
  test('a textual body as text, a binary one left to save, none for 204', async () => {
    const json = req('http://h/api', {
      response: res(200, 'OK', { 'content-type': 'application/json' }, '{"name":"x"}'),
    });
    expect(await requestPart(json, 'response-body')).toEqual({
      kind: 'text',
      title: 'Response body',
      text: '{"name":"x"}',
    });
    const png = req('http://h/i.png', { response: res(200, 'OK', { 'content-type': 'image/png' }, 'PNG') });
    const p = await requestPart(png, 'response-body');
    expect(p.kind).toBe('binary');
    const empty = req('http://h/x', { response: res(204, 'No Content') });
    expect(await requestPart(empty, 'response-body')).toEqual({ kind: 'none' });
    expect(await requestPart(json, 'request-body')).toEqual({ kind: 'none' });
  });
  test('textual MIME types', () => {
    expect(isTextual('application/json; charset=utf-8')).toBe(true);
    expect(isTextual('application/ld+json')).toBe(true);
    expect(isTextual('image/png')).toBe(false);
  });
});
