import { eq, sql } from 'drizzle-orm'
import { openDatabase } from './src/db/connect.ts'
import { tokens, users } from './src/db/schema.ts'
import pg from 'pg'
const url = process.argv[2]!
const database = openDatabase({ url })
const db = database.db
const [t] = await db.select({ h: tokens.tokenHash }).from(tokens).limit(1)
const hash = t?.h ?? 'x'
async function measure(name: string, f: () => Promise<unknown>, n = 3000) {
  for (let i = 0; i < 300; i++) await f()
  const c0 = process.cpuUsage(); const w0 = performance.now()
  for (let i = 0; i < n; i++) await f()
  const c = process.cpuUsage(c0); const w = performance.now() - w0
  console.log(name.padEnd(40), ((c.user + c.system) / 1000 / n).toFixed(3), 'ms cpu', (w / n).toFixed(3), 'ms wall')
}
const builder = () => db.select({ token: tokens, user: users }).from(tokens).innerJoin(users, eq(users.id, tokens.userId)).where(eq(tokens.tokenHash, hash)).limit(1)
await measure('drizzle builder token+user', () => builder())
const prep = db.select({ token: tokens, user: users }).from(tokens).innerJoin(users, eq(users.id, tokens.userId)).where(eq(tokens.tokenHash, sql.placeholder('h'))).limit(1).prepare('tok_user')
await measure('drizzle prepared token+user', () => prep.execute({ h: hash }))
const pool = new pg.Pool({ connectionString: url, max: 10 })
const text = builder().toSQL().sql
await measure('pg named token+user', () => pool.query({ name: 'tu', text, values: [hash, 1] }))
await measure('pg select 1', () => pool.query('select 1'))
await measure('pg named select 1', () => pool.query({ name: 's1', text: 'select 1' }))
const client = await pool.connect()
await measure('pg client named select 1', () => client.query({ name: 's1', text: 'select 1' }))
client.release()
await pool.end(); await database.close()
