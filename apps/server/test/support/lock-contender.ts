import { createInterface } from 'node:readline'
import { lockDataDir } from '../../src/db/folder-lock.ts'

// A server's start-up as far as its data folder (database-lock.test.ts runs three at once): reads
// `lock <dir> <at ms>` (claims the folder at that instant, prints held or refused) and `release`.

let release: (() => void) | null = null
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, dir = '', at = '0'] = line.split(' ')
  if (command === 'lock') {
    while (Date.now() < Number(at)); // the same instant as the others
    try {
      release = lockDataDir(dir)
      console.log('held')
    } catch {
      console.log('refused')
    }
  } else if (command === 'release') {
    release?.()
    release = null
    console.log('released')
  }
})
console.log('ready')
