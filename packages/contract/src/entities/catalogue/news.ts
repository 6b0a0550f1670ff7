import { z } from 'zod'
import { IsoDateTime } from '../common.ts'

// News items.

export const NewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  short: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  published_at: IsoDateTime,
})
export type NewsItem = z.infer<typeof NewsItem>
