/**
 * Scripted policies for the fake model: they decide from the observation text alone (no hidden
 * state), like a model would. The demo task: search the demo store for "trail backpack", pick the
 * Winter season, and report the search status line.
 */
import type { Answer, Policy, PolicyContext } from './server';

export const DEMO_TASK =
  'Search the store for "trail backpack", choose the Winter season, and tell me what the search status says.';

/** The number of the element on the first line matching `re` ([N]<...> lines of the text format). */
export function indexOf(observation: string, re: RegExp): number | null {
  for (const line of observation.split('\n')) {
    const m = /^\*?\[(\d+)\]/.exec(line);
    if (m && re.test(line)) return Number(m[1]);
  }
  return null;
}

/** The demo policy: fill the search box, click Search, check Winter, answer with the status text. */
export const demoPolicy: Policy = (ctx: PolicyContext): Answer => {
  const o = ctx.observation;
  if (!/Task: .*trail backpack/.test(ctx.first)) return { text: 'I do not know the task.' };
  const status = /Showing results for "trail backpack"/.exec(o);
  const winter = /^\*?\[(\d+)\]<input type=radio label=Winter([^>\n]*)>/m.exec(o);
  if (status && winter && /\bchecked\b/.test(winter[2]!))
    return {
      thought: 'The search ran and Winter is selected.',
      tool: 'done',
      args: { answer: status[0], success: true },
    };
  if (status && winter)
    return { thought: 'Now the Winter season.', tool: 'check', args: { target: Number(winter[1]) } };
  const box = indexOf(o, /<input type=search/);
  if (box !== null && /<input type=search[^\n]*value="?trail backpack/.test(o)) {
    const button = indexOf(o, /<button>Search$/);
    return { thought: 'The query is typed; press Search.', tool: 'click', args: { target: button } };
  }
  if (box === null) return { tool: 'infeasible', args: { reason: 'no search box on this page' } };
  return {
    thought: 'Type the query into the search box.',
    tool: 'fill',
    args: { target: box, text: 'trail backpack' },
  };
};
