import type { Endpoint } from './endpoint.ts'
import { endpoints } from './index.ts'

/** Source of routes.generated.ts: each endpoint as a route (no schemas) under its own name, plus the contract's plain constants and rules. */
export function renderRoutesModule(): string {
  const route = (e: Endpoint) => {
    const fields = [
      `id: '${e.id}'`,
      `method: '${e.method}'`,
      `path: '${e.path}'`,
      `auth: '${e.auth}'`,
      `cacheMs: ${e.cacheMs}`,
      ...(e.tokenErrorExempt ? ['tokenErrorExempt: true'] : []),
      ...(e.idempotent ? ['idempotent: true'] : []),
    ]
    return `export const ${e.id} = { ${fields.join(', ')} } as const satisfies Route`
  }
  return [
    '// Generated from the endpoint table by `npm run generate -w @efir/contract`: do not edit.',
    '// The client imports this module (no zod); types come from the full contract.',
    "import type { Route } from './route.ts'",
    '',
    "export { buildPath } from './endpoint.ts'",
    "export type * from './route.ts'",
    "export * from './constants.ts'",
    "export * from './phone-rules.ts'",
    "export * from './path-refs.ts'",
    '',
    ...Object.values(endpoints as Record<string, Endpoint>)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(route),
    '',
  ].join('\n')
}
