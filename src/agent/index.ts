/** `pagemark/agent`: the agent loop and its parts (pure: runs in the page and in Node). */
export { runAgent, formatCall } from './runAgent';
export { toolDefinitions } from './tools';
export { formatStep, formatOutcome } from './format';
export { buildObservation, summarizeResult, estimateTokens } from './observation';
export { decide } from './parseOutput';
export { openaiRequest, parseOpenaiReply, OPENAI_BASE_URL } from './openai';
export { anthropicRequest, parseAnthropicReply, ANTHROPIC_BASE_URL, ANTHROPIC_VERSION } from './anthropic';
export { LlmError, retryAfterMs, postJson } from './http';
export { systemPrompt } from './prompt';
export type * from './types';
