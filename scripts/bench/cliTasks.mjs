// The ten agent tasks of the session-CLI comparison (test/fixtures/sessioncli), each as the steps
// an agent takes, and the driver that runs them through a session CLI's shell commands: pagemark's
// or @playwright/cli's. Shared by the test (test/browser/session-cli.spec.ts: solved through
// pagemark alone) and the bench (scripts/bench/cli.mjs: both, side by side).
//
// A step names its element the way an agent reading the output would: by a text on the element's
// line (its label or name), optionally the first such line after a line holding `after` (a row's
// button). The driver finds that line in the newest output that has it and takes the ref on it, so
// it uses only what the commands printed. A task is done when an output of its last command shows
// the `done` text.
import { readFileSync } from 'node:fs';

/** @typedef {{ label: string, after?: string }} Target */
/** @typedef {[string, ...unknown[]]} Step */

export const TASKS = [
  {
    name: 'sign-up form',
    page: 'signup.html',
    steps: [
      ['fill', { label: 'Full name' }, 'Ada Lovelace'],
      ['fill', { label: 'Email' }, 'ada@example.com'],
      ['fill', { label: 'Password' }, 'correct horse'],
      ['select', { label: 'Plan' }, 'Pro'],
      ['check', { label: 'I accept the terms' }],
      ['click', { label: 'Create account' }],
    ],
    done: 'Account created for ada@example.com on the Pro plan',
  },
  {
    name: 'table of identical buttons',
    page: 'table.html',
    steps: [['click', { label: 'Remove', after: 'Grace Hopper' }]],
    done: 'Removed Grace Hopper',
  },
  {
    name: 'custom combobox',
    page: 'combobox.html',
    steps: [
      ['type', { label: 'Country' }, 'Ca'],
      ['click', { label: 'Canada' }],
    ],
    done: 'Shipping to Canada',
  },
  {
    name: 'tabs',
    page: 'tabs.html',
    steps: [
      ['click', { label: 'Billing' }],
      ['click', { label: 'Pay invoice' }],
    ],
    done: 'Invoice paid',
  },
  {
    name: 'modal',
    page: 'modal.html',
    steps: [
      ['click', { label: 'Delete account' }],
      ['check', { label: 'I understand' }],
      ['click', { label: 'Confirm deletion' }],
    ],
    done: 'Account deleted',
  },
  {
    name: 'iframe form',
    page: 'iframe.html',
    steps: [
      ['fill', { label: 'Your name' }, 'Ada'],
      ['fill', { label: 'Message' }, 'My order has not arrived'],
      ['click', { label: 'Send message' }],
    ],
    done: 'Message sent by Ada',
  },
  {
    name: 'long list',
    page: 'longlist.html',
    steps: [
      ['find', 'widget model 437 to cart'],
      ['click', { label: 'widget model 437 to cart' }],
    ],
    done: 'Cart: widget model 437',
  },
  {
    name: 'shadow DOM',
    page: 'shadow.html',
    steps: [
      ['fill', { label: 'Your email' }, 'ada@example.com'],
      ['click', { label: 'Subscribe' }],
    ],
    done: 'Subscribed ada@example.com',
  },
  {
    name: 'menu',
    page: 'menu.html',
    steps: [
      ['click', { label: 'Actions' }],
      ['click', { label: 'Archive' }],
    ],
    done: 'Archive: done',
  },
  {
    name: '3,000-link page',
    page: 'links.html',
    steps: [
      ['find', 'Report 2718'],
      ['click', { label: 'Report 2718' }],
    ],
    done: 'Report 2718 opened',
  },
];

/**
 * How each CLI is spoken: the ref on an element line, and the command line of each step. A
 * playwright-cli snapshot is a file whose path the command prints (its convention): the agent
 * reads it, so the driver does (with `cat`, counted as a command) whenever an output names one.
 */
export const DIALECTS = {
  pagemark: {
    ref: (line) => /^\*?\[([a-z]*\d+)\]/.exec(line)?.[1] ?? null,
    open: (url) => ['open', url],
    step(step, ref) {
      const [verb, , value] = step;
      if (verb === 'find') return ['find', step[1]];
      if (verb === 'type') return ['type', ref, value];
      return value === undefined ? [verb, ref] : [verb, ref, value];
    },
    close: () => ['close'],
    snapshotFile: () => null,
  },
  'playwright-cli': {
    ref: (line) => /\[ref=([a-z0-9]+)\]/.exec(line)?.[1] ?? null,
    open: (url) => ['open', url],
    step(step, ref) {
      const [verb, , value] = step;
      if (verb === 'find') return ['find', step[1]];
      // playwright-cli types into the focused element: click it first (one more command).
      if (verb === 'type')
        return [
          ['click', ref],
          ['type', value],
        ];
      return value === undefined ? [verb, ref] : [verb, ref, value];
    },
    close: () => ['close'],
    snapshotFile: (out) => /\[Snapshot\]\(([^)]+\.ya?ml)\)/.exec(out)?.[1] ?? null,
  },
};

/** The ref of the element a step names, from the outputs so far (newest first). */
export function findRef(outputs, target, dialect) {
  for (let k = outputs.length - 1; k >= 0; k--) {
    const lines = outputs[k].split('\n');
    let armed = !target.after;
    for (const line of lines) {
      if (!armed) {
        if (line.includes(target.after)) armed = true;
        if (!armed || !line.includes(target.label)) continue;
      }
      if (!line.includes(target.label)) continue;
      const ref = dialect.ref(line.trim().replace(/^- /, ''));
      if (ref) return ref;
    }
  }
  return null;
}

/**
 * Runs one task: `exec(argv)` runs one command of the CLI and resolves {code, out, err}; the first
 * task opens the session, the next ones `goto` in it. Resolves what it took.
 */
export async function runTask(task, base, dialectName, exec, cwd, opened = false) {
  const dialect = DIALECTS[dialectName];
  const outputs = [];
  const log = [];
  const t0 = performance.now();
  const run = async (argv) => {
    const r = await exec(argv);
    let text = r.out + r.err;
    log.push({ argv, code: r.code, chars: text.length, text });
    const file = dialect.snapshotFile(text);
    if (file) {
      const body = readFileSync(file.startsWith('/') ? file : `${cwd}/${file}`, 'utf8');
      log.push({ argv: ['cat', file], code: 0, chars: body.length, text: body });
      text += `\n${body}`;
    }
    outputs.push(text);
    return r;
  };
  let ok = true;
  await run(opened ? ['goto', base + task.page] : dialect.open(base + task.page));
  for (const step of task.steps) {
    let ref = null;
    if (step[0] !== 'find') {
      ref = findRef(outputs, step[1], dialect);
      // Not in anything printed so far (a command that prints no page): look again, as an agent would.
      if (!ref) {
        await run(['snapshot']);
        ref = findRef(outputs, step[1], dialect);
      }
      if (!ref) {
        ok = false;
        log.push({ argv: ['(no ref for', step[1].label, ')'], code: -1, chars: 0, text: '' });
        break;
      }
    }
    const argvs = dialect.step(step, ref);
    for (const argv of Array.isArray(argvs[0]) ? argvs : [argvs]) {
      const r = await run(argv);
      if (r.code !== 0) ok = false;
    }
    if (!ok) break;
  }
  const done = ok && outputs.slice(-2).some((o) => o.includes(task.done));
  const ms = performance.now() - t0;
  return { done, ms, commands: log.length, log };
}
