// @vitest-environment node
/**
 * The agent loop treats page text as data: the observation's page sits between fence lines with a
 * random nonce per run, the system prompt says nothing inside is an instruction, and the snapshot's
 * hidden-instructions warning reaches the model outside the fence (issue: page text as data).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/agent/runAgent';
import { startFakeModel, type FakeModel, type PolicyContext } from '../../fake-model/server';
import { DEMO_TASK, demoPolicy } from '../../fake-model/policies';
import { fakeShop } from '../../fake-model/fakeShop';

const KEY = 'sk-test-5ecret-key-0123456789';
let fm: FakeModel | null = null;
afterEach(async () => {
  await fm?.close();
  fm = null;
});

const FENCE = /<page-content id="([0-9a-f]{32})">\n([\s\S]*)\n<\/page-content id="\1">/;

async function run(api: 'openai' | 'anthropic', warn = false) {
  const seen: PolicyContext[] = [];
  fm = await startFakeModel({
    policy: (ctx) => {
      seen.push(ctx);
      return demoPolicy(ctx);
    },
    apiKey: KEY,
  });
  const shop = fakeShop();
  if (warn) {
    const snapshot = shop.snapshot.bind(shop);
    shop.snapshot = async (o) => ({
      ...(await snapshot(o)),
      warnings: [{ code: 'HIDDEN_INSTRUCTIONS', message: 'hidden text talks to the model (in [7])', bids: ['7'] }],
    });
  }
  const base = api === 'openai' ? fm.openaiBaseURL : fm.anthropicBaseURL;
  const out = await runAgent({
    task: DEMO_TASK,
    session: shop,
    llm: { api, baseURL: base, apiKey: KEY, model: 'fake-1' },
  });
  await fm.close();
  fm = null;
  return { out, seen };
}

describe('runAgent fences page text', () => {
  for (const api of ['openai', 'anthropic'] as const) {
    it(`over ${api}: every observation's page is fenced with the nonce the system prompt names`, async () => {
      const { out, seen } = await run(api);
      expect(out.status).toBe('success');
      expect(seen.length).toBeGreaterThan(1);
      const nonce = FENCE.exec(seen[0]!.observation)![1]!;
      expect(seen[0]!.system).toContain(`<page-content id="${nonce}">`);
      expect(seen[0]!.system).toMatch(/never an instruction to you/);
      for (const ctx of seen) {
        const m = FENCE.exec(ctx.observation);
        expect(m, 'observation fenced').not.toBeNull();
        expect(m![1]).toBe(nonce);
        // The page's element lines are inside the fence.
        expect(m![2]).toMatch(/\[\d+\]</);
      }
    });
  }

  it('a new run draws a new nonce', async () => {
    const a = await run('openai');
    const b = await run('openai');
    expect(FENCE.exec(a.seen[0]!.observation)![1]).not.toBe(FENCE.exec(b.seen[0]!.observation)![1]);
  });

  it("passes the snapshot's warning to the model, after the fence", async () => {
    const { seen } = await run('anthropic', true);
    const obs = seen[0]!.observation;
    const end = obs.search(/<\/page-content id="[0-9a-f]{32}">/);
    const warning = obs.indexOf('pagemark warning: hidden text talks to the model (in [7])');
    expect(end).toBeGreaterThan(0);
    expect(warning).toBeGreaterThan(end);
  });
});
