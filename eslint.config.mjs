// Type-aware linting for everything we write: the action and CLI (src), the stand-ins, the
// tests, scripts and benchmarks. Formatting is Prettier's job (eslint-config-prettier turns the
// overlapping rules off), so this file is only about correctness and clarity.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', '.dist-check/**', 'node_modules/**', 'demo-output/**', 'bench/.work/**', 'coverage/**'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  comments.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/explicit-function-return-type': [
        'error',
        { allowExpressions: true, allowTypedFunctionExpressions: true }
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      // A `let` that a closure reads before its one assignment is how a cycle of objects is built.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // A rule switched off must say why, beside the switch.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unused-disable': 'error',
      'no-console': 'off'
    }
  },
  {
    // Each GitHub topic module returns its method table; config-repo.ts names the composed type
    // (ReturnType of each), so writing the tables' types out twice would only drift.
    files: ['src/github/{auto-merge,checks,comments,deployments,git-data,pulls,statuses}.ts'],
    rules: { '@typescript-eslint/explicit-function-return-type': 'off' }
  },
  {
    // Tests and benchmarks read JSON bodies and build ad-hoc helpers; their types come from the
    // assertions, so the unsafe-any and return-type rules would only add casts.
    files: ['test/**', 'bench/**', 'standins/**/*.test.ts', 'standins/**/testkit.ts'],
    rules: {
      '@typescript-eslint/explicit-function-return-type': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
      // Values read from JSON of loose shape are printed with String() on purpose.
      '@typescript-eslint/no-base-to-string': 'off'
    }
  },
  {
    // The stand-ins' route handlers share one async signature, whether or not they wait; the
    // objects they serve are loose JSON that they print with String() on purpose.
    files: ['standins/**'],
    rules: { '@typescript-eslint/require-await': 'off', '@typescript-eslint/no-base-to-string': 'off' }
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/explicit-function-return-type': 'off' },
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly' }
    }
  },
  prettier
)
