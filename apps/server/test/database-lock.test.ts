import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/connect.ts'

// Issue 8: a second server on the same PGlite folder would hand out the same ids and lose writes.
describe('one server per PGlite folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-lock-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('refuses a second opening with a clear message, and opens again once the first has closed', async () => {
    const first = openDatabase({ dataDir })
    await first.db.execute('select 1')
    expect(() => openDatabase({ dataDir })).toThrow(/in use by another server \(process \d+\)/)
    await first.close()
    const again = openDatabase({ dataDir })
    await again.db.execute('select 1')
    await again.close()
    // two PGlite start-ups, the first creating the cluster: 8 s alone, over 20 s on two busy cores
  }, 60_000)

  it('takes over a lock left by a process that is gone', async () => {
    writeFileSync(join(dataDir, 'efir-server.lock'), '999999999')
    const db = openDatabase({ dataDir })
    await db.db.execute('select 1')
    await db.close()
  })
})
