import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/connect.ts'
import * as s from '../src/db/schema.ts'
import { prepareDatabase } from '../src/seed/index.ts'
import { freshPostgres, serverUrl } from './support/test-app.ts'

// Issue 8 "The server is stateless": several instances on one PostgreSQL serve the product as one.

describe.skipIf(!serverUrl)('instances starting at once on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>
  beforeAll(async () => {
    fresh = await freshPostgres()
  })
  afterAll(() => fresh.drop())

  it('three instances migrate and seed an empty database together: once, and all start', async () => {
    const instances = Array.from({ length: 3 }, () => openDatabase({ url: fresh.url }))
    try {
      const seeded = await Promise.all(instances.map((d) => prepareDatabase(d, new Date())))
      expect(seeded.filter(Boolean)).toHaveLength(1)
      const db = instances[0]!.db
      const [users] = await db.select({ n: count() }).from(s.users)
      const [providers] = await db.select({ n: count() }).from(s.providers)
      const [bundles] = await db.select({ n: count() }).from(s.bundles)
      expect([users?.n, providers?.n, bundles?.n]).toEqual([3, 3, 2])
    } finally {
      await Promise.all(instances.map((d) => d.close()))
    }
  })
})
