import type { menuPages, promoKeys, seoMasks, surveyQuestions } from '../db/schema/index.ts'
import { seoMask } from './catalogue-data.ts'

type MenuPageRow = Omit<typeof menuPages.$inferInsert, 'id'>

/** Header menu (spec 3 §2): "my" pages are hidden from guests. */
export const MENU_PAGES: MenuPageRow[] = [
  {
    slug: 'home',
    title: 'Home',
    titles: { ru: 'Главная', en: 'Home', kk: 'Басты бет', uz: 'Bosh sahifa' },
    template: 'startpage',
    kind: 'default',
    icon: 'home',
    url: '/',
    inBottomBar: true,
    position: 1,
  },
  {
    slug: 'channels',
    title: 'TV channels',
    titles: { ru: 'Телеканалы', en: 'TV channels', kk: 'Телеарналар', uz: 'Telekanallar' },
    template: 'tvchannels',
    kind: 'default',
    icon: 'tv',
    url: '/channels',
    inBottomBar: true,
    position: 2,
  },
  {
    slug: 'movies',
    title: 'Movies',
    titles: { ru: 'Фильмы', en: 'Movies', kk: 'Фильмдер', uz: 'Filmlar' },
    template: 'catalog',
    kind: 'default',
    icon: 'film',
    url: '/movies',
    inBottomBar: true,
    position: 3,
  },
  {
    slug: 'series',
    title: 'Series',
    titles: { ru: 'Сериалы', en: 'Series', kk: 'Сериалдар', uz: 'Seriallar' },
    template: 'catalog',
    kind: 'default',
    icon: 'series',
    url: '/series',
    inBottomBar: false,
    position: 4,
  },
  {
    slug: 'my',
    title: 'My',
    titles: { ru: 'Моё', en: 'My', kk: 'Менікі', uz: 'Meniki' },
    template: 'my',
    kind: 'my',
    icon: 'heart',
    url: '/my',
    inBottomBar: true,
    position: 5,
  },
  {
    slug: 'search',
    title: 'Search',
    titles: { ru: 'Поиск', en: 'Search', kk: 'Іздеу', uz: 'Qidiruv' },
    template: 'search',
    kind: 'default',
    icon: 'search',
    url: '/search',
    inBottomBar: true,
    position: 6,
  },
]

export const AVATAR_CATEGORIES = [
  { title: 'Faces', avatars: [1, 2, 3, 4] },
  { title: 'Colours', avatars: [5, 6, 7, 8] },
]

export const SURVEY_QUESTIONS: (typeof surveyQuestions.$inferInsert)[] = [
  {
    id: 1,
    question: 'How do you like the new player?',
    description: 'Your answer helps us improve the service.',
    allowUserAnswer: true,
    answers: [
      { id: 1, text: 'It is great' },
      { id: 2, text: 'It is fine' },
      { id: 3, text: 'I prefer the old one' },
    ],
  },
]

/** The site's own pages' masks (home, channel, content), in the four languages. */
export const SEO_MASKS: Omit<typeof seoMasks.$inferInsert, 'id'>[] = [
  seoMask('home', 'title', {
    ru: '{provider} — онлайн-ТВ и кино',
    en: '{provider} — online TV and movies',
    kk: '{provider} — онлайн ТВ және кино',
    uz: '{provider} — onlayn TV va kino',
  }),
  seoMask('home', 'description', {
    ru: 'Смотрите телеканалы в прямом эфире, архив и фильмы на {provider}.',
    en: 'Watch live channels, archive and movies on {provider}.',
    kk: '{provider} сервисінде тікелей эфирдегі арналарды, мұрағатты және фильмдерді көріңіз.',
    uz: '{provider} xizmatida jonli efirdagi kanallar, arxiv va filmlarni koʻring.',
  }),
  seoMask('channel', 'title', {
    ru: '{channel} — смотреть онлайн на {provider}',
    en: '{channel} — watch online on {provider}',
    kk: '{channel} — {provider} сервисінде онлайн көру',
    uz: '{channel} — {provider} xizmatida onlayn koʻrish',
  }),
  seoMask('channel', 'h1', {
    ru: '{channel} в прямом эфире',
    en: '{channel} live',
    kk: '{channel} тікелей эфирде',
    uz: '{channel} jonli efirda',
  }),
  seoMask('content', 'title', {
    ru: '{content} ({year}) — смотреть на {provider}',
    en: '{content} ({year}) — watch on {provider}',
    kk: '{content} ({year}) — {provider} сервисінде көру',
    uz: '{content} ({year}) — {provider} xizmatida koʻrish',
  }),
  seoMask('content', 'shareTitle', {
    ru: 'Смотрите «{content}» на {provider}',
    en: 'Watch «{content}» on {provider}',
    kk: '«{content}» — {provider} сервисінде көріңіз',
    uz: '«{content}» — {provider} xizmatida koʻring',
  }),
  seoMask('content', 'keywords', {
    ru: '{content}, смотреть онлайн, {genres}',
    en: '{content}, watch online, {genres}',
    kk: '{content}, онлайн көру, {genres}',
    uz: '{content}, onlayn koʻrish, {genres}',
  }),
]

export const PROMO_KEYS: (typeof promoKeys.$inferInsert)[] = [
  {
    code: 'WELCOME',
    amount: 0,
    neededRefund: false,
    isPaid: false,
    days: 14,
    packetIds: [1],
    description: 'Welcome packet for 14 days is activated',
    isNeedConfirm: true,
    confirmationTitle: 'Activate the welcome packet?',
    confirmationText:
      'The welcome packet will be active for 14 days. After that it is not renewed automatically.',
  },
  {
    code: 'FREE7',
    amount: 0,
    neededRefund: false,
    isPaid: false,
    days: 7,
    packetIds: [1],
    description: '7 free days are activated',
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
  },
  {
    code: 'BONUS500',
    amount: 50_000,
    neededRefund: false,
    isPaid: false,
    days: 0,
    packetIds: [],
    description: '500 ₸ were added to your balance',
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
  },
  {
    // Promo wizard step 3: a linked card first (a refunded 1 ₸ check), then 30 days of the cinema.
    code: 'CINEMA30',
    amount: 0,
    neededRefund: true,
    isPaid: false,
    days: 30,
    packetIds: [5],
    description: '30 days of Cinema Plus are activated',
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
    needsCard: true,
  },
  {
    // Single-use in all: the first user to apply it gets the add-on for 7 days.
    code: 'ONCE',
    amount: 0,
    neededRefund: false,
    isPaid: false,
    days: 7,
    packetIds: [2],
    description: '7 days of Cinema and sport are activated',
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
    maxUses: 1,
  },
]
