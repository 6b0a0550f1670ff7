import { withTranslations } from '../i18n/localized.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema/index.ts'
import {
  ADDON_PACKET_ID,
  ADULT_PACKET_ID,
  ALL_INCLUSIVE_PACKET_ID,
  BASE_PACKET_ID,
  FILM_LIBRARY_PACKET_ID,
  FREE_PACKET_ID,
  LIVE_PACKET_CHANNELS,
  LIVE_PACKETS,
  PAID_FILM_PACKET_ID,
} from './live-channels.ts'
import { PROMO_KEYS } from './site.ts'

/**
 * Prices and periods (minor units). The default purchase type of a packet keeps the packet's id
 * (what content pay buttons and the quick-sales list send as purchase_type_id); longer periods are 1xx.
 */
export const PURCHASE_TYPES: (typeof t.purchaseTypes.$inferInsert)[] = [
  { id: FREE_PACKET_ID, packetId: FREE_PACKET_ID, amount: 0, periodDays: 30, isDefault: true },
  { id: BASE_PACKET_ID, packetId: BASE_PACKET_ID, amount: 299_000, periodDays: 30, isDefault: true },
  { id: 101, packetId: BASE_PACKET_ID, amount: 799_000, periodDays: 90, position: 1 },
  { id: 102, packetId: BASE_PACKET_ID, amount: 2_990_000, periodDays: 365, position: 2 },
  { id: ADDON_PACKET_ID, packetId: ADDON_PACKET_ID, amount: 199_000, periodDays: 30, isDefault: true },
  { id: 201, packetId: ADDON_PACKET_ID, amount: 1_990_000, periodDays: 365, position: 1 },
  { id: ADULT_PACKET_ID, packetId: ADULT_PACKET_ID, amount: 99_000, periodDays: 30, isDefault: true },
  {
    id: ALL_INCLUSIVE_PACKET_ID,
    packetId: ALL_INCLUSIVE_PACKET_ID,
    amount: 449_000,
    periodDays: 30,
    isDefault: true,
  },
  {
    id: FILM_LIBRARY_PACKET_ID,
    packetId: FILM_LIBRARY_PACKET_ID,
    amount: 149_000,
    periodDays: 30,
    trialDays: 7,
    trialAmount: 0,
    isDefault: true,
  },
  { id: PAID_FILM_PACKET_ID, packetId: PAID_FILM_PACKET_ID, amount: 99_000, periodDays: 2, isDefault: true },
]

export const BUNDLES: (typeof t.bundles.$inferInsert)[] = [
  {
    id: 1,
    providerId: 1,
    customPrice: 799_000,
    packetIds: [BASE_PACKET_ID],
    ...withTranslations({
      customName: { ru: 'Интернет + ТВ', en: 'Internet + TV', kk: 'Интернет + ТВ', uz: 'Internet + TV' },
      customDescription: {
        ru: 'Домашний интернет и базовый пакет каналов по одной цене.',
        en: 'Home internet and the basic channel packet for one price.',
        kk: 'Үй интернеті мен арналардың базалық пакеті бір бағамен.',
        uz: 'Uy interneti va asosiy kanallar paketi bitta narxda.',
      },
      internetSpeed: { ru: '100 Мбит/с', en: '100 Mbit/s', kk: '100 Мбит/с', uz: '100 Mbit/s' },
    }),
  },
  {
    id: 2,
    providerId: 1,
    customPrice: 999_000,
    packetIds: [ALL_INCLUSIVE_PACKET_ID, ADULT_PACKET_ID, FILM_LIBRARY_PACKET_ID],
    ...withTranslations({
      customName: { ru: 'Максимум', en: 'Maximum', kk: 'Максимум', uz: 'Maksimum' },
      customDescription: {
        ru: 'Всё включено, ночной 18+ и кинотеатр «Синема Плюс».',
        en: 'All inclusive, Night 18+ and the «Cinema Plus» cinema.',
        kk: 'Бәрі қамтылған, Түнгі 18+ және «Синема Плюс» кинотеатры.',
        uz: 'Hammasi kiritilgan, Tungi 18+ va «Sinema Plyus» kinoteatri.',
      },
      internetSpeed: { ru: '500 Мбит/с', en: '500 Mbit/s', kk: '500 Мбит/с', uz: '500 Mbit/s' },
    }),
  },
]

/** Opening balance of the demo user: 1500.00 ₸ (less than the add-on with the base, more than 18+). */
export const DEMO_BALANCE = 150_000

const DAY_MS = 86_400_000

/** Prices, bundles, the demo user's account and its renewing base packet (issue 14). */
export async function seedCommerce(tx: Pick<Db, 'insert'>, demoUserId: number, now: Date): Promise<void> {
  await tx.insert(t.purchaseTypes).values(PURCHASE_TYPES)
  await tx.insert(t.bundles).values(BUNDLES)
  const [account] = await tx
    .insert(t.accounts)
    .values({ userId: demoUserId, currency: 'KZT', balance: DEMO_BALANCE })
    .returning()
  if (!account) throw new Error('seed account was not created')
  await tx.insert(t.ledgerEntries).values({
    accountId: account.id,
    amount: DEMO_BALANCE,
    balanceAfter: DEMO_BALANCE,
    kind: 'opening',
    createdAt: now,
  })
  const expiresAt = new Date(now.getTime() + 25 * DAY_MS)
  await tx.insert(t.subscriptions).values({
    userId: demoUserId,
    packetId: BASE_PACKET_ID,
    purchaseTypeId: BASE_PACKET_ID,
    accountId: account.id,
    startedAt: new Date(now.getTime() - 5 * DAY_MS),
    expiresAt,
    renew: true,
    nextPayAt: expiresAt,
    amount: 299_000,
    createdAt: new Date(now.getTime() - 5 * DAY_MS),
  })
}

/**
 * A demo database seeded before issue 14 gets the commerce catalogue on its next start (migration
 * 0004 kept its packets, prices and balances): the new packets, their channels and prices, bundles and
 * promo codes. Titles keep their old packets; a fresh data folder has the whole demo.
 */
export async function seedCommerceIfMissing(db: Db): Promise<boolean> {
  const [bundle] = await db.select({ id: t.bundles.id }).from(t.bundles).limit(1)
  if (bundle) return false
  await db.transaction(async (tx) => {
    await tx.insert(t.packets).values(LIVE_PACKETS).onConflictDoNothing()
    await tx.insert(t.packetChannels).values(LIVE_PACKET_CHANNELS).onConflictDoNothing()
    await tx.insert(t.purchaseTypes).values(PURCHASE_TYPES).onConflictDoNothing()
    await tx.insert(t.bundles).values(BUNDLES)
    await tx.insert(t.promoKeys).values(PROMO_KEYS).onConflictDoNothing()
  })
  return true
}
