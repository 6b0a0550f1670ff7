import { defineConfig } from 'vitest/config'

// One runner, named projects: `vitest run --project web` runs one suite alone (see README).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/player', 'apps/server', 'apps/web', 'scripts'],
  },
})
