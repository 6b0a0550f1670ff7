// The READMEs list what exists (issue 33): the client's feature and shared folders in the root README's
// "Where the code is", and every source file of the player core in its README's table.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url)
const read = (path) => readFileSync(new URL(path, root), 'utf8')
const entries = (path) => readdirSync(new URL(path, root), { withFileTypes: true })

/** The backticked names of the README bullet that starts with `folder`. */
function listedIn(folder) {
  const readme = read('README.md')
  const start = readme.indexOf(`- \`${folder}\``)
  const end = readme.indexOf('\n- ', start + 1)
  return [...readme.slice(start, end).matchAll(/`([^`]+)`/g)].map((match) => match[1]).slice(1)
}

describe.each(['apps/web/src/features/', 'apps/web/src/shared/'])('the README lists %s', (folder) => {
  const listed = listedIn(folder)

  it('names every folder in it', () => {
    const folders = entries(folder)
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.filter((name) => !listed.includes(name))).toEqual([])
  })

  it('names nothing that is not there', () => {
    const names = listed.filter((name) => /^[a-z][a-z-]*(\.ts)?$/.test(name))
    expect(names.length).toBeGreaterThan(10)
    expect(names.filter((name) => !existsSync(new URL(`${folder}${name}`, root)))).toEqual([])
  })
})

describe("the player core's README", () => {
  const table = read('packages/player/README.md')
  const sources = entries('packages/player/src/')
    .filter((entry) => entry.isDirectory() || !/\.test\.ts$/.test(entry.name))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))

  it('has every source file in its table, and no file that is gone', () => {
    const rows = table.split('\n').filter((line) => line.startsWith('| `'))
    const named = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]))
    expect(sources.filter((name) => !named.includes(name))).toEqual([])
    expect(named.filter((name) => !sources.includes(name))).toEqual([])
  })
})
