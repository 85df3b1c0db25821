import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Pure pipeline stages must not reach the world: time, randomness and I/O are passed in.
const worldModules = [
  'node:fs',
  'node:fs/promises',
  'node:child_process',
  'node:net',
  'node:http',
  'node:os',
  '@actions/core',
  '@actions/github',
  'autocannon',
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: [
      'src/config/**',
      'src/experiment/plan.ts',
      'src/stats/**',
      'src/gate/**',
      'src/report/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: worldModules }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seeded random source in.' },
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the clock in.',
        },
      ],
    },
  },
  {
    files: ['examples/**', 'scripts/**', 'bench/**', '__tests__/**'],
    rules: { 'no-console': 'off' },
  },
);
