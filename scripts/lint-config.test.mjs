// The lint keeps the boundaries ARCHITECTURE.md promises (issue 9): each probe below is a file the
// config must refuse (or accept), linted as if it lived at that path. ESLint's probes exist only as
// text; the type-aware rules (oxlint on tsgo) need a real file in a project, written and removed here.
import { execFile } from 'node:child_process'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The rules that fired on `code` at `path` (relative to the repository). */
async function rulesFired(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` })
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const features = `${root}apps/web/src/features`
/** A source file of the feature, as an import path from a file beside it (`./name`). */
function sourceOf(feature) {
  const file = readdirSync(`${features}/${feature}`).find((f) => /^[a-z-]+\.tsx?$/.test(f))
  return file && `./${file.replace(/\.tsx?$/, '')}`
}
/** The probe's feature, and a source file of another one as an import path from inside the first. */
const [probe, other] = readdirSync(features).filter((f) => sourceOf(f))
const otherFile = `../${other}/${sourceOf(other).slice(2)}`

/** A relative path into another app or package: both its zone and the package boundary refuse it. */
const acrossApps = [
  expect.stringMatching(/^import\/no-relative-packages/),
  expect.stringMatching(/^import\/no-restricted-paths/),
]

describe('the lint config', () => {
  it('refuses an import from one feature into another', async () => {
    const code = `export * from '${otherFile}'\n`
    expect(await rulesFired(`apps/web/src/features/${probe}/probe.ts`, code)).toEqual([
      expect.stringMatching(
        new RegExp(`^import/no-restricted-paths: .*features/${probe} may not import another feature`),
      ),
    ])
  })

  it('lets a feature import shared/ and its own files', async () => {
    const code = `export * from '../../shared/api/api-client'\nexport * from '${sourceOf(probe)}'\n`
    expect(await rulesFired(`apps/web/src/features/${probe}/probe.ts`, code)).toEqual([])
  })

  it('refuses React and app code in packages/player', async () => {
    expect(await rulesFired('packages/player/src/probe.ts', "export { useState } from 'react'\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*no React/),
    ])
    expect(
      await rulesFired(
        'packages/player/src/probe.ts',
        "export * from '../../../apps/web/src/shared/api/api-client'\n",
      ),
    ).toEqual(acrossApps)
  })

  it('keeps client and server apart', async () => {
    expect(
      await rulesFired('apps/server/src/probe.ts', "export * from '../../web/src/shared/api/api-client'\n"),
    ).toEqual(acrossApps)
    expect(
      await rulesFired('apps/web/src/shared/probe.ts', "export * from '../../../server/src/app.ts'\n"),
    ).toEqual(acrossApps)
  })

  it('keeps the two apps apart by package name too', async () => {
    expect(await rulesFired('apps/web/src/shared/probe.ts', "export * from '@efir/server'\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*never import each other/),
    ])
    expect(await rulesFired('apps/server/src/probe.ts', "export * from '@efir/web'\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never import each other/),
    ])
  })

  it('uses a package through the entries it exports, never past them nor by a relative path', async () => {
    const path = 'apps/server/src/probe.ts'
    expect(await rulesFired(path, "export * from '@efir/contract/src/index'\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*@efir\/contract through the entries/),
    ])
    expect(await rulesFired(path, "export * from '../../../packages/contract/src/index'\n")).toEqual([
      expect.stringMatching(/^import\/no-relative-packages/),
    ])
    expect(await rulesFired(path, "export * from '@efir/contract/routes'\n")).toEqual([])
    expect(
      await rulesFired(
        'packages/player/src/probe.ts',
        "export * from '@efir/contract/src/routes.generated'\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*through the entries/)])
  })

  it('keeps zod out of the client: contract values from its plain entry, types from anywhere', async () => {
    const path = 'apps/web/src/shared/probe.ts'
    expect(await rulesFired(path, "export { ERROR_CODES } from '@efir/contract'\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports/),
    ])
    expect(await rulesFired(path, "export { ERROR_CODES } from '@efir/contract/routes'\n")).toEqual([])
    expect(await rulesFired(path, "export type { Channel } from '@efir/contract'\n")).toEqual([])
  })

  it('refuses a focused test', async () => {
    const code = "import { it } from 'vitest'\nit.only('runs alone', () => {})\n"
    expect(await rulesFired('apps/web/src/shared/probe.test.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: No \.only in tests/),
    ])
    expect(await rulesFired('apps/server/test/probe.test.ts', code)).toHaveLength(1)
  })

  it('runs the type-aware rules: a floating promise and an any assigned to a number fail', async () => {
    const path = `${root}apps/web/src/shared/lint-probe-${process.pid}.ts`
    writeFileSync(
      path,
      "const later = () => Promise.resolve(1)\nexport function probe() {\n  later()\n  const n: number = JSON.parse('1')\n  return n\n}\n",
    )
    try {
      const run = promisify(execFile)('npx', ['oxlint', '--type-aware', '--format', 'json', path], {
        cwd: root,
      })
      const { stdout } = await run.catch((failed) => failed)
      const rules = JSON.parse(stdout).diagnostics.map((d) => d.code)
      expect(rules.sort()).toEqual(['typescript(no-floating-promises)', 'typescript(no-unsafe-assignment)'])
    } finally {
      rmSync(path, { force: true })
    }
  }, 60_000)
})
