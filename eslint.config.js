import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The pure core: config, plan, stats, gate, report and the model they share. Time,
 * randomness and I/O are passed in, so these modules may import only each other and the
 * packages below — never the shell (target, load, experiment/run, github, the entry points)
 * nor node: modules, not even for a type: one import of the shell drags the world in.
 * A folder ends with "/", a file is named whole.
 */
const pureZone = [
  'src/model/',
  'src/config/',
  'src/experiment/plan.ts',
  'src/experiment/shard.ts',
  'src/experiment/analyse.ts',
  'src/stats/',
  'src/gate/',
  'src/report/',
  'src/merge/',
  'src/profile/',
  // The bisect's search, its lockfile reading and its report; src/bisect/run.ts is the shell.
  'src/bisect/search.ts',
  'src/bisect/packages.ts',
  'src/bisect/result.ts',
  'src/bisect/report.ts',
  'src/history/',
];
const purePackages = ['zod', 'yaml', 'simple-statistics'];

const inPureZone = (file) =>
  pureZone.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/** Resolves each import of a pure module and reports any that leaves the pure zone. */
const pureImports = {
  meta: {
    type: 'problem',
    messages: {
      shell:
        "'{{source}}' is outside the pure core: pass what it does in as a value or a function, or move the shared type to src/model/.",
      world:
        "'{{source}}' reaches the world: the pure core may import only itself and {{packages}}.",
    },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (!purePackages.includes(source))
          context.report({
            node,
            messageId: 'world',
            data: { source, packages: purePackages.join(', ') },
          });
        return;
      }
      const target = relative(root, resolve(dirname(context.filename), source))
        .split('\\')
        .join('/')
        .replace(/\.js$/, '.ts');
      if (!inPureZone(target) && !inPureZone(`${target}/`))
        context.report({ node, messageId: 'shell', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
    files: pureZone.map((entry) => (entry.endsWith('/') ? `${entry}**` : entry)),
    plugins: { 'perf-gate': { rules: { 'pure-imports': pureImports } } },
    rules: {
      'perf-gate/pure-imports': 'error',
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
