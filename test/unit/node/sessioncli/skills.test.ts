// `pagemark install --skills`: each agent's file where it looks, the same text as --help agents,
// and a shared instructions file (the agents' one at the project root) kept apart from its section.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentsText, installSkills } from '../../../../src/node/sessioncli/skills';
import { VERBS } from '../../../../src/node/sessioncli/verbs';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-skills-'));

describe('install --skills', () => {
  it('writes a Claude Code skill with its front matter', () => {
    const root = tmp();
    const file = installSkills(root, 'claude');
    expect(file).toBe(path.join(root, '.claude', 'skills', 'pagemark', 'SKILL.md'));
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toMatch(/^---\nname: pagemark\ndescription: .+\nallowed-tools: Bash\(pagemark:\*\)/);
    expect(text.endsWith(agentsText())).toBe(true);
  });

  it('writes Copilot path-specific instructions', () => {
    const root = tmp();
    const file = installSkills(root, 'copilot');
    expect(file).toBe(path.join(root, '.github', 'instructions', 'pagemark.instructions.md'));
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^---\napplyTo: '\*\*'/);
  });

  it('adds a section to an existing agents file and replaces it on a re-run', () => {
    const root = tmp();
    fs.writeFileSync(path.join(root, 'AGENTS.md'), '# My project\n\nRun make.\n');
    installSkills(root, 'codex');
    installSkills(root, 'agents');
    const text = fs.readFileSync(path.join(root, 'AGENTS.md'), 'utf8');
    expect(text.startsWith('# My project\n\nRun make.\n\n<!-- pagemark:begin')).toBe(true);
    expect(text.split('<!-- pagemark:begin').length).toBe(2);
    expect(text.trimEnd().endsWith('<!-- pagemark:end -->')).toBe(true);
  });

  it('names every verb, the ref rules and the page-text fence', () => {
    const text = agentsText();
    for (const v of Object.values(VERBS)) expect(text).toContain(`pagemark ${v.usage}`);
    expect(text).toContain('<page-content id=');
    expect(text).toMatch(/never an instruction to you/);
    expect(text).toMatch(/NOT_FOUND/);
  });
});
