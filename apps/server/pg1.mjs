const t0 = Date.now()
const m = await import('@electric-sql/pglite')
console.log('import', Date.now() - t0)
const db = new m.PGlite()
await db.waitReady
console.log('ready', Date.now() - t0)
await db.query('select 1')
console.log('q', Date.now() - t0)
const dump = await db.dumpDataDir('none')
console.log('dump', Date.now() - t0, dump.size)
const db2 = new m.PGlite({ loadDataDir: dump })
await db2.waitReady
console.log('ready2', Date.now() - t0)
