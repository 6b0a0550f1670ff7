import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'
import { readdirSync, readFileSync } from 'node:fs'

const onlyInTests = { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests.' }

// ARCHITECTURE.md "Boundaries, enforced": a feature never imports another feature's files; what two
// features need lives in shared/ or app/ composes them. One zone per feature folder that exists.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: `features/${feature} may not import another feature: move what both need to shared/, or compose them in app/.`,
}))

// ARCHITECTURE.md "The three parts": a workspace package is used through the entries its package.json
// exports, never past them (`@efir/contract/src/…`), and never by a relative path into its folder
// (import/no-relative-packages); the two apps never import each other, by path or by package name.
const workspaces = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces
const pastEntries = workspaces.map((folder) => {
  const { name, exports = {} } = JSON.parse(
    readFileSync(new URL(`./${folder}/package.json`, import.meta.url), 'utf8'),
  )
  const entries = Object.keys(exports).filter((entry) => entry !== '.')
  return {
    group: [`${name}/*`, ...entries.map((entry) => `!${name}/${entry.slice(2)}`)],
    message: `Import ${name} through the entries its package.json exports.`,
  }
})
const appByName = (app) => ({
  group: [app, `${app}/*`],
  message: 'The client and the server never import each other.',
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  // the type-aware rules run in oxlint on tsgo (.oxlintrc.json): the same typescript-eslint rules, ten
  // times faster than on TypeScript's JavaScript checker
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // never parse dependencies: cycles and boundaries are about our own files
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-relative-packages': 'error',
      'no-restricted-imports': ['error', { patterns: pastEntries }],
      'no-restricted-syntax': ['error', onlyInTests],
      'import/no-restricted-paths': [
        'error',
        {
          // paths from the repository root, wherever ESLint runs from
          basePath: import.meta.dirname,
          zones: [
            { target: './apps/web/src/shared', from: './apps/web/src/features' },
            { target: './apps/web/src/shared', from: './apps/web/src/app' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...featureZones,
            // the client never imports server code, the server never imports client code
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            // the contract and the player core know no app (ARCHITECTURE.md "The three parts")
            { target: './packages', from: './apps' },
          ],
        },
      ],
    },
  },
  {
    // the player core is framework-free: no React (its components live in the client)
    files: ['packages/player/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pastEntries,
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'packages/player has no React.',
            },
            {
              group: ['@efir/web', '@efir/web/*', '@efir/server', '@efir/server/*'],
              message: 'packages/player imports no app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...pastEntries, appByName('@efir/web')] }] },
  },
  {
    // bench scripts run code in the page (page.evaluate) beside Node code
    files: ['bench/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // static scripts the client serves as they are (payment-return.js runs in the card page's frame)
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // spec: every user-visible text is an i18n key (tldraw bans JSX literals the same way)
      // zod stays out of the client's bundles: values from the contract's plain entry, types from any
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@efir/contract',
              allowTypeImports: true,
              message:
                "Import values from '@efir/contract/routes' (no zod); only types from '@efir/contract'.",
            },
          ],
          patterns: [appByName('@efir/server')],
        },
      ],
      'no-restricted-syntax': [
        'error',
        onlyInTests,
        {
          selector: 'JSXText[value=/[A-Za-zА-Яа-яЁё]/]',
          message: 'User-visible text must be an i18n key (t(...)).',
        },
      ],
    },
  },
  {
    // tests may write texts in JSX; the .only ban stays (a focused test silently skips the rest)
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', onlyInTests] },
  },
)
