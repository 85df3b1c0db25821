import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError, usage, type Command, type Options } from '../lib/options.js';

const command = {
  name: 'npm run bench:noise --',
  synopsis: ['[--part PART] [options]'],
  options: {
    quick: { type: 'boolean', about: 'the headline' },
    part: { type: 'string', value: 'PART', choices: ['study', 'wander'], about: 'one part' },
    designs: { type: 'list', value: 'DESIGN', choices: ['default', 'pinned'], about: 'designs' },
    cycles: { type: 'number', value: 'N', min: 1, integer: true, about: 'cycles' },
    save: { type: 'string', value: 'FILE', about: 'the recording' },
  },
  positionals: 'FILE…',
} as const satisfies Command<Options>;

const wrong = (args: string[]) => {
  try {
    parseOptions(command, args);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} parsed`);
};

describe('the benchmarks’ option parser', () => {
  it('reads every kind of option, typed, and the files after them', () => {
    const { values, positionals, given } = parseOptions(command, [
      '--part',
      'study',
      '--designs',
      'default, pinned',
      '--cycles=12',
      '--quick',
      'a.json',
      'b.json',
    ]);
    expect(values).toEqual({
      part: 'study',
      designs: ['default', 'pinned'],
      cycles: 12,
      quick: true,
    });
    expect(positionals).toEqual(['a.json', 'b.json']);
    expect(given).toEqual(['part', 'designs', 'cycles', 'quick']);
  });

  it('names the wrong option and what it accepts, then prints the usage', () => {
    const message = wrong(['--part', 'studdy']);
    expect(message).toMatch(
      /^npm run bench:noise: --part accepts one of study, wander, got 'studdy'\./,
    );
    expect(message).toContain('usage: npm run bench:noise -- [--part PART] [options]');
    expect(message).toMatch(/--cycles N +cycles \(a whole number ≥ 1\)/);
    expect(wrong(['--designs', 'default,warm9'])).toContain(
      "--designs accepts one or more of default, pinned, comma-separated, got 'default,warm9'.",
    );
    expect(wrong(['--cycles', '2.5'])).toContain("--cycles accepts a whole number ≥ 1, got '2.5'.");
    expect(wrong(['--cycles', '0'])).toContain("--cycles accepts a whole number ≥ 1, got '0'.");
    expect(wrong(['--cylces', '3'])).toContain('there is no option --cylces.');
    expect(wrong(['--save', '--quick'])).toContain('--save needs a value: FILE.');
    expect(wrong(['--save'])).toContain('--save needs a value: FILE.');
    expect(wrong(['--quick=yes'])).toContain("--quick takes no value, got 'yes'.");
    expect(wrong(['--cycles', '3', '--cycles', '4'])).toContain('--cycles is given twice.');
  });

  it('refuses files where the command takes none', () => {
    const strict = { ...command, positionals: undefined };
    expect(() => parseOptions(strict, ['stray'])).toThrow(/'stray' is not an option/);
  });

  it('lists each option with its placeholder', () => {
    expect(usage(command).split('\n').slice(2)).toEqual([
      '  --quick           the headline',
      '  --part PART       one part (one of study, wander)',
      '  --designs DESIGN  designs (one or more of default, pinned, comma-separated)',
      '  --cycles N        cycles (a whole number ≥ 1)',
      '  --save FILE       the recording',
    ]);
  });
});
