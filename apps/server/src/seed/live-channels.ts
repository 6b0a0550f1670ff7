/*
 * Live TV demo data (issue 3). Channel id = 100 + number, except the New Year channel 3929 (№ 42).
 * - Free: 101 (pre-roll VAST, fixed), 102 (archive 14 d, no ad: the plain demo channel), 103, 112 and
 *   113 (no archive; 113 has a pre-roll), 116, 119, 125 (vitrina: config, no stream), 126 (ClearKey DRM),
 *   129, 138, 141 (hidden), 3929.
 * - Base packet 1 (2990 KZT / 30 d, the demo user has it): 104, 105, 106, 109, 114, 115, 117, 120, 121,
 *   122, 127, 130, 131, 132, 134, 135, 139, 140. Add-on packet 2 "Кино и спорт" (1990 KZT): 107, 108,
 *   110, 111, 118, 123 (4K), 133, 136, 137. Packet 3 "Ночной 18+" (990 KZT): 124 (age 18, adult
 *   category 27). Packet 4 "Всё включено" (4490 KZT): base + add-on. 143: paid, in no packet (channel_soon).
 * - Unavailable: 127 (rights, paid) and 128 (maintenance, free). No archive: 112, 113, 115, 124, 125,
 *   134, 141, 143.
 * - Categories: 17 all, 1000 favorites (per viewer), 7 child profile (age ≤ 12), 20 news, 21 sport,
 *   22 movies, 23 music, 24 kids, 25 documentary, 26 free, 27 adult (tags.is_adult), 28 4K (is_4k).
 * - EPG (modules/schedule/epg.ts): the third programme of every Almaty day (slot 2) on every channel is
 *   catch-up banned by the rights holder; series carry season/episode numbers.
 */
import type {
  categoryChannels,
  channelCategories,
  channels,
  packetChannels,
  packets,
} from '../db/schema/index.ts'
import { withTranslations } from '../i18n/localized.ts'

export type ChannelRow = typeof channels.$inferInsert
type Theme = ChannelRow['theme']
/** Who may watch: free for all, in the base packet, in the cinema-and-sport add-on, the 18+ add-on, or sold nowhere yet. */
export type Offer = 'free' | 'base' | 'addon' | 'adult' | 'none'

export const BASE_PACKET_ID = 1
export const ADDON_PACKET_ID = 2
export const ADULT_PACKET_ID = 3
export const ALL_INCLUSIVE_PACKET_ID = 4

export const COLORS = [
  '#e5484d',
  '#f76b15',
  '#ffc53d',
  '#46a758',
  '#12a594',
  '#0090ff',
  '#3e63dd',
  '#8e4ec6',
  '#d6409f',
]

// [slug, name, theme, offer, archive days, age, extra]
type Spec = [string, string, Theme, Offer, number, number, Partial<ChannelRow>?]
const SPECS: Spec[] = [
  ['efir-24', 'Эфир 24', 'general', 'free', 7, 12, { hasPreRoll: true, isFixed: true }],
  ['pervyj-demo', 'Первый Демо', 'general', 'free', 14, 12],
  ['novosti-24', 'Новости 24', 'news', 'free', 7, 12],
  ['mir-novostej', 'Мир Новостей', 'news', 'base', 7, 12],
  ['biznes-tv', 'Бизнес ТВ', 'news', 'base', 3, 12],
  ['sport-arena', 'Спорт Арена', 'sport', 'base', 7, 6],
  ['futbol-hd', 'Футбол HD', 'sport', 'addon', 7, 6],
  ['hokkej-live', 'Хоккей Live', 'sport', 'addon', 3, 6],
  ['kino-hit', 'Кино Хит', 'movies', 'base', 7, 16],
  ['premera', 'Премьера', 'movies', 'addon', 14, 16],
  ['kinoklub', 'Киноклуб', 'movies', 'addon', 7, 16],
  ['retro-kino', 'Ретро Кино', 'movies', 'free', 0, 12],
  ['muzyka-plyus', 'Музыка Плюс', 'music', 'free', 0, 12, { hasPreRoll: true }],
  ['hity-efira', 'Хиты Эфира', 'music', 'base', 3, 12],
  ['rok-volna', 'Рок Волна', 'music', 'base', 0, 16],
  ['multimir', 'Мультимир', 'kids', 'free', 7, 0],
  ['detskij-chas', 'Детский Час', 'kids', 'base', 7, 0],
  ['umka', 'Умка', 'kids', 'addon', 3, 6],
  ['planeta', 'Планета', 'nature', 'free', 7, 0],
  ['okean-tv', 'Океан ТВ', 'nature', 'base', 7, 0],
  ['istoriya', 'История', 'nature', 'base', 14, 12],
  ['nauka', 'Наука 2.0', 'nature', 'base', 7, 6],
  ['efir-4k', 'Эфир 4K', 'nature', 'addon', 7, 0, { is4k: true }],
  ['nochnoj-klub', 'Ночной Клуб 18+', 'adult', 'adult', 0, 18],
  ['vitrina-tv', 'Витрина ТВ', 'general', 'free', 0, 12, { streamType: 'vitrina' }],
  ['efir-premium-drm', 'Эфир Премиум (DRM)', 'movies', 'free', 3, 12, { streamType: 'dash_clearkey' }],
  [
    'nedostupnyj',
    'Закрытый канал',
    'general',
    'base',
    7,
    12,
    { isAvailable: false, accessError: 'channel_unavailable_rights' },
  ],
  [
    'regionalnyj',
    'Региональный',
    'general',
    'free',
    7,
    12,
    { isAvailable: false, accessError: 'channel_unavailable_maintenance' },
  ],
  ['kazakhstan-demo', 'Казахстан Демо', 'general', 'free', 7, 12],
  ['astana-efir', 'Астана Эфир', 'general', 'base', 7, 12],
  ['yumor-tv', 'Юмор ТВ', 'general', 'base', 3, 12],
  ['kuhnya', 'Кухня', 'general', 'base', 7, 0],
  ['puteshestviya', 'Путешествия', 'nature', 'addon', 7, 0],
  ['moda-tv', 'Мода ТВ', 'general', 'base', 0, 12],
  ['avto-plyus', 'Авто Плюс', 'general', 'base', 3, 12],
  ['sport-ekstrim', 'Спорт Экстрим', 'sport', 'addon', 7, 12],
  ['dzhaz', 'Джаз', 'music', 'addon', 7, 12],
  ['klassika', 'Классика', 'music', 'free', 3, 0],
  ['serial-hit', 'Сериал Хит', 'movies', 'base', 7, 16],
  ['detektivy', 'Детективы', 'movies', 'base', 7, 16],
  ['sluzhebnyj', 'Служебный', 'general', 'free', 0, 0, { isHidden: true }],
  ['novogodnij', 'Новогодний', 'general', 'free', 7, 0],
  ['skoro', 'Скоро в эфире', 'general', 'none', 0, 12],
]

/** spec 2 §2 /newyear: the New Year page is fixed to channel 3929. */
const NEW_YEAR_SLUG = 'novogodnij'
/** Channel ids differ from their numbers (id = 100 + number) so a client mixing them up is caught. */
const idOf = (number: number, slug: string) => (slug === NEW_YEAR_SLUG ? 3929 : 100 + number)

export const LIVE_CHANNELS: (ChannelRow & { offer: Offer })[] = SPECS.map(
  ([slug, name, theme, offer, archivedDays, age, extra = {}], i) => ({
    id: idOf(i + 1, slug),
    number: i + 1,
    slug,
    name,
    description: `${name} — демонстрационный телеканал Efir. Круглосуточное вещание, архив ${archivedDays} дн.`,
    theme,
    age,
    color: COLORS[i % COLORS.length] ?? '#3e63dd',
    isFree: offer === 'free',
    isAvailable: true,
    archivedDays,
    vitrinaUrl: extra.streamType === 'vitrina' ? `/vitrina_embed/${idOf(i + 1, slug)}` : null,
    ...extra,
    offer,
  }),
)

type CategoryRow = typeof channelCategories.$inferInsert
const cat = (
  id: number,
  slug: string,
  names: [string, string, string, string],
  position: number,
  extra: Partial<CategoryRow> = {},
): CategoryRow => ({
  id,
  slug,
  names: { ru: names[0], en: names[1], kk: names[2], uz: names[3] },
  position,
  ...extra,
})

/** spec 2 §4/§9: all channels 17, favorites 1000 (per user, computed), child profile 7. */
export const LIVE_CATEGORIES: CategoryRow[] = [
  cat(17, 'all', ['Все каналы', 'All channels', 'Барлық арналар', 'Barcha kanallar'], 0, {
    isAllChannels: true,
    isStartup: true,
  }),
  cat(1000, 'favorites', ['Избранное', 'Favourites', 'Таңдаулылар', 'Sevimlilar'], 1),
  cat(7, 'child', ['Детский профиль', 'Child profile', 'Балалар профилі', 'Bolalar profili'], 2),
  cat(20, 'news', ['Новости', 'News', 'Жаңалықтар', 'Yangiliklar'], 3),
  cat(21, 'sport', ['Спорт', 'Sport', 'Спорт', 'Sport'], 4),
  cat(22, 'movies', ['Кино и сериалы', 'Movies and series', 'Кино және сериалдар', 'Kino va seriallar'], 5),
  cat(23, 'music', ['Музыка', 'Music', 'Музыка', 'Musiqa'], 6),
  cat(24, 'kids', ['Детские', 'Kids', 'Балаларға', 'Bolalar uchun'], 7),
  cat(25, 'nature', ['Познавательные', 'Documentary', 'Танымдық', 'Maʼrifiy'], 8),
  cat(26, 'free', ['Бесплатные', 'Free', 'Тегін', 'Bepul'], 9),
  cat(27, 'adult', ['Для взрослых', 'Adult', 'Ересектерге', 'Kattalar uchun'], 10, {
    isAdult: true,
    short: '18+',
  }),
  cat(28, '4k', ['4K', '4K', '4K', '4K'], 11, { is4k: true, short: '4K' }),
]

const THEME_CATEGORY: Partial<Record<Theme, number>> = {
  news: 20,
  sport: 21,
  movies: 22,
  music: 23,
  kids: 24,
  nature: 25,
  adult: 27,
}

/** The categories a channel is listed in: all, its theme's, child (age ≤ 12), free, 4K. */
export function categoryLinksOf(c: ChannelRow): (typeof categoryChannels.$inferInsert)[] {
  const ids = [17]
  const theme = THEME_CATEGORY[c.theme]
  if (theme !== undefined) ids.push(theme)
  // spec 2 §6: the child profile sees channels aged 12 or less.
  if (c.age !== null && c.age !== undefined && c.age <= 12) ids.push(7)
  if (c.isFree) ids.push(26)
  if (c.is4k) ids.push(28)
  return ids.map((categoryId) => ({ categoryId, channelId: c.id }))
}

export const LIVE_CATEGORY_CHANNELS: (typeof categoryChannels.$inferInsert)[] =
  LIVE_CHANNELS.flatMap(categoryLinksOf)

export const FREE_PACKET_ID = 0
export const FILM_LIBRARY_PACKET_ID = 5
export const PAID_FILM_PACKET_ID = 7

type Localized = Readonly<Record<'ru' | 'en' | 'kk' | 'uz', string>>
type PacketTexts = 'name' | 'short' | 'description' | 'agreement'
/** A demo packet with its texts in the four languages (the row keeps ru, `i18n` the others). */
type PacketSeed = Omit<typeof packets.$inferInsert, PacketTexts | 'i18n'> &
  Record<Exclude<PacketTexts, 'agreement'>, Localized> & { agreement?: Localized }
const packetRow = ({ name, short, description, agreement, ...rest }: PacketSeed) =>
  agreement
    ? { ...rest, ...withTranslations({ name, short, description, agreement }) }
    : { ...rest, ...withTranslations({ name, short, description }) }

/** The packets of provider 1 (prices and periods are in seed/commerce.ts). */
export const LIVE_PACKETS: (typeof packets.$inferInsert)[] = (
  [
    {
      id: FREE_PACKET_ID,
      name: { ru: 'Бесплатный', en: 'Free', kk: 'Тегін', uz: 'Bepul' },
      currency: 'KZT',
      isBase: false,
      kind: 'promo',
      short: {
        ru: 'Бесплатные каналы для всех',
        en: 'Free channels for everyone',
        kk: 'Барлығына арналған тегін арналар',
        uz: 'Hamma uchun bepul kanallar',
      },
      description: {
        ru: 'Каналы, которые смотрят все, даже без входа.',
        en: 'Channels everyone watches, even without signing in.',
        kk: 'Кірмей-ақ барлығы көретін арналар.',
        uz: 'Hamma, hatto kirmasdan ham koʻradigan kanallar.',
      },
      position: 0,
    },
    {
      id: BASE_PACKET_ID,
      name: { ru: 'Базовый', en: 'Basic', kk: 'Базалық', uz: 'Asosiy' },
      currency: 'KZT',
      isBase: true,
      kind: 'base',
      short: {
        ru: 'Главные каналы страны',
        en: 'The country’s main channels',
        kk: 'Елдің басты арналары',
        uz: 'Mamlakatning asosiy kanallari',
      },
      description: {
        ru: 'Новости, сериалы, спорт и детские каналы: всё, с чего начинается телевидение.',
        en: 'News, series, sport and kids’ channels: everything television starts with.',
        kk: 'Жаңалықтар, сериалдар, спорт және балалар арналары: теледидар басталатынның бәрі.',
        uz: 'Yangiliklar, seriallar, sport va bolalar kanallari: televideniye boshlanadigan hamma narsa.',
      },
      libraryIds: [1],
      benefits: [
        {
          icon: 'archive',
          text: 'Архив передач до 7 дней',
          i18n: {
            en: 'Programme archive for up to 7 days',
            kk: 'Хабарлар мұрағаты 7 күнге дейін',
            uz: 'Koʻrsatuvlar arxivi 7 kungacha',
          },
        },
        {
          icon: 'devices',
          text: 'До 3 устройств одновременно',
          i18n: {
            en: 'Up to 3 devices at once',
            kk: 'Бір уақытта 3 құрылғыға дейін',
            uz: 'Bir vaqtda 3 tagacha qurilma',
          },
        },
      ],
      rowSlug: 'popular',
      position: 1,
    },
    {
      id: ADDON_PACKET_ID,
      name: { ru: 'Кино и спорт', en: 'Movies and sport', kk: 'Кино және спорт', uz: 'Kino va sport' },
      currency: 'KZT',
      isBase: false,
      kind: 'additional',
      short: {
        ru: 'Кинопремьеры и прямые трансляции',
        en: 'Movie premieres and live broadcasts',
        kk: 'Кино премьералары және тікелей трансляциялар',
        uz: 'Kino premyeralari va jonli translyatsiyalar',
      },
      description: {
        ru: 'Каналы кино и спорта и фильмы по подписке.',
        en: 'Movie and sport channels and films by subscription.',
        kk: 'Кино және спорт арналары мен жазылым бойынша фильмдер.',
        uz: 'Kino va sport kanallari hamda obuna boʻyicha filmlar.',
      },
      benefits: [
        {
          icon: 'hd',
          text: 'Все каналы в HD',
          i18n: {
            en: 'Every channel in HD',
            kk: 'Барлық арналар HD сапасында',
            uz: 'Barcha kanallar HD sifatida',
          },
        },
      ],
      position: 2,
    },
    {
      id: ADULT_PACKET_ID,
      name: { ru: 'Ночной 18+', en: 'Night 18+', kk: 'Түнгі 18+', uz: 'Tungi 18+' },
      currency: 'KZT',
      isBase: false,
      kind: 'additional',
      short: {
        ru: 'Только для взрослых',
        en: 'Adults only',
        kk: 'Тек ересектерге',
        uz: 'Faqat kattalar uchun',
      },
      description: {
        ru: 'Каналы для взрослых. Доступ защищён PIN-кодом.',
        en: 'Adult channels. Access is protected by a PIN.',
        kk: 'Ересектерге арналған арналар. Қолжетімділік PIN-кодпен қорғалған.',
        uz: 'Kattalar uchun kanallar. Kirish PIN-kod bilan himoyalangan.',
      },
      agreement: {
        ru: 'Подтверждаю, что мне исполнилось 18 лет и я согласен с условиями просмотра.',
        en: 'I confirm that I am 18 or older and accept the viewing terms.',
        kk: 'Маған 18 жас толғанын және көру шарттарымен келісетінімді растаймын.',
        uz: 'Yoshim 18 dan oshganini va tomosha shartlariga roziligimni tasdiqlayman.',
      },
      isAdult: true,
      position: 4,
    },
    {
      id: ALL_INCLUSIVE_PACKET_ID,
      name: { ru: 'Всё включено', en: 'All inclusive', kk: 'Бәрі қамтылған', uz: 'Hammasi kiritilgan' },
      currency: 'KZT',
      isBase: true,
      kind: 'base',
      short: {
        ru: 'Базовый и «Кино и спорт» вместе',
        en: 'Basic and «Movies and sport» together',
        kk: 'Базалық және «Кино және спорт» бірге',
        uz: 'Asosiy va «Kino va sport» birga',
      },
      description: {
        ru: 'Все каналы базового пакета и пакета «Кино и спорт» со скидкой.',
        en: 'Every channel of the Basic and «Movies and sport» packets at a discount.',
        kk: 'Базалық және «Кино және спорт» пакеттерінің барлық арналары жеңілдікпен.',
        uz: 'Asosiy va «Kino va sport» paketlarining barcha kanallari chegirma bilan.',
      },
      includedPacketIds: [BASE_PACKET_ID, ADDON_PACKET_ID],
      position: 3,
    },
    {
      id: FILM_LIBRARY_PACKET_ID,
      name: { ru: 'Синема Плюс', en: 'Cinema Plus', kk: 'Синема Плюс', uz: 'Sinema Plyus' },
      currency: 'KZT',
      isBase: false,
      kind: 'additional',
      short: { ru: 'Онлайн-кинотеатр', en: 'Online cinema', kk: 'Онлайн-кинотеатр', uz: 'Onlayn kinoteatr' },
      description: {
        ru: 'Фильмы онлайн-кинотеатра «Синема Плюс». Первые 7 дней бесплатно.',
        en: 'Films of the «Cinema Plus» online cinema. The first 7 days are free.',
        kk: '«Синема Плюс» онлайн-кинотеатрының фильмдері. Алғашқы 7 күн тегін.',
        uz: '«Sinema Plyus» onlayn kinoteatri filmlari. Dastlabki 7 kun bepul.',
      },
      libraryIds: [2],
      position: 5,
    },
    {
      id: PAID_FILM_PACKET_ID,
      name: {
        ru: 'Фильм на 48 часов',
        en: 'Film for 48 hours',
        kk: '48 сағатқа фильм',
        uz: '48 soatlik film',
      },
      currency: 'KZT',
      isBase: false,
      kind: 'content',
      short: {
        ru: 'Покупка одного фильма',
        en: 'One film purchase',
        kk: 'Бір фильмді сатып алу',
        uz: 'Bitta filmni sotib olish',
      },
      description: {
        ru: 'Фильм доступен 2 дня с момента покупки.',
        en: 'The film is available for 2 days after purchase.',
        kk: 'Фильм сатып алған сәттен бастап 2 күн қолжетімді.',
        uz: 'Film xarid qilingandan keyin 2 kun davomida mavjud.',
      },
      position: 6,
    },
  ] satisfies PacketSeed[]
).map(packetRow)

const OFFER_PACKETS: Record<Offer, number[]> = {
  free: [FREE_PACKET_ID],
  base: [BASE_PACKET_ID, ALL_INCLUSIVE_PACKET_ID],
  addon: [ADDON_PACKET_ID, ALL_INCLUSIVE_PACKET_ID],
  adult: [ADULT_PACKET_ID],
  none: [],
}

/** The packets that sell a channel of an offer. */
export function packetLinksOf(c: { id: number; offer: Offer }): (typeof packetChannels.$inferInsert)[] {
  return OFFER_PACKETS[c.offer].map((packetId) => ({ packetId, channelId: c.id }))
}

export const LIVE_PACKET_CHANNELS: (typeof packetChannels.$inferInsert)[] =
  LIVE_CHANNELS.flatMap(packetLinksOf)
