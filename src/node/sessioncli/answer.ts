/**
 * A tool's answer as the CLI prints it: its text parts (an image is saved by the tool, which says
 * where), the tool names in hints turned into the verbs that run them, and the exit code from the
 * typed error's code, with the CLI's meanings (0 ok, 1 the action failed, 2 bad usage, 3 the page
 * could not be loaded, 4 no browser).
 */
import type { ToolReply } from '../tools/response';
import type { Reply } from './protocol';
import { DEFAULT_SESSION } from './paths';
import { verbOfTool } from './verbs';

export function exitOf(code: string | undefined): number {
  if (!code) return 0;
  if (code === 'INVALID_COMMAND') return 2;
  if (code === 'NAVIGATION_FAILED') return 3;
  if (code === 'BROWSER') return 4;
  return 1;
}

/** `browser_snapshot` in a hint reads `pagemark snapshot` (with the session flag when it is not the default). */
export function cliWords(text: string, session: string): string {
  const flag = session === DEFAULT_SESSION ? '' : ` -s ${session}`;
  return text.replace(/\bbrowser_[a-z_]+\b/g, (tool) => {
    const verb = verbOfTool(tool);
    return verb ? `\`pagemark${flag} ${verb}\`` : tool;
  });
}

export function replyOf(r: ToolReply, session: string): Reply {
  const text = cliWords(
    r.content
      .filter((c) => c.type === 'text')
      .map((c) => c.text)
      .join('\n'),
    session,
  );
  if (!r.isError) return { text, exit: 0 };
  const code = /^error ([A-Z_]+):/.exec(text)?.[1] ?? 'INTERNAL';
  return { text, exit: exitOf(code), code };
}

export const errorOf = (code: string, message: string, hint?: string): Reply => ({
  text: `error ${code}: ${message}${hint ? `\nhint: ${hint}` : ''}`,
  exit: exitOf(code),
  code,
});
