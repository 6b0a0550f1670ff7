import { z } from 'zod'

/** Positive integer id given in a path (`/devices/:id`): numeric strings are coerced, anything else is a 400. */
export const IdParam = z.object({ id: z.coerce.number().int().positive() })

export const IsoDateTime = z.iso.datetime({ offset: true })

/** Phone: digits only (spec 3 §5), 9-15 digits; a leading '+' or spaces from masks are rejected server-side. */
export const Phone = z.string().regex(/^\d{9,15}$/, 'phone must be 9-15 digits')

export const LanguageCode = z.enum(['ru', 'en', 'kk', 'uz'])
export type LanguageCode = z.infer<typeof LanguageCode>

export const Ok = z.object({ ok: z.literal(true) })
