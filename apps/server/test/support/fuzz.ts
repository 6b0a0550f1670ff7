import fc from 'fast-check'
import { z } from 'zod'

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's inputs. */
interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
}

/**
 * Values no schema field should let through to the database or the code behind it (issue 8): over the
 * integer columns, the edges of JSON numbers, NUL and control characters, long strings, deep nesting.
 */
export const HOSTILE_VALUES: unknown[] = [
  2147483648,
  -2147483649,
  9007199254740991,
  -9007199254740991,
  1e308,
  -1e308,
  0.5,
  -1,
  0,
  '',
  'a\u0000b',
  '\u202e\ud800',
  'x'.repeat(5000),
  '../../etc/passwd',
  "' or 1=1 --",
  [],
  {},
  null,
  true,
  JSON.parse('['.repeat(40) + ']'.repeat(40)),
]

const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
)

const MAX_DEPTH = 4

/** A value of the JSON schema (with `hostile` leaves now and then, so the server sees near-misses). */
function valueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const exact = exactValueOf(schema, depth)
  return fc.oneof({ weight: 6, arbitrary: exact }, { weight: 1, arbitrary: hostile })
}

function exactValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return hostile
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return fc.oneof(...options.map((o) => exactValueOf(o, depth + 1)))
  if (schema.allOf?.length) return exactValueOf(schema.allOf[0]!, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 300))
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 300) })
    case 'integer':
      return fc.oneof(
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -1e9),
          max: Math.min(schema.maximum ?? 1000, 1e9),
        }),
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 2147483647),
      )
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items, depth + 1) : hostile, {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      const required = new Set(schema.required ?? [])
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueOf(s, depth + 1)]))
      return fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) })
    }
    default:
      return hostile
  }
}

/** Inputs for one part of a request (path params, query or body) derived from its zod schema. */
export function inputOf(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined)
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return fc.oneof({ weight: 8, arbitrary: exactValueOf(json, 0) }, { weight: 1, arbitrary: hostile })
}

/** A path or query value as the URL carries it: objects and lists turn into what a browser might send. */
export function asUrlValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  return JSON.stringify(value) ?? ''
}
