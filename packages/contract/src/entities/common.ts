import { z } from 'zod'

/** The largest value an integer column holds: every id or count a request names stays under it (issue 8). */
export const INT_MAX = 2_147_483_647

/** Positive integer id given in a path (`/devices/:id`): numeric strings are coerced, anything else is a 400. */
export const IdParam = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) })

export const IsoDateTime = z.iso.datetime({ offset: true })

/** Phone: digits only (spec 3 §5), 9-15 digits; a leading '+' or spaces from masks are rejected server-side. */
export const Phone = z.string().regex(/^\d{9,15}$/, 'phone must be 9-15 digits')

export const LanguageCode = z.enum(['ru', 'en', 'kk', 'uz'])
export type LanguageCode = z.infer<typeof LanguageCode>

export const Ok = z.object({ ok: z.literal(true) })
