import { and, count, eq, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/connect.ts'
import * as t from '../db/schema/index.ts'
import { hashPassword } from '../lib/secrets.ts'
import { AVATAR_CATEGORIES, MENU_PAGES, PROMO_KEYS, SEO_MASKS, SURVEY_QUESTIONS } from './site.ts'
import { seedCatalogueIfEmpty } from './catalogue.ts'
import { seedCommerce, seedCommerceIfMissing } from './commerce.ts'
import { seedMissingInfoPages } from './info-pages.ts'
import { seedDemoChannels } from './guide-channels.ts'
import { seedLiveTv } from './live-tv.ts'
import { PROVIDERS } from './providers.ts'
import { translateCatalogueTexts } from './translated-texts.ts'
import { withTranslations } from '../i18n/localized.ts'

export const DEMO_PHONE = '77000000001'
export const SECOND_PHONE = '77000000002'

/**
 * What a server does to its database before it listens: migrations, then the demo seed of an empty
 * database, under the start-up lock so several instances starting at once on one PostgreSQL neither
 * run a migration twice nor seed twice, and none serves a half-seeded catalogue. Answers whether it seeded.
 */
export function prepareDatabase(
  database: Database,
  now: Date,
  options: { demoChannels?: number } = {},
): Promise<boolean> {
  // on the start-up lock's own connection (issue 30: no request's time-outs for migrations and seeding)
  return database.exclusively(async (db) => {
    await database.migrate(db)
    const seeded = await seedIfEmpty(db, now)
    // The guide's scale demo (issue 11): EFIR_DEMO_CHANNELS channels in all
    if (options.demoChannels) await seedDemoChannels(db, options.demoChannels)
    return seeded
  })
}

/** Brands added after a demo database was made (issue 12: the second brand) join it on its next start. */
async function seedProvidersIfMissing(db: Db): Promise<void> {
  const added = await db
    .insert(t.providers)
    .values(PROVIDERS)
    .onConflictDoNothing()
    .returning({ id: t.providers.id })
  if (added.length > 0)
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('providers', 'id'), (select max(id) from providers))`),
    )
}

/**
 * Issue 29: a demo database made before gets the unsubscribe survey and the promo codes' texts in the
 * four languages (rows nobody translated yet; an operator's own translations are left alone).
 */
async function translateServerTexts(db: Db): Promise<void> {
  const untranslated = (column: typeof t.promoKeys.i18n | typeof t.surveyQuestions.i18n) =>
    sql`${column} = '{}'::jsonb`
  for (const q of SURVEY_QUESTIONS) {
    if (q.id === undefined) continue
    const { question, description, answers, i18n } = q
    await db
      .update(t.surveyQuestions)
      .set({ question, description, answers, i18n })
      .where(and(eq(t.surveyQuestions.id, q.id), untranslated(t.surveyQuestions.i18n)))
  }
  for (const k of PROMO_KEYS) {
    const { description, confirmationTitle, confirmationText, i18n } = k
    await db
      .update(t.promoKeys)
      .set({ description, confirmationTitle, confirmationText, i18n })
      .where(and(eq(t.promoKeys.code, k.code), untranslated(t.promoKeys.i18n)))
  }
}

/** Seeds the demo dataset once: a database that already has providers is left alone. */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.providers)
  if ((row?.n ?? 0) > 0) {
    // The catalogue came later (issue 4): an older demo database gets it on its next start.
    await seedCatalogueIfEmpty(db, now)
    await seedProvidersIfMissing(db)
    await seedCommerceIfMissing(db)
    await seedMissingInfoPages(db)
    await translateServerTexts(db)
    await translateCatalogueTexts(db)
    return false
  }
  const demoPassword = await hashPassword('demo')
  await db.transaction(async (tx) => {
    await tx.insert(t.providers).values(PROVIDERS)
    await tx.insert(t.surveyQuestions).values(SURVEY_QUESTIONS)
    // Explicit ids above: move the sequences past them.
    for (const table of ['providers', 'survey_questions']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      )
    }
    await tx.insert(t.menuPages).values(MENU_PAGES)
    await tx.insert(t.seoMasks).values(SEO_MASKS)
    await tx.insert(t.promoKeys).values(PROMO_KEYS)
    for (const [position, category] of AVATAR_CATEGORIES.entries()) {
      const [c] = await tx.insert(t.avatarCategories).values({ title: category.title, position }).returning()
      if (!c) continue
      await tx
        .insert(t.avatars)
        .values(category.avatars.map((n) => ({ categoryId: c.id, src: `/static/avatars/${n}.svg` })))
    }

    const [demo] = await tx
      .insert(t.users)
      .values({
        providerId: 1,
        username: 'demo',
        phone: DEMO_PHONE,
        passwordHash: demoPassword,
        firstName: 'Demo',
        dateJoined: now,
        // Three slots so the "free the oldest slot" path of spec 1 §4 is quick to reach.
        deviceLimit: 3,
      })
      .returning()
    const [second] = await tx
      .insert(t.users)
      .values({ providerId: 2, username: 'nord-subscriber', phone: SECOND_PHONE, dateJoined: now })
      .returning()
    if (!demo || !second) throw new Error('seed users were not created')
    await seedLiveTv(tx)
    await seedCommerce(tx, demo.id, now)
    // A two-device account (login `slots` / password `slots`): the e2e suite fills its slots to watch
    // the client free the oldest one (spec 1 §4 "Device slots") without touching the demo user's devices.
    await tx.insert(t.users).values({
      providerId: 1,
      username: 'slots',
      passwordHash: await hashPassword('slots'),
      firstName: 'Slots',
      dateJoined: now,
      deviceLimit: 2,
    })

    await tx.insert(t.profiles).values([
      { userId: demo.id, name: 'Demo', role: 'adult', iconAvatarId: 1, createdAt: now },
      { userId: demo.id, name: 'Kids', role: 'child', iconAvatarId: 2, createdAt: now },
    ])
    const ago = (ms: number) => new Date(now.getTime() - ms)
    await tx.insert(t.messages).values([
      {
        userId: demo.id,
        ...withTranslations({
          title: {
            ru: 'Добро пожаловать в Efir',
            en: 'Welcome to Efir',
            kk: 'Efir-ге қош келдіңіз',
            uz: 'Efirga xush kelibsiz',
          },
          text: {
            ru: 'Ваша учётная запись готова. Приятного просмотра!',
            en: 'Your account is ready. Enjoy watching!',
            kk: 'Есептік жазбаңыз дайын. Көрудің рахатын көріңіз!',
            uz: 'Hisobingiz tayyor. Yoqimli tomosha!',
          },
        }),
        createdAt: ago(86_400_000),
      },
      {
        userId: demo.id,
        ...withTranslations({
          title: { ru: 'Новые каналы', en: 'New channels', kk: 'Жаңа арналар', uz: 'Yangi kanallar' },
          text: {
            ru: 'В ваш пакет добавлено пять новых каналов.',
            en: 'Five new channels were added to your packet.',
            kk: 'Пакетіңізге бес жаңа арна қосылды.',
            uz: 'Paketingizga beshta yangi kanal qoʻshildi.',
          },
        }),
        createdAt: ago(7_200_000),
      },
      {
        userId: demo.id,
        ...withTranslations({
          title: { ru: 'Промокод', en: 'Promo code', kk: 'Промокод', uz: 'Promokod' },
          text: {
            ru: 'Введите код FREE7 и смотрите 7 дней бесплатно.',
            en: 'Use the code FREE7 for 7 free days.',
            kk: 'FREE7 кодын енгізіп, 7 күн тегін көріңіз.',
            uz: 'FREE7 kodini kiriting va 7 kun bepul tomosha qiling.',
          },
        }),
        createdAt: ago(600_000),
      },
    ])

    // Middleware data (spec 1 §4): the demo phone has exactly one address; the second phone none,
    // so its flow goes through cities and the city's addresses.
    const cities = await tx
      .insert(t.mwCities)
      .values([{ name: 'Almaty' }, { name: 'Astana' }, { name: 'Shymkent' }])
      .returning()
    const [almaty, astana] = cities
    if (!almaty || !astana) throw new Error('seed cities were not created')
    await tx.insert(t.mwAddresses).values([
      {
        phone: DEMO_PHONE,
        cityId: almaty.id,
        providerId: demo.providerId,
        userId: demo.id,
        address: 'Almaty, Abay ave. 10, apt. 5',
      },
      {
        phone: null,
        cityId: almaty.id,
        providerId: second.providerId,
        userId: second.id,
        address: 'Almaty, Dostyk ave. 42, apt. 17',
      },
      {
        phone: null,
        cityId: almaty.id,
        providerId: second.providerId,
        userId: second.id,
        address: 'Almaty, Satpayev st. 3, apt. 8',
      },
      {
        phone: null,
        cityId: astana.id,
        providerId: second.providerId,
        userId: second.id,
        address: 'Astana, Kabanbay Batyr ave. 7, apt. 21',
      },
    ])
  })
  await seedCatalogueIfEmpty(db, now)
  await seedMissingInfoPages(db)
  return true
}
