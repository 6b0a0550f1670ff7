// Writes src/routes.generated.ts from the endpoint table (a contract test fails when it is stale).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderRoutesModule } from '../src/render-routes.ts'

const target = fileURLToPath(new URL('../src/routes.generated.ts', import.meta.url))
writeFileSync(target, renderRoutesModule())
console.log(`wrote ${target}`)
