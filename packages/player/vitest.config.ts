import { defineProject } from 'vitest/config'

// root: the package, so `vitest run --config packages/player/vitest.config.ts` works from the repo root
export default defineProject({
  root: import.meta.dirname,
  // isolate: false: files follow one another in a worker; they keep no module state and mock no module
  test: { name: 'player', environment: 'jsdom', include: ['src/**/*.test.ts'], isolate: false },
})
