// NOTE: the root import-x resolver crashes on vite's package exports; external modules cannot form cycles.
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  define: { __BUILD_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // files follow one another in a worker (one jsdom, packages loaded once: issue 28, a process per
    // file took most of the unit stage); vitest.setup.ts gives each its own app modules and a clean page
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
