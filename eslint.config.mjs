// One lint setup for the whole repo: typescript-eslint strict + stylistic (type-checked), prettier last.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'bench/**',
      'scripts/**',
      // Data sets and their plain-JS readers (read by scripts/ and by tests).
      'packages/*/test-data/**',
      // The one-line command wrappers (`secapi-server`): plain JS importing the built dist/.
      'packages/*/bin/**',
      // Plain-JS stand-ins run as worker threads by tests (a worker cannot load TypeScript on Node 20).
      'packages/*/test/fixtures/**',
      '**/*.config.ts',
      '**/*.config.mjs',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
    },
  },
  {
    // Core has no hidden clock: time comes from the injected `clock` port.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use ctx.clock.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use ctx.clock.now().',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Core takes options, never process.env.',
        },
      ],
    },
  },
  {
    // One-way layers inside core: net/, data/, providers/, lexical/, domain-age/, redirects/ and
    // mail-auth/ never import an analysis.
    files: ['packages/core/src/{net,data,providers,lexical,domain-age,redirects,mail-auth}/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)analyses/',
              message:
                'net/, data/, providers/, lexical/, domain-age/, redirects/ and mail-auth/ sit below the analyses: move the shared piece down instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Analyses never import a sibling analysis: shared pieces live below them (lexical/, domain-age/,
    // redirects/, mail-auth/, providers/, net/, data/). No exceptions.
    files: ['packages/core/src/analyses/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message:
                'An analysis never imports a sibling analysis: move the shared piece to lexical/, providers/, net/ or data/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  prettier,
);
