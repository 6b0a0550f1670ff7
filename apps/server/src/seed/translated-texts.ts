import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema/index.ts'
import { LIBRARIES } from './catalogue-data.ts'
import { BUNDLES } from './commerce.ts'
import { LIVE_PACKETS } from './live-channels.ts'

/**
 * Issue 31: a demo database made before gets the texts that stayed Russian in every language: the
 * online cinemas' names, the provider's bundles, the packets' benefits (rows nobody translated yet; an
 * operator's own translations are left alone), and episodes named "<series>. Сезон 1, серия 6" lose the
 * Russian suffix (the server names an episode without a name of its own in the viewer's language).
 */
export async function translateCatalogueTexts(db: Db): Promise<void> {
  for (const library of LIBRARIES) {
    const { title, i18n } = library
    await db
      .update(t.libraries)
      .set({ title, i18n })
      .where(and(eq(t.libraries.id, library.id), sql`${t.libraries.i18n} = '{}'::jsonb`))
  }
  for (const bundle of BUNDLES) {
    const { customName, customDescription, internetSpeed, i18n } = bundle
    await db
      .update(t.bundles)
      .set({ customName, customDescription, internetSpeed, i18n })
      .where(and(eq(t.bundles.id, bundle.id), sql`${t.bundles.i18n} = '{}'::jsonb`))
  }
  for (const packet of LIVE_PACKETS) {
    if (!packet.benefits?.some((b) => b.i18n)) continue
    await db
      .update(t.packets)
      .set({ benefits: packet.benefits })
      .where(and(eq(t.packets.id, packet.id), sql`${t.packets.benefits}::text not like '%"i18n"%'`))
  }
  await db.execute(sql`
    update contents as e set title = s.title from contents as s
    where e.parent_id = s.id and e.content_type = 'episode'
      and e.title = s.title || '. Сезон ' || e.season || ', серия ' || e.series`)
}
