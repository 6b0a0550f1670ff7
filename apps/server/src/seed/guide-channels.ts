/*
 * The guide's scale demo (issue 11): EFIR_DEMO_CHANNELS=1000 fills the line-up up to that many
 * channels, numbers 44 onwards (id = 100 + number), each with the computed 24 h EPG of its theme. The
 * extra channels are ordinary ones: free, base or add-on, with and without archive, in their theme's
 * category, so the guide's rules meet the same mix at 1,000 rows as at 43.
 */
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema/index.ts'
import {
  COLORS,
  LIVE_CHANNELS,
  categoryLinksOf,
  packetLinksOf,
  type ChannelRow,
  type Offer,
} from './live-channels.ts'

/** The guide demo stops here: EPG airing ids keep the channel id in four digits (schedule/epg.ts). */
export const MAX_DEMO_CHANNELS = 9_000

const THEMES: [ChannelRow['theme'], string][] = [
  ['general', 'Эфир'],
  ['news', 'Новости'],
  ['sport', 'Спорт'],
  ['movies', 'Кино'],
  ['music', 'Музыка'],
  ['kids', 'Детский'],
  ['nature', 'Планета'],
]
const OFFERS: Offer[] = ['free', 'base', 'base', 'addon']
const ARCHIVE_DAYS = [7, 3, 14, 0, 7]

/** Channels numbered after the seeded ones, up to `total` in all. */
export function demoChannels(total: number): (ChannelRow & { offer: Offer })[] {
  const first = Math.max(...LIVE_CHANNELS.map((c) => c.number)) + 1
  const last = Math.min(total, MAX_DEMO_CHANNELS)
  const out: (ChannelRow & { offer: Offer })[] = []
  for (let number = first; number <= last; number++) {
    const [theme, stem] = THEMES[number % THEMES.length] ?? ['general', 'Эфир']
    const archivedDays = ARCHIVE_DAYS[number % ARCHIVE_DAYS.length] ?? 0
    const offer = OFFERS[number % OFFERS.length] ?? 'free'
    const name = `${stem} ${number}`
    out.push({
      id: 100 + number,
      number,
      slug: `demo-${number}`,
      name,
      description: `${name} — демонстрационный телеканал Efir для программы передач. Архив ${archivedDays} дн.`,
      theme,
      age: theme === 'kids' ? 0 : 12,
      color: COLORS[number % COLORS.length] ?? '#3e63dd',
      isFree: offer === 'free',
      isAvailable: true,
      archivedDays,
      offer,
    })
  }
  return out
}

/** Adds the missing demo channels (an older data folder gets them on its next start); answers how many. */
export async function seedDemoChannels(db: Db, total: number): Promise<number> {
  const rows = demoChannels(total)
  if (rows.length === 0) return 0
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(t.channels)
      .values(rows.map(({ offer: _offer, ...row }) => row))
      .onConflictDoNothing()
      .returning({ id: t.channels.id })
    const fresh = new Set(inserted.map((r) => r.id))
    const added = rows.filter((r) => fresh.has(r.id))
    if (added.length === 0) return 0
    await tx.insert(t.categoryChannels).values(added.flatMap(categoryLinksOf)).onConflictDoNothing()
    await tx.insert(t.packetChannels).values(added.flatMap(packetLinksOf)).onConflictDoNothing()
    return added.length
  })
}
