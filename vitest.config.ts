import { defineConfig } from 'vitest/config'

// One runner, named projects: `vitest run --project web` runs one suite alone (see README).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/player', 'apps/server', 'apps/web', 'scripts'],
    // Two workers: on this 2-core machine Vitest's default (cores - 1) ran one file at a time (issue
    // 28). Set here for every project: Vitest refuses projects of one run with different counts.
    maxWorkers: 2,
  },
})
