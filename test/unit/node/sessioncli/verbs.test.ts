// The verb table: each command line becomes the tool call the MCP server would get, or a usage
// message naming the verb's usage.
import { describe, expect, it } from 'vitest';
import { parseVerb } from '../../../../src/node/sessioncli/verbs';

const call = (argv: string[]) => {
  const p = parseVerb(argv, '/work');
  if ('error' in p) throw new Error(p.error);
  return p.call;
};

describe('parseVerb', () => {
  it('maps verbs to the tools and arguments of the tool layer', () => {
    expect(call(['click', '12'])).toEqual({ tool: 'browser_click', args: { target: '12', element: '12' } });
    expect(call(['dblclick', 'a5'])).toMatchObject({ tool: 'browser_click', args: { doubleClick: true } });
    expect(call(['fill', '3', 'ada', '--submit'])).toMatchObject({
      tool: 'browser_type',
      args: { target: '3', text: 'ada', submit: true },
    });
    expect(call(['check', '4'])).toEqual({
      tool: 'browser_fill_form',
      args: { fields: [{ target: '4', name: '4', type: 'checkbox', value: 'true' }] },
    });
    expect(call(['snapshot', '--find', 'Save'])).toEqual({ tool: 'browser_find', args: { text: 'Save' } });
    expect(call(['snapshot', '--max-tokens', '500'])).toEqual({ tool: 'browser_snapshot', args: { maxTokens: 500 } });
    expect(call(['tabs', 'select', '2'])).toEqual({ tool: 'browser_tabs', args: { action: 'select', index: 2 } });
    expect(call(['dialog', 'accept', 'yes'])).toEqual({
      tool: 'browser_handle_dialog',
      args: { accept: true, promptText: 'yes' },
    });
    expect(call(['upload', 'a.txt'])).toEqual({ tool: 'browser_file_upload', args: { paths: ['/work/a.txt'] } });
    expect(call(['close'])).toBeNull();
  });

  it('answers bad command lines with the usage', () => {
    const err = (argv: string[]) =>
      'error' in parseVerb(argv, '/') ? (parseVerb(argv, '/') as { error: string }).error : '';
    expect(err(['fill', '3'])).toMatch(/^fill needs a target and one text .*\nusage: pagemark fill <target> <text>/s);
    expect(err(['tabs', 'select', 'two'])).toMatch(/takes a tab number/);
    expect(err(['snapshot', '--max-tokens', 'lots'])).toMatch(/whole number/);
    expect(err(['click', '3', '--nope'])).toMatch(/Unknown option '--nope'/);
    expect(err(['clik'])).toMatch(/unknown command "clik"/);
  });
});
