import { defineProject } from 'vitest/config'

// isolate: false: pure schemas and rules; files follow one another in a worker
export default defineProject({ test: { name: 'contract', include: ['src/**/*.test.ts'], isolate: false } })
