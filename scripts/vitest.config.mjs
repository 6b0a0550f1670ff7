import { defineConfig } from 'vitest/config'

// scripts/: tests of the repository's own tooling (the lint config's boundaries).
export default defineConfig({ test: { name: 'tooling', environment: 'node' } })
