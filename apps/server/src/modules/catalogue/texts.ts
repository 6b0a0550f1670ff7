import type { Language } from '../../i18n/language.ts'
import { localizeText } from '../../i18n/localized.ts'

/**
 * The operator's own texts of the catalogue layout (row and rowset titles and descriptions, the texts
 * of the promotions the fixed rows show), written in the default language (ru) in fixed-rows.ts and
 * rowsets.ts and translated here, keyed by that text. A text missing here falls back along the spec's
 * order (i18n/localized.ts); test/catalogue-i18n.test.ts keeps every text of the layout translated.
 */
export const CATALOGUE_TEXTS: Readonly<Record<string, Readonly<Record<'en' | 'kk' | 'uz', string>>>> = {
  // Rowsets
  Главная: { en: 'Home', kk: 'Басты бет', uz: 'Bosh sahifa' },
  'Фильмы, сериалы и телеканалы онлайн': {
    en: 'Movies, series and TV channels online',
    kk: 'Фильмдер, сериалдар және телеарналар онлайн',
    uz: 'Filmlar, seriallar va telekanallar onlayn',
  },
  Фильмы: { en: 'Movies', kk: 'Фильмдер', uz: 'Filmlar' },
  'Фильмы онлайн': { en: 'Movies online', kk: 'Фильмдер онлайн', uz: 'Filmlar onlayn' },
  Сериалы: { en: 'Series', kk: 'Сериалдар', uz: 'Seriallar' },
  'Сериалы онлайн': { en: 'Series online', kk: 'Сериалдар онлайн', uz: 'Seriallar onlayn' },
  Передачи: { en: 'TV shows', kk: 'Хабарлар', uz: 'Koʻrsatuvlar' },
  'Телепередачи в записи': {
    en: 'Recorded TV shows',
    kk: 'Жазбадағы телехабарлар',
    uz: 'Yozib olingan telekoʻrsatuvlar',
  },
  Поиск: { en: 'Search', kk: 'Іздеу', uz: 'Qidiruv' },
  Моё: { en: 'My', kk: 'Менікі', uz: 'Meniki' },
  Детям: { en: 'Kids', kk: 'Балаларға', uz: 'Bolalarga' },
  // Fixed rows
  Премьеры: { en: 'Premieres', kk: 'Премьералар', uz: 'Premyeralar' },
  'Продолжить просмотр': { en: 'Continue watching', kk: 'Көруді жалғастыру', uz: 'Koʻrishni davom ettirish' },
  'Новинки кино': { en: 'New movies', kk: 'Жаңа фильмдер', uz: 'Yangi filmlar' },
  'Новые серии': { en: 'New episodes', kk: 'Жаңа сериялар', uz: 'Yangi qismlar' },
  'Все серии всех сериалов, новые первыми': {
    en: 'Every episode of every series, newest first',
    kk: 'Барлық сериалдардың барлық сериялары, жаңалары алдымен',
    uz: 'Barcha seriallarning barcha qismlari, yangilari birinchi',
  },
  Телеканалы: { en: 'TV channels', kk: 'Телеарналар', uz: 'Telekanallar' },
  'Кино и спорт': { en: 'Movies and sport', kk: 'Кино және спорт', uz: 'Kino va sport' },
  'Фильмы без ограничений и спорт в прямом эфире': {
    en: 'Unlimited movies and live sport',
    kk: 'Шектеусіз фильмдер және тікелей эфирдегі спорт',
    uz: 'Cheklovsiz filmlar va jonli efirda sport',
  },
  'Всё сразу со скидкой': {
    en: 'Everything at once, at a discount',
    kk: 'Барлығы бірден жеңілдікпен',
    uz: 'Hammasi birdaniga chegirma bilan',
  },
  'Популярные сериалы': { en: 'Popular series', kk: 'Танымал сериалдар', uz: 'Mashhur seriallar' },
  Актёры: { en: 'Actors', kk: 'Актерлер', uz: 'Aktyorlar' },
  Подборки: { en: 'Collections', kk: 'Топтамалар', uz: 'Toʻplamlar' },
  Жанры: { en: 'Genres', kk: 'Жанрлар', uz: 'Janrlar' },
  'О сервисе': { en: 'About', kk: 'Сервис туралы', uz: 'Xizmat haqida' },
  'О сервисе Efir': { en: 'About Efir', kk: 'Efir сервисі туралы', uz: 'Efir xizmati haqida' },
  'Efir — телеканалы и кино в одном приложении. Смотрите на телевизоре, телефоне и в браузере.': {
    en: 'Efir: TV channels and movies in one app. Watch on your TV, phone and in the browser.',
    kk: 'Efir — телеарналар мен кино бір қолданбада. Теледидардан, телефоннан және браузерден көріңіз.',
    uz: 'Efir — telekanallar va kino bitta ilovada. Televizor, telefon va brauzerda tomosha qiling.',
  },
  Помощь: { en: 'Help', kk: 'Көмек', uz: 'Yordam' },
  'Онлайн-кинотеатры': { en: 'Online cinemas', kk: 'Онлайн-кинотеатрлар', uz: 'Onlayn kinoteatrlar' },
  Пакеты: { en: 'Packets', kk: 'Пакеттер', uz: 'Paketlar' },
  'Подключите и смотрите': {
    en: 'Subscribe and watch',
    kk: 'Қосылып, көріңіз',
    uz: 'Ulaning va tomosha qiling',
  },
  'Базовый пакет': { en: 'Basic packet', kk: 'Базалық пакет', uz: 'Asosiy paket' },
  '140 каналов': { en: '140 channels', kk: '140 арна', uz: '140 ta kanal' },
  Поддержать: { en: 'Support us', kk: 'Қолдау', uz: 'Qoʻllab-quvvatlash' },
  'Подарите другу месяц кино': {
    en: 'Give a friend a month of movies',
    kk: 'Досыңызға бір ай кино сыйлаңыз',
    uz: 'Doʻstingizga bir oylik kino sovgʻa qiling',
  },
  Пожертвовать: { en: 'Donate', kk: 'Қайырымдылық жасау', uz: 'Xayriya qilish' },
  'Вы смотрели': { en: 'You watched', kk: 'Сіз көрдіңіз', uz: 'Siz koʻrdingiz' },
  'Высокий рейтинг': { en: 'Top rated', kk: 'Жоғары рейтинг', uz: 'Yuqori reyting' },
  'Бесплатные каналы': { en: 'Free channels', kk: 'Тегін арналар', uz: 'Bepul kanallar' },
  'Весь каталог': { en: 'Whole catalogue', kk: 'Бүкіл каталог', uz: 'Butun katalog' },
  'Фильмы, сериалы, передачи и все серии: более 2 000 позиций': {
    en: 'Movies, series, shows and every episode: over 2,000 items',
    kk: 'Фильмдер, сериалдар, хабарлар және барлық сериялар: 2 000-нан астам позиция',
    uz: 'Filmlar, seriallar, koʻrsatuvlar va barcha qismlar: 2 000 dan ortiq',
  },
  Ведущие: { en: 'Presenters', kk: 'Жүргізушілер', uz: 'Boshlovchilar' },
  'Фильмы и сериалы': { en: 'Movies and series', kk: 'Фильмдер мен сериалдар', uz: 'Filmlar va seriallar' },
  Каналы: { en: 'Channels', kk: 'Арналар', uz: 'Kanallar' },
  Персоны: { en: 'People', kk: 'Тұлғалар', uz: 'Shaxslar' },
  // New Year rows (/newyear)
  'Новогоднее кино для всей семьи': {
    en: 'New Year films for the whole family',
    kk: 'Бүкіл отбасыға арналған жаңажылдық фильмдер',
    uz: 'Butun oila uchun Yangi yil filmlari',
  },
  'Мультфильмы на каникулы': {
    en: 'Cartoons for the holidays',
    kk: 'Демалысқа арналған мультфильмдер',
    uz: 'Taʼtil uchun multfilmlar',
  },
  'Новогодние комедии': {
    en: 'New Year comedies',
    kk: 'Жаңажылдық комедиялар',
    uz: 'Yangi yil komediyalari',
  },
  'Сериалы на праздники': {
    en: 'Series for the holidays',
    kk: 'Мерекеге арналған сериалдар',
    uz: 'Bayram uchun seriallar',
  },
  'Праздничные передачи': { en: 'Holiday shows', kk: 'Мерекелік хабарлар', uz: 'Bayram koʻrsatuvlari' },
}

/** A layout text in the viewer's language (the text itself when it is not ru or not translated). */
export const catalogueText = (ru: string, language: Language): string =>
  localizeText(ru, CATALOGUE_TEXTS[ru], language)

/** Like catalogueText, for an optional text. */
export const catalogueTextOrNull = (ru: string | null | undefined, language: Language): string | null =>
  ru === null || ru === undefined ? null : catalogueText(ru, language)
