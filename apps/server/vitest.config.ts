import { defineProject } from 'vitest/config'

// Each test file boots the real app on its own fresh database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL / DATABASE_URL is set), so files run in separate processes.
export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 20000,
    hookTimeout: 60000,
    // migrates and seeds once the databases every test app starts from a copy of
    globalSetup: ['./test/support/global-setup.ts'],
  },
})
