/**
 * `pagemark agent <url-or-file> "<task>"`: runs the agent loop (src/agent) on a page in
 * Chromium (launched, `--connect`ed or attached over `--cdp`) against a model endpoint, printing
 * each step as it happens and the AgentOutput at the end (`--json`). Exit code 0 only on success.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { runAgent } from '../agent/runAgent';
import { formatOutcome, formatStep } from '../agent/format';
import type { LlmConfig } from '../agent/types';
import { DEFAULT_MODELS } from '../agent/outcomes';
import { openBrowser } from './browser/openBrowser';
import { loadPage, openChecked } from './loadPage';
import { playwrightSession } from './agentSession';

export interface AgentRun {
  target: string;
  task: string;
  api?: string;
  baseURL?: string;
  model?: string;
  maxSteps: number;
  maxFailures: number;
  vision: boolean;
  json: boolean;
  /** The browser binary the user named; findBrowser.ts looks for one otherwise. */
  chromium?: string | undefined;
  connect?: string;
  cdp?: string;
  viewport: { width: number; height: number };
  bundle: string;
  env: Record<string, string | undefined>;
  out: (s: string) => void;
  err: (s: string) => void;
}

export { DEFAULT_MODELS };

/** The model endpoint from the options and the environment; a string is a usage error. */
export function llmConfig(r: AgentRun): LlmConfig | string {
  const env = r.env;
  const api = r.api ?? (env['OPENAI_API_KEY'] || !env['ANTHROPIC_API_KEY'] ? 'openai' : 'anthropic');
  if (api !== 'openai' && api !== 'anthropic') return `--api must be openai or anthropic (got "${api}")`;
  const baseURL = r.baseURL ?? (api === 'openai' ? env['OPENAI_BASE_URL'] : env['ANTHROPIC_BASE_URL']);
  const apiKey = api === 'openai' ? env['OPENAI_API_KEY'] : env['ANTHROPIC_API_KEY'];
  // A local server (Ollama, vLLM, llama.cpp) needs no key; the hosted APIs do.
  if (!apiKey && !baseURL)
    return `set ${api === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY'}, or point --base-url at a local server`;
  const c: LlmConfig = { api, model: r.model ?? env['PAGEMARK_MODEL'] ?? DEFAULT_MODELS[api] };
  if (baseURL) c.baseURL = baseURL;
  if (apiKey) c.apiKey = apiKey;
  return c;
}

export async function agentCommand(r: AgentRun): Promise<number> {
  const llm = llmConfig(r);
  if (typeof llm === 'string') {
    r.err(`pagemark: ${llm}`);
    return 2;
  }
  const target = await openChecked(r.bundle, r.target, r.err);
  if (typeof target === 'number') return target;
  const log = r.json ? r.err : r.out;
  const opened = await openBrowser(r);
  if (!opened.ok) {
    await target.close();
    r.err(`pagemark: ${opened.message}`);
    return 4;
  }
  const browser: Browser = opened.browser;
  r.err(`${opened.how}; model ${llm.model} over the ${llm.api} API${llm.baseURL ? ` at ${llm.baseURL}` : ''}`);
  const ctl = new AbortController();
  const onSigint = () => ctl.abort();
  process.once('SIGINT', onSigint);
  const context = await browser.newContext({ viewport: r.viewport });
  try {
    const page = await context.newPage();
    if (target.notice) r.err(target.notice);
    const loaded = await loadPage(page, target, r.target);
    if (!loaded.ok) {
      r.err(`pagemark: ${loaded.message}`);
      return 3;
    }
    const session = await playwrightSession(page, { source: fs.readFileSync(r.bundle, 'utf8') });
    log(`task: ${r.task}`);
    const output = await runAgent({
      task: r.task,
      session,
      llm,
      maxSteps: r.maxSteps,
      maxFailures: r.maxFailures,
      vision: r.vision,
      signal: ctl.signal,
      onStep: (s) => log(formatStep(s)),
    });
    log(formatOutcome(output));
    if (r.json) r.out(JSON.stringify(output, null, 2));
    return output.status === 'success' ? 0 : 1;
  } finally {
    process.removeListener('SIGINT', onSigint);
    await context.close().catch(() => {});
    await browser.close().catch(() => {});
    await target.close();
  }
}
