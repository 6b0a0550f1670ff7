import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/connect.ts'
import { LOCK_FILE, lockDataDir } from '../src/db/folder-lock.ts'

// Issue 8: a second server on the same PGlite folder would hand out the same ids and lose writes.
describe('one server per PGlite folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-lock-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const lockPath = join(dataDir, LOCK_FILE)

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
    writeFileSync(lockPath, '999999999')
    const db = openDatabase({ dataDir })
    await db.db.execute('select 1')
    await db.close()
  })

  // Issue 30: containers reuse process ids; a lock naming one that now belongs to another process
  // blocked the start.
  it('takes over a lock naming a live process that is not its holder (a reused process id)', () => {
    const unrelated = spawn('sleep', ['30'])
    try {
      const pid = unrelated.pid ?? 0
      // a lock of a server before issue 30 (the bare id), written an hour before that process started
      writeFileSync(lockPath, String(pid))
      const hourAgo = new Date(Date.now() - 3600_000)
      utimesSync(lockPath, hourAgo, hourAgo)
      lockDataDir(dataDir)()
      // a lock of today's servers naming the id with another start time
      writeFileSync(lockPath, JSON.stringify({ pid, start: '1', host: hostname(), id: 'gone' }))
      lockDataDir(dataDir)()
      // the same id and start time: that process may be serving, the folder is refused
      const holder = { pid: process.pid, start: null, host: hostname(), id: 'live' }
      writeFileSync(lockPath, JSON.stringify(holder))
      expect(() => lockDataDir(dataDir)).toThrow(/in use by another server \(process \d+\)/)
    } finally {
      unrelated.kill()
      rmSync(lockPath, { force: true })
    }
  })

  it('a lock of another host holds while its holder refreshes it, and is taken over a minute after', () => {
    writeFileSync(lockPath, JSON.stringify({ pid: 1, start: '7', host: 'another-host', id: 'x' }))
    expect(() => lockDataDir(dataDir)).toThrow(/\(process 1 on another-host\)/)
    const minuteAgo = new Date(Date.now() - 61_000)
    utimesSync(lockPath, minuteAgo, minuteAgo)
    lockDataDir(dataDir)()
  })
})

// Issue 30: three servers started at the same instant gave two or three holders in 2 of 15 rounds.
describe('servers starting at the same instant', () => {
  const contender = fileURLToPath(new URL('./support/lock-contender.ts', import.meta.url))
  const root = mkdtempSync(join(tmpdir(), 'efir-lock-race-'))
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const child of children) child.kill()
    rmSync(root, { recursive: true, force: true })
  })

  /** A contender process and the next line it prints. */
  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', contender], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    children.push(child)
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
    const next = async () => String((await lines.next()).value)
    expect(await next()).toBe('ready')
    return { say: (line: string) => child.stdin.write(`${line}\n`), next }
  }

  it('exactly one of three holds the folder, round after round, a stale lock there or not', async () => {
    const three = await Promise.all([start(), start(), start()])
    const holders: number[] = []
    for (let round = 0; round < 16; round++) {
      const dir = join(root, `round-${round}`)
      mkdirSync(dir, { recursive: true })
      // every other round starts with the lock of a server that died
      if (round % 2 === 1) writeFileSync(join(dir, LOCK_FILE), '999999999')
      const at = Date.now() + 200
      for (const c of three) c.say(`lock ${dir} ${at}`)
      const answers = await Promise.all(three.map((c) => c.next()))
      holders.push(answers.filter((a) => a === 'held').length)
      for (const c of three) c.say('release')
      await Promise.all(three.map((c) => c.next()))
    }
    expect(holders).toEqual(Array<number>(16).fill(1))
  }, 60_000)
})
