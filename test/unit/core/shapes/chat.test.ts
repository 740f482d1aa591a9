// @vitest-environment node
// BrowserGym's observation carries the chat (browsergym/core/src/browsergym/core/env.py _get_obs:
// chat_messages; send_msg_to_user adds role "assistant", report_infeasible role "infeasible" and
// ends the episode): src/core/shapes/shapes.ts passes the agent's messages on, with the flag.
import { describe, expect, it } from 'vitest';
import { browsergymShape } from '../../../../src/core/shapes/shapes';
import { snap } from '../build';

const h = { lastAction: '', lastActionError: '', actions: [] as string[] };

describe('browsergym shape chat', () => {
  it('carries the messages and no infeasible flag for an ordinary message', () => {
    const chat = [{ role: 'assistant' as const, timestamp: 1, message: 'the answer is 4' }];
    const o = browsergymShape(snap([]), { ...h, chat }, 0);
    expect(o.chat_messages).toEqual(chat);
    expect(o.infeasible).toBe(false);
  });
  it('sets infeasible once the agent reported it', () => {
    const chat = [
      { role: 'assistant' as const, timestamp: 1, message: 'looking' },
      { role: 'infeasible' as const, timestamp: 2, message: 'no such field' },
    ];
    expect(browsergymShape(snap([]), { ...h, chat }, 0).infeasible).toBe(true);
  });
  it('is empty without messages', () => {
    const o = browsergymShape(snap([]), h, 0);
    expect(o.chat_messages).toEqual([]);
    expect(o.infeasible).toBe(false);
  });
});
