/**
 * `runAgent`: observe -> model -> act, until the model calls done or infeasible, `maxSteps` runs out,
 * `maxFailures` failures come in a row, the model endpoint fails for good, or `signal` aborts. One
 * implementation for Node and the page: it only calls the session (pagemark's snapshot/render/act)
 * and `fetch`.
 *
 * Each step sends the conversation so far (tool calls and their results, earlier observations cut
 * to one line) and a new observation. A reply that is not a usable tool call gets one corrective
 * message (the error answers its tool call, and the next observation starts with a correction) and
 * counts as a failure; so does an action that fails, whose error code, message and hint go back to
 * the model. A success resets the count, as in browser-use's consecutive_failures.
 */
import type { AgentOptions, AgentOutput, AgentStatus, AgentStep, ModelReply, StepResult, Turn } from './types';
import { UsageError } from '../core/model/errors';
import { buildObservation, estimateTokens, summarizeResult } from './observation';
import { decide, thoughtOf, type Decision } from './parseOutput';
import { toolDefinitions } from './tools';
import { systemPrompt } from './prompt';
import { fencePageText, newFenceNonce } from '../core/render/fence';
import { withWarnings } from '../core/model/hiddenInstructions';
import { OPENAI_API } from './openai';
import { ANTHROPIC_API } from './anthropic';
import { LlmError, completeModel } from './http';
import { AGENT_DEFAULTS, NOT_RUN, correction as correctionText, finishSummary, maxFailuresMessage } from './outcomes';
import { jsonStringify, mathRound, nowP, push, splice } from '../builtins/pristine';

/** A tool call as one line: `click(target=12)`. */
export function formatCall(name: string, args: Record<string, unknown>): string {
  let s = '';
  for (const k in args) s += `${s ? ', ' : ''}${k}=${jsonStringify(args[k])}`;
  return `${name}(${s})`;
}

type Pending = { callId: string; content: string; isError: boolean };

/** The answer to the call that ran goes first, in the order the model made the calls. */
function unshiftResult(list: Pending[], r: Pending): void {
  splice(list, 0, 0, r);
}

export async function runAgent(o: AgentOptions): Promise<AgentOutput> {
  if (!o || typeof o.task !== 'string' || o.task === '')
    throw new UsageError('runAgent: task must be a non-empty string');
  if (!o.session || typeof o.session.snapshot !== 'function' || typeof o.session.act !== 'function')
    throw new UsageError('runAgent: session must have snapshot, render and act (the in-page API or attach(page))');
  if (!o.llm || (o.llm.api !== 'openai' && o.llm.api !== 'anthropic') || !o.llm.model)
    throw new UsageError("runAgent: llm needs api ('openai' or 'anthropic') and model");
  const maxSteps = o.maxSteps ?? AGENT_DEFAULTS.maxSteps;
  const maxFailures = o.maxFailures ?? AGENT_DEFAULTS.maxFailures;
  const session = o.session;
  const started = nowP();
  // The tab and dialog tools only where the session performs them (a host with a session header).
  const tools = toolDefinitions(typeof session.header === 'function');
  // Page text is data: each observation's page sits in a fence whose delimiter the page cannot
  // predict (one random nonce per run), and the system prompt says what the fence means.
  const nonce = newFenceNonce();
  const system = systemPrompt(o.instructions, nonce);
  const api = o.llm.api === 'anthropic' ? ANTHROPIC_API : OPENAI_API;
  const turns: Turn[] = [];
  const steps: AgentStep[] = [];
  const usage = { inputTokens: 0, outputTokens: 0 };
  let failures = 0;
  let lastAction: string | null = null;
  let lastResult: StepResult | null = null;
  let correction: string | null = null;
  let pending: { callId: string; content: string; isError: boolean }[] = [];

  const finish = (
    status: AgentStatus,
    answer: string | null,
    error?: { code: string; message: string },
  ): AgentOutput => {
    const out: AgentOutput = { status, answer, steps, usage, durationMs: mathRound(nowP() - started) };
    if (error) out.error = error;
    return out;
  };
  const report = (s: AgentStep): void => {
    push(steps, s);
    try {
      o.onStep?.(s);
    } catch {}
  };

  for (let step = 1; step <= maxSteps; step++) {
    if (o.signal?.aborted) return finish('aborted', null);
    // Observe.
    let url: string;
    let body: string;
    let image: { mediaType: string; base64: string } | null = null;
    try {
      // The session header first: a dialog blocks the page, which then has no snapshot to give.
      const head = session.header ? await session.header() : null;
      // The page's snapshot has its warning; a stitched one is judged again (withWarnings).
      const snap = head?.blocked ? null : withWarnings(await session.snapshot());
      url = snap ? snap.url : head!.url;
      let page: string;
      if (snap) {
        const text = session.render(snap, 'text', {
          maxTokens: o.maxObservationTokens ?? AGENT_DEFAULTS.maxObservationTokens,
          markNew: true,
        });
        const warned: string[] = [];
        const ws = snap.warnings ?? [];
        for (let i = 0; i < ws.length; i++) push(warned, ws[i]!.message);
        page = fencePageText(text, nonce, warned);
      } else page = '(the page is blocked by the dialog above: answer it with the dialog tool)';
      const history = session.getHistory && snap ? await session.getHistory() : [];
      body = buildObservation({
        step,
        maxSteps,
        url,
        title: snap ? snap.title : head!.title,
        browser: head ? head.text : '',
        lastAction,
        lastResult,
        correction,
        history,
        page,
      });
      if (o.vision && session.screenshot && snap) image = await session.screenshot();
    } catch (e) {
      return finish('error', null, { code: 'OBSERVE_FAILED', message: String((e as Error)?.message ?? e) });
    }
    correction = null;
    push(turns, { role: 'user', results: pending, head: step === 1 ? `Task: ${o.task}` : '', body, image });
    pending = [];

    // Ask the model.
    let reply: ModelReply;
    try {
      reply = await completeModel(api, system, turns, tools, o.llm, o.signal);
    } catch (e) {
      if (o.signal?.aborted) return finish('aborted', null);
      const err = e instanceof LlmError ? e : new LlmError('INTERNAL', String((e as Error)?.message ?? e));
      return finish('error', null, { code: err.code, message: err.message });
    }
    usage.inputTokens += reply.usage.inputTokens;
    usage.outputTokens += reply.usage.outputTokens;
    push(turns, { role: 'assistant', text: reply.text, calls: reply.calls });
    // One action a step: every other call of the reply is answered without running.
    for (let i = 1; i < reply.calls.length; i++)
      push(pending, { callId: reply.calls[i]!.id, content: NOT_RUN, isError: true });

    const d: Decision = decide(reply);
    const thought = thoughtOf(reply);
    const base = { step, url, observationTokens: estimateTokens(body), thought };
    if (d.kind === 'done' || d.kind === 'infeasible') {
      const summary = finishSummary(d.kind, d.kind === 'done' && d.success);
      report({ ...base, toolCall: d.call, result: { ok: true, summary } });
      if (d.kind === 'infeasible') return finish('infeasible', d.reason);
      return finish(d.success ? 'success' : 'failure', d.answer);
    }
    if (d.kind === 'invalid') {
      failures++;
      const message = correctionText(d.message);
      if (d.callId)
        unshiftResult(pending, { callId: d.callId, content: `error INVALID_TOOL_CALL: ${message}`, isError: true });
      correction = message;
      lastAction = null;
      lastResult = null;
      report({
        ...base,
        toolCall: d.call,
        result: {
          ok: false,
          summary: `invalid: ${d.message}`,
          error: { code: 'INVALID_TOOL_CALL', message: d.message },
        },
      });
      if (failures >= maxFailures)
        return finish('failure', null, {
          code: 'MAX_FAILURES',
          message: maxFailuresMessage(failures, d.message),
        });
      continue;
    }
    // Act.
    if (o.signal?.aborted) return finish('aborted', null);
    let result: StepResult;
    try {
      result = summarizeResult(await session.act(d.command));
    } catch (e) {
      // A driver error (the page closed, a navigation tore the context down): fed back like an act error.
      const message = String((e as Error)?.message ?? e);
      result = { ok: false, summary: `error INTERNAL: ${message}`, error: { code: 'INTERNAL', message } };
    }
    lastAction = formatCall(d.call.name, d.call.arguments);
    lastResult = result;
    if (d.callId) unshiftResult(pending, { callId: d.callId, content: result.summary, isError: !result.ok });
    report({ ...base, toolCall: d.call, result });
    if (result.ok) failures = 0;
    else if (++failures >= maxFailures)
      return finish('failure', null, {
        code: 'MAX_FAILURES',
        message: maxFailuresMessage(failures, result.summary),
      });
  }
  return finish('max_steps', null);
}
