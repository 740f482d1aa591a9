// @vitest-environment node
/**
 * The agent loop against the fake model server (both wire formats, validated) and a browserless
 * shop page: the multi-step task, recovery from malformed output and from an act error, the ends of
 * a run (max steps, max failures, infeasible, abort) and the HTTP failure paths (429 with
 * retry-after, 500, timeout, 401).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/agent/runAgent';
import { toolDefinitions } from '../../../src/agent/tools';
import { retryAfterMs } from '../../../src/agent/http';
import { decide } from '../../../src/agent/parseOutput';
import { startFakeModel, type Api, type FakeModel, type Policy } from '../../fake-model/server';
import { DEMO_TASK, demoPolicy } from '../../fake-model/policies';
import { fakeShop } from '../../fake-model/fakeShop';

const KEY = 'sk-test-5ecret-key-0123456789';
let fm: FakeModel | null = null;
afterEach(async () => {
  await fm?.close();
  fm = null;
});

async function setup(policy: Policy = demoPolicy) {
  fm = await startFakeModel({ policy, apiKey: KEY });
  return fm;
}
const llm = (m: FakeModel, api: Api, extra: Record<string, unknown> = {}) => ({
  api,
  baseURL: api === 'openai' ? m.openaiBaseURL : m.anthropicBaseURL,
  apiKey: KEY,
  model: 'fake-1',
  ...extra,
});

describe('runAgent', () => {
  for (const api of ['openai', 'anthropic'] as const) {
    it(`completes the demo task over ${api}, with valid requests`, async () => {
      const m = await setup();
      const shop = fakeShop();
      const seen: number[] = [];
      const out = await runAgent({
        task: DEMO_TASK,
        session: shop,
        llm: llm(m, api),
        onStep: (s) => seen.push(s.step),
      });
      expect(m.violations).toEqual([]);
      expect(out.status).toBe('success');
      expect(out.answer).toBe('Showing results for "trail backpack"');
      expect(out.steps.map((s) => s.toolCall?.name)).toEqual(['fill', 'click', 'check', 'done']);
      expect(seen).toEqual([1, 2, 3, 4]);
      expect(out.steps[0]!.thought).toBe('Type the query into the search box.');
      expect(out.steps[0]!.result.summary).toBe('ok, value is now "trail backpack"');
      expect(out.usage.outputTokens).toBe(80);
      expect(out.usage.inputTokens).toBeGreaterThan(0);
      expect(out.steps[0]!.observationTokens).toBeGreaterThan(20);
      // Every request carried the task, the tools named as the verbs, and the tool results.
      const last = m.requests[m.requests.length - 1]!.body;
      expect(JSON.stringify(last)).toContain('Task: Search the store');
      expect(JSON.stringify(last)).toContain('ok, now checked');
      expect(JSON.stringify(last)).toContain('the page state of this step is omitted');
    });
  }

  it('sends one tool per verb, named as the verb, with ActionCommand field names', () => {
    const names = toolDefinitions().map((t) => t.name);
    expect(names).toEqual(
      'click dblclick hover fill type clear press select check uncheck scroll scrollIntoView drag upload goto back forward reload wait selectText extract done infeasible'.split(
        ' ',
      ),
    );
    const fields = new Set(toolDefinitions().flatMap((t) => Object.keys(t.parameters.properties)));
    expect([...fields].sort()).toEqual(
      [
        'amount',
        'answer',
        'direction',
        'files',
        'key',
        'ms',
        'reason',
        'success',
        'target',
        'text',
        'to',
        'untilText',
        'url',
        'values',
      ].sort(),
    );
  });

  it('answers malformed tool arguments with a correction, counts a failure, and recovers', async () => {
    const m = await setup((ctx) => {
      if (ctx.call === 1) return { thought: 'fill', tool: 'fill', rawArguments: '{"target": 7, "text": "trail' };
      if (ctx.call === 2) {
        expect(ctx.toolResults[0]!.content).toMatch(/^error INVALID_TOOL_CALL: fill: the arguments are not valid JSON/);
        expect(ctx.observation).toMatch(/^Correction: /);
      }
      return demoPolicy(ctx);
    });
    const out = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'openai') });
    expect(m.violations).toEqual([]);
    expect(out.status).toBe('success');
    expect(out.steps[0]!.result).toMatchObject({ ok: false, error: { code: 'INVALID_TOOL_CALL' } });
  });

  it('accepts a plain-JSON answer in any dialect parseCommand reads', async () => {
    const m = await setup((ctx) =>
      ctx.call === 1
        ? { text: 'I will type.\n```json\n{"action": "fill", "index": 7, "text": "trail backpack"}\n```' }
        : demoPolicy(ctx),
    );
    const shop = fakeShop();
    const out = await runAgent({ task: DEMO_TASK, session: shop, llm: llm(m, 'anthropic') });
    expect(m.violations).toEqual([]);
    expect(out.status).toBe('success');
    expect(shop.acted[0]).toMatchObject({ action: 'fill', target: 7, text: 'trail backpack' });
  });

  it('feeds an act error back with its code, message and hint, and recovers', async () => {
    const m = await setup((ctx) => {
      if (ctx.call === 1) return { thought: 'try the passkey button', tool: 'click', args: { target: 18 } };
      if (ctx.call === 2) {
        expect(ctx.toolResults).toEqual([
          { content: 'error DISABLED: element 18 is disabled. Hint: pick an enabled element', isError: true },
        ]);
        expect(ctx.observation).toContain('Last action: click(target=18) -> error DISABLED');
      }
      return demoPolicy(ctx);
    });
    const out = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'anthropic') });
    expect(m.violations).toEqual([]);
    expect(out.status).toBe('success');
    expect(out.steps[0]!.result.error).toEqual({
      code: 'DISABLED',
      message: 'element 18 is disabled',
      hint: 'pick an enabled element',
    });
  });

  it('stops after maxSteps', async () => {
    const m = await setup(() => ({ tool: 'scroll', args: { direction: 'down' } }));
    const out = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'openai'), maxSteps: 3 });
    expect(out.status).toBe('max_steps');
    expect(out.steps).toHaveLength(3);
    expect(m.violations).toEqual([]);
  });

  it('ends with failure after maxFailures failures in a row', async () => {
    const m = await setup(() => ({ tool: 'teleport', args: { target: 1 } }));
    const out = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'anthropic'), maxFailures: 2 });
    expect(out.status).toBe('failure');
    expect(out.error?.code).toBe('MAX_FAILURES');
    expect(out.steps).toHaveLength(2);
    expect(out.steps[1]!.result.summary).toBe('invalid: there is no tool "teleport"');
  });

  it('reports infeasible with its reason', async () => {
    const m = await setup(() => ({ tool: 'infeasible', args: { reason: 'this store sells no boats' } }));
    const out = await runAgent({ task: 'Buy a boat', session: fakeShop(), llm: llm(m, 'openai') });
    expect(out).toMatchObject({ status: 'infeasible', answer: 'this store sells no boats' });
  });

  it('retries a 429 after its retry-after', async () => {
    const m = await setup();
    m.faults.push({ status: 429, retryAfter: '1' });
    const out = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'openai') });
    expect(out.status).toBe('success');
    const gap = m.requests[1]!.at - m.requests[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(950);
  });

  it('retries a 500, and reports it once retries run out', async () => {
    const m = await setup();
    m.faults.push({ status: 500, retryAfterMs: '10' }, { status: 503, retryAfterMs: '10' });
    const ok = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'anthropic') });
    expect(ok.status).toBe('success');
    m.faults.push({ status: 500 });
    const bad = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'anthropic', { maxRetries: 0 }) });
    expect(bad).toMatchObject({ status: 'error', error: { code: 'HTTP_500' } });
  });

  it('times out a slow answer', async () => {
    const m = await setup();
    m.faults.push({ delayMs: 3000 });
    const t0 = Date.now();
    const out = await runAgent({
      task: DEMO_TASK,
      session: fakeShop(),
      llm: llm(m, 'openai', { timeoutMs: 300, maxRetries: 0 }),
    });
    expect(out).toMatchObject({ status: 'error', error: { code: 'TIMEOUT' } });
    expect(Date.now() - t0).toBeLessThan(2500);
  });

  it('aborts a request in flight and a backoff wait', async () => {
    const m = await setup();
    m.faults.push({ delayMs: 5000 });
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 200);
    const t0 = Date.now();
    const out = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'anthropic'), signal: ctl.signal });
    expect(out.status).toBe('aborted');
    expect(Date.now() - t0).toBeLessThan(2000);
    m.faults.push({ status: 429, retryAfter: '30' });
    const ctl2 = new AbortController();
    setTimeout(() => ctl2.abort(), 200);
    const out2 = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: llm(m, 'openai'), signal: ctl2.signal });
    expect(out2.status).toBe('aborted');
  });

  it('fails on a wrong key without retrying, and never repeats the key', async () => {
    const m = await setup();
    const wrong = 'sk-wrong-key-abcdef';
    const out = await runAgent({ task: DEMO_TASK, session: fakeShop(), llm: { ...llm(m, 'openai'), apiKey: wrong } });
    expect(out).toMatchObject({ status: 'error', error: { code: 'HTTP_401' } });
    expect(m.requests).toHaveLength(1);
    expect(JSON.stringify(out)).not.toContain(wrong);
  });
});

describe('agent parts', () => {
  it('reads retry-after as seconds, an HTTP date, or retry-after-ms', () => {
    const h = (o: Record<string, string>) => (n: string) => o[n] ?? null;
    expect(retryAfterMs(h({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(h({ 'retry-after-ms': '150', 'retry-after': '9' }))).toBe(150);
    expect(
      retryAfterMs(h({ 'retry-after': 'Thu, 26 Nov 2026 00:00:10 GMT' }), Date.parse('Thu, 26 Nov 2026 00:00:00 GMT')),
    ).toBe(10_000);
    expect(retryAfterMs(h({}))).toBeNull();
  });

  it('parses plain answers: browser-use AgentOutput, BrowserGym calls, done objects', () => {
    const u = { inputTokens: 0, outputTokens: 0 };
    expect(
      decide({
        text: '{"current_state": {"next_goal": "x"}, "action": [{"click_element_by_index": {"index": 5}}]}',
        calls: [],
        usage: u,
      }),
    ).toMatchObject({
      kind: 'act',
      command: { action: 'click', target: 5 },
    });
    expect(decide({ text: "I'll click.\nclick('12')", calls: [], usage: u })).toMatchObject({
      kind: 'act',
      command: { action: 'click', target: '12' },
    });
    expect(decide({ text: '{"done": {"text": "42", "success": true}}', calls: [], usage: u })).toMatchObject({
      kind: 'done',
      answer: '42',
    });
    expect(decide({ text: 'I am not sure.', calls: [], usage: u })).toMatchObject({ kind: 'invalid' });
  });
});
