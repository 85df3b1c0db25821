/** What the code under test inherits, and masking of secrets in what perf-gate writes. */
import { describe, expect, it } from 'vitest';
import {
  addSecret,
  inheritedEnvironment,
  SecretMasker,
  secretValuesOf,
} from '../../src/target/secrets.js';

describe('secrets', () => {
  it('withholds inputs, GITHUB_TOKEN and the ACTIONS_* tokens and URLs; keeps the rest', () => {
    const env = {
      PATH: '/bin',
      HOME: '/home/runner',
      GITHUB_SHA: 'abc',
      ACTIONS_RUNNER_DEBUG: 'true',
      INPUT_TOKEN: 't1-secret',
      INPUT_URL: 'http://127.0.0.1/',
      GITHUB_TOKEN: 't2-secret',
      ACTIONS_RUNTIME_TOKEN: 't3-secret',
      ACTIONS_RUNTIME_URL: 'https://r/',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 't4-secret',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://o/',
      ACTIONS_CACHE_URL: 'https://c/',
      ACTIONS_CACHE_SERVICE_V2: 'true',
      ACTIONS_RESULTS_URL: 'https://s/',
    };
    expect(Object.keys(inheritedEnvironment(env)).sort()).toEqual([
      'ACTIONS_RUNNER_DEBUG',
      'GITHUB_SHA',
      'HOME',
      'PATH',
    ]);
    expect(secretValuesOf(env).sort()).toEqual([
      'https://o/',
      't1-secret',
      't2-secret',
      't3-secret',
      't4-secret',
    ]);
  });

  it('masks a secret however the output is cut into chunks, and nothing else', () => {
    addSecret('s3cr3t-value');
    addSecret('abc'); // too short to mask without hiding ordinary words
    const text = 'start s3cr3t-value middle s3cr3t-valu end s3cr3t-value';
    for (let cut = 1; cut < text.length; cut++) {
      const masker = new SecretMasker();
      const out = masker.push(text.slice(0, cut)) + masker.push(text.slice(cut)) + masker.flush();
      expect(out).toBe('start *** middle s3cr3t-valu end ***');
    }
    const masker = new SecretMasker();
    expect(masker.push('abc s3cr3t')).toBe('abc ');
    expect(masker.flush()).toBe('s3cr3t');
  });
});
