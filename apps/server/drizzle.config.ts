import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w @efir/server` writes the SQL migrations both PGlite and PostgreSQL apply.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
