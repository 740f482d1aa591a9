/**
 * The `pagemark` executable's entry. A session verb (open, click, snapshot, ...) goes to the small
 * session client, which loads nothing heavy; the session's own process and every other command
 * (snapshot of a URL, agent, mcp, demo) load the full CLI on demand, so a command on a warm session
 * pays only for Node and a socket round trip.
 */
import { isVerb } from './sessioncli/verbs';
import { runClient } from './sessioncli/client';

const argv = process.argv.slice(2);

/** The first word that is not a session flag (`-s NAME`, `--session=NAME`, `--json`). */
function firstWord(a: string[]): string | undefined {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === '-s' || x === '--session') i++;
    else if (!x.startsWith('-')) return x;
  }
  return undefined;
}

/**
 * `pagemark snapshot <url-or-file> [options]` is the one-shot snapshot of the CLI before sessions;
 * the session's `snapshot` takes only its own flags, so anything else is the one-shot one.
 */
function sessionSnapshot(a: string[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === 'snapshot' || x === '--json' || /^(--session|--max-tokens|--find|-s)=/.test(x)) continue;
    if (x === '-s' || x === '--session' || x === '--max-tokens' || x === '--find') i++;
    else return false;
  }
  return true;
}

const word = firstWord(argv);
const oneShot = word === 'snapshot' && !sessionSnapshot(argv);

if (argv[0] === '__session') {
  void import('./sessioncli/sessionProcess').then(async (m) => process.exit(await m.runSession(argv.slice(1))));
} else if (argv[0] === 'install' || (argv[0] === '--help' && (argv[1] === 'agents' || argv[1] === 'session'))) {
  void import('./sessioncli/skills').then((m) => process.exit(m.runSkillsCommand(argv)));
} else if ((isVerb(word) && !oneShot) || argv.some((a) => /^(-s|--session)(=|$)/.test(a))) {
  // A session flag makes any word a session command: an unknown one gets the session's typed error.
  void runClient(argv).then((code) => process.exit(code));
} else {
  void import('./cli');
}
