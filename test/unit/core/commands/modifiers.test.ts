import { describe, expect, it } from 'vitest';
import {
  modifierFlags,
  modifierOf,
  normalizeCombo,
  parseModifiers,
  splitCombo,
} from '../../../../src/core/commands/modifiers';

// Every synonym, in the spellings agents send (the match is case-insensitive).
const SYNONYMS: [string, string][] = [
  ['control', 'Control'],
  ['Control', 'Control'],
  ['ctrl', 'Control'],
  ['CTRL', 'Control'],
  ['controlormeta', 'ControlOrMeta'],
  ['ControlOrMeta', 'ControlOrMeta'],
  ['shift', 'Shift'],
  ['Shift', 'Shift'],
  ['alt', 'Alt'],
  ['Alt', 'Alt'],
  ['meta', 'Meta'],
  ['Meta', 'Meta'],
  ['cmd', 'Meta'],
  ['Cmd', 'Meta'],
  ['command', 'Meta'],
  ['Command', 'Meta'],
];

describe('key modifiers', () => {
  it('names every synonym', () => {
    for (const [name, want] of SYNONYMS) expect(modifierOf(name)).toBe(want);
  });

  it('knows no other names', () => {
    for (const name of ['', 'a', 'option', 'super', 'win', 'Enter', 'control ', 'toString', '__proto__'])
      expect(modifierOf(name)).toBeNull();
  });

  it('parses a modifiers list, skipping what is not one', () => {
    expect(parseModifiers(undefined)).toEqual([]);
    expect(parseModifiers(['ctrl', 'x', 'Shift', 'command', 'ALT', 'controlormeta'])).toEqual([
      'Control',
      'Shift',
      'Meta',
      'Alt',
      'ControlOrMeta',
    ]);
  });

  it('maps modifiers to event flags (ControlOrMeta is ctrlKey in the page)', () => {
    expect(modifierFlags([])).toEqual({});
    expect(modifierFlags(['Control'])).toEqual({ ctrlKey: true });
    expect(modifierFlags(['ControlOrMeta'])).toEqual({ ctrlKey: true });
    expect(modifierFlags(['Shift', 'Alt', 'Meta'])).toEqual({ shiftKey: true, altKey: true, metaKey: true });
  });

  it('splits a key combination', () => {
    expect(splitCombo('Enter')).toEqual({ modifiers: [], key: 'Enter' });
    expect(splitCombo('ctrl+a')).toEqual({ modifiers: ['Control'], key: 'a' });
    expect(splitCombo('Cmd+Shift+Z')).toEqual({ modifiers: ['Meta', 'Shift'], key: 'Z' });
    expect(splitCombo('Hyper+Tab')).toEqual({ modifiers: [], key: 'Tab' });
    expect(splitCombo('+')).toEqual({ modifiers: [], key: '+' });
    expect(splitCombo('Control++')).toEqual({ modifiers: ['Control'], key: '+' });
    for (const [name, want] of SYNONYMS) expect(splitCombo(`${name}+k`)).toEqual({ modifiers: [want], key: 'k' });
  });

  it('renames synonyms in a combination for a driver, keeping the rest', () => {
    expect(normalizeCombo('Enter')).toBe('Enter');
    expect(normalizeCombo('ctrl+a')).toBe('Control+a');
    expect(normalizeCombo('command+shift+z')).toBe('Meta+Shift+z');
    expect(normalizeCombo('Control++')).toBe('Control++');
    expect(normalizeCombo('+')).toBe('+');
    expect(normalizeCombo('Hyper+Tab')).toBe('Hyper+Tab');
    expect(normalizeCombo('meta')).toBe('meta');
  });
});
