import type { menuPages, promoKeys, seoMasks, surveyQuestions } from '../db/schema/index.ts'
import type { Language } from '../i18n/language.ts'
import { withTranslations } from '../i18n/localized.ts'
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

/**
 * The unsubscribe survey (spec 3 §4 "Survey (id 1)"), shown after renewal is turned off, in the four
 * languages (issue 29): the columns hold ru, the others are beside them.
 */
export const SURVEY_QUESTIONS: (typeof surveyQuestions.$inferInsert)[] = [
  {
    id: 1,
    ...withTranslations({
      question: {
        ru: 'Почему вы отключаете продление?',
        en: 'Why are you turning renewal off?',
        kk: 'Жазылымды ұзартуды неге өшіресіз?',
        uz: 'Nega obunani uzaytirishni oʻchiryapsiz?',
      },
      description: {
        ru: 'Ваш ответ поможет нам сделать сервис лучше.',
        en: 'Your answer helps us improve the service.',
        kk: 'Жауабыңыз сервисті жақсартуға көмектеседі.',
        uz: 'Javobingiz xizmatni yaxshilashga yordam beradi.',
      },
    }),
    allowUserAnswer: true,
    answers: [
      answer(1, { ru: 'Слишком дорого', en: 'It is too expensive', kk: 'Тым қымбат', uz: 'Juda qimmat' }),
      answer(2, {
        ru: 'Мало интересных каналов и фильмов',
        en: 'Too few channels and films I like',
        kk: 'Қызықты арналар мен фильмдер аз',
        uz: 'Qiziqarli kanallar va filmlar kam',
      }),
      answer(3, {
        ru: 'Проблемы с видео или приложением',
        en: 'Problems with the video or the app',
        kk: 'Бейнеде немесе қосымшада ақаулар бар',
        uz: 'Video yoki ilovada muammolar bor',
      }),
    ],
  },
]

function answer(id: number, texts: Readonly<Record<Language, string>>) {
  const { ru, ...others } = texts
  return { id, text: ru, i18n: others }
}

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
    isNeedConfirm: true,
    ...withTranslations({
      description: {
        ru: 'Приветственный пакет подключён на 14 дней',
        en: 'The welcome packet is on for 14 days',
        kk: 'Қарсы алу пакеті 14 күнге қосылды',
        uz: 'Xush kelibsiz paketi 14 kunga ulandi',
      },
      confirmationTitle: {
        ru: 'Подключить приветственный пакет?',
        en: 'Turn the welcome packet on?',
        kk: 'Қарсы алу пакетін қосасыз ба?',
        uz: 'Xush kelibsiz paketini ulaysizmi?',
      },
      confirmationText: {
        ru: 'Приветственный пакет будет действовать 14 дней. После этого он не продлевается автоматически.',
        en: 'The welcome packet will be active for 14 days. After that it is not renewed automatically.',
        kk: 'Қарсы алу пакеті 14 күн жұмыс істейді. Одан кейін ол автоматты түрде ұзартылмайды.',
        uz: 'Xush kelibsiz paketi 14 kun amal qiladi. Shundan keyin u avtomatik uzaytirilmaydi.',
      },
    }),
  },
  {
    code: 'FREE7',
    amount: 0,
    neededRefund: false,
    isPaid: false,
    days: 7,
    packetIds: [1],
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
    ...withTranslations({
      description: {
        ru: 'Подключено 7 бесплатных дней',
        en: '7 free days are on',
        kk: '7 тегін күн қосылды',
        uz: '7 bepul kun ulandi',
      },
    }),
  },
  {
    code: 'BONUS500',
    amount: 50_000,
    neededRefund: false,
    isPaid: false,
    days: 0,
    packetIds: [],
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
    ...withTranslations({
      description: {
        ru: 'На баланс зачислено 500 ₸',
        en: '500 ₸ were added to your balance',
        kk: 'Балансқа 500 ₸ түсті',
        uz: 'Balansga 500 ₸ qoʻshildi',
      },
    }),
  },
  {
    // Promo wizard step 3: a linked card first (a refunded 1 ₸ check), then 30 days of the cinema.
    code: 'CINEMA30',
    amount: 0,
    neededRefund: true,
    isPaid: false,
    days: 30,
    packetIds: [5],
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
    needsCard: true,
    ...withTranslations({
      description: {
        ru: 'Подключено 30 дней «Синема Плюс»',
        en: '30 days of Cinema Plus are on',
        kk: '«Синема Плюс» 30 күнге қосылды',
        uz: '«Sinema Plyus» 30 kunga ulandi',
      },
    }),
  },
  {
    // Single-use in all: the first user to apply it gets the add-on for 7 days.
    code: 'ONCE',
    amount: 0,
    neededRefund: false,
    isPaid: false,
    days: 7,
    packetIds: [2],
    isNeedConfirm: false,
    confirmationTitle: null,
    confirmationText: null,
    maxUses: 1,
    ...withTranslations({
      description: {
        ru: 'Подключено 7 дней «Кино и спорт»',
        en: '7 days of Movies and sport are on',
        kk: '«Кино және спорт» 7 күнге қосылды',
        uz: '«Kino va sport» 7 kunga ulandi',
      },
    }),
  },
]
