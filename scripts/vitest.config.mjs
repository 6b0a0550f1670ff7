import { defineConfig } from 'vitest/config'

// scripts/: tests of the repository's own tooling (the lint config's boundaries).
// ESLint's first lint loads the whole config and its plugins: seconds of CPU on a busy 2-core machine
export default defineConfig({ test: { name: 'tooling', environment: 'node', testTimeout: 60_000 } })
