import { randomBytes } from 'node:crypto'
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/*
 * PGlite is one process's database: a second server on the same folder would hand out the same ids and
 * lose acknowledged writes (issue 8). The folder is claimed with a lock file naming its holder.
 * Issue 30: three servers started at the same instant gave two or three holders (one read the first's
 * lock before its text was written, took it for stale and removed it), and a stale lock naming a live
 * but unrelated process (containers reuse PIDs) blocked the start. So: the lock appears with its whole
 * text at once (written aside, then hard-linked to its name, which fails if the name exists); it names
 * the holder by process id, the process's start time and the host; a stale lock is removed only under a
 * take-over guard, and only if it is still the stale one.
 */

export const LOCK_FILE = 'efir-server.lock'

/** A holder refreshes its lock's time this often: a lock of another host unrefreshed for STALE_MS is stale. */
const HEARTBEAT_MS = 10_000
const STALE_MS = 60_000
/** A lock whose text cannot be read yet (being written, by a file system without hard links) is live this long. */
const WRITING_MS = 5_000
/** A take-over guard older than this belongs to a process that died while taking over. */
const GUARD_STALE_MS = 10_000
const RETRY_MS = 25
const ATTEMPTS = 200

/** Who holds the folder. `start` identifies the process beyond its id (null where /proc is not). */
export interface LockHolder {
  pid: number
  start: string | null
  host: string
  id: string
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code

/** A process's start time in clock ticks since boot (/proc/<pid>/stat field 22), on Linux; else null. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // field 2, the name, is in parentheses and may hold spaces and parentheses: count after the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** When a process started (ms since the epoch), on Linux (USER_HZ is 100 there); else null. */
function processStartedAt(pid: number): number | null {
  const ticks = processStart(pid)
  try {
    const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]
    return ticks === null || btime === undefined ? null : Number(btime) * 1000 + Number(ticks) * 10
  } catch {
    return null
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
}

type Lock = { text: string; holder: LockHolder | null; legacyPid: number | null; mtimeMs: number }

/** The lock as it is now, or null when there is none. */
function readLock(path: string): Lock | null {
  try {
    const mtimeMs = statSync(path).mtimeMs
    const text = readFileSync(path, 'utf8')
    let holder: LockHolder | null = null
    try {
      const parsed = JSON.parse(text) as Partial<LockHolder>
      if (typeof parsed.pid === 'number' && typeof parsed.host === 'string')
        holder = {
          pid: parsed.pid,
          start: parsed.start ?? null,
          host: parsed.host,
          id: String(parsed.id ?? ''),
        }
    } catch {
      // a lock of a server before issue 30 (its bare process id), or one still being written
    }
    const legacy = /^\d+$/.test(text.trim()) ? Number(text) : null
    return { text, holder, legacyPid: legacy, mtimeMs }
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null
    throw error
  }
}

/** Whether the lock's holder may still be serving the folder (when unsure, it may). */
function lockIsLive(lock: Lock, now = Date.now()): boolean {
  const { holder, legacyPid } = lock
  if (!holder) {
    if (legacyPid === null) return now - lock.mtimeMs < WRITING_MS
    // a bare process id: a process of that id that started after the lock was written is not its holder
    if (!alive(legacyPid)) return false
    const startedAt = processStartedAt(legacyPid)
    return startedAt === null || startedAt <= lock.mtimeMs + 1000
  }
  // another host's process cannot be asked: its heartbeat tells
  if (holder.host !== hostname()) return now - lock.mtimeMs < STALE_MS
  if (!alive(holder.pid)) return false
  const start = processStart(holder.pid)
  return start === null || holder.start === null || start === holder.start
}

/** Removes the lock if it is still `stale` (under a guard: no two processes take over at once). */
function takeOver(path: string, stale: string): void {
  const guard = `${path}.takeover`
  try {
    closeSync(openSync(guard, 'wx'))
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) rmSync(guard, { force: true })
    } catch {
      // gone meanwhile
    }
    return // someone else is taking over: look again
  }
  try {
    if (readLock(path)?.text === stale) unlinkSync(path)
  } finally {
    rmSync(guard, { force: true })
  }
}

/** Creates the lock with its whole text at once; false when one exists. */
function create(path: string, text: string, aside: string): boolean {
  try {
    linkSync(aside, path)
    return true
  } catch (error) {
    const code = errorCode(error)
    if (code === 'EEXIST') return false
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error
  }
  // a file system without hard links: create, then write (read meanwhile, it is live for WRITING_MS)
  let fd: number
  try {
    fd = openSync(path, 'wx')
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  }
  writeSync(fd, text)
  closeSync(fd)
  return true
}

function inUse(dataDir: string, lock: Lock): Error {
  const pid = lock.holder?.pid ?? lock.legacyPid
  const where = lock.holder && lock.holder.host !== hostname() ? ` on ${lock.holder.host}` : ''
  return new Error(
    `The data folder ${dataDir} is in use by another server (process ${pid ?? '?'}${where}). ` +
      'Stop it, or give this one its own folder (EFIR_DATA_DIR) or a PostgreSQL DATABASE_URL.',
  )
}

/**
 * Claims `dataDir` for this process (its lock file, `efir-server.lock`); throws when a live server holds
 * it. A lock whose holder is gone (or is another process now bearing its id) is taken over. Answers
 * the release, which removes the lock if it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  const me: LockHolder = {
    pid: process.pid,
    start: processStart(process.pid),
    host: hostname(),
    id: randomBytes(8).toString('hex'),
  }
  const text = JSON.stringify(me)
  const aside = `${path}.${me.id}`
  writeFileSync(aside, text)
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (create(path, text, aside)) return holding(path, text)
      const lock = readLock(path)
      if (!lock) continue // released meanwhile
      if (lockIsLive(lock)) throw inUse(dataDir, lock)
      takeOver(path, lock.text)
      sleep(RETRY_MS * Math.random())
    }
  } finally {
    rmSync(aside, { force: true })
  }
  throw new Error(`Could not lock the data folder ${dataDir}`)
}

function holding(path: string, text: string): () => void {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date()
      utimesSync(path, now, now)
    } catch {
      // the folder went away: nothing to keep
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()
  const release = () => {
    clearInterval(heartbeat)
    if (readLock(path)?.text === text) rmSync(path, { force: true })
  }
  process.once('exit', release)
  return () => {
    process.removeListener('exit', release)
    release()
  }
}
