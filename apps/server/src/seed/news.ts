import type { Language } from '../i18n/language.ts'

type Localized = Readonly<Record<Language, string>>
const L = (ru: string, en: string, kk: string, uz: string): Localized => ({ ru, en, kk, uz })

/**
 * The demo operator's news (spec 3 §2 "News"), newest first, in the four interface languages: a
 * title, a short lead for the list and the text of the item page (paragraphs split by blank lines).
 */
export const NEWS: readonly { title: Localized; short: Localized; text: Localized }[] = [
  {
    title: L(
      'Новые фильмы в каталоге',
      'New films in the catalogue',
      'Каталогтағы жаңа фильмдер',
      'Katalogda yangi filmlar',
    ),
    short: L(
      'Двадцать премьер этого месяца уже можно смотреть.',
      "Twenty of this month's premieres are ready to watch.",
      'Осы айдың жиырма премьерасын көруге болады.',
      'Shu oyning yigirmata premyerasini koʻrish mumkin.',
    ),
    text: L(
      'В каталог добавлены двадцать премьер этого месяца.\n\nИх можно найти в ряду «Новинки кино» на главной странице.',
      "Twenty of this month's premieres were added to the catalogue.\n\nFind them in the New movies row on the home page.",
      'Каталогқа осы айдың жиырма премьерасы қосылды.\n\nОларды басты беттегі «Жаңа фильмдер» қатарынан табасыз.',
      'Katalogga shu oyning yigirmata premyerasi qoʻshildi.\n\nUlarni bosh sahifadagi «Yangi filmlar» qatorida topasiz.',
    ),
  },
  {
    title: L('Сериалы недели', 'Series of the week', 'Апта сериалдары', 'Hafta seriallari'),
    short: L(
      'Подборка сериалов, которые смотрят чаще всего.',
      'The series watched most this week.',
      'Осы аптада ең көп көрілген сериалдар.',
      'Shu hafta eng koʻp koʻrilgan seriallar.',
    ),
    text: L(
      'Мы собрали сериалы, которые на этой неделе смотрели чаще всего.\n\nНовые серии выходят каждую пятницу.',
      'We gathered the series watched most this week.\n\nNew episodes come out every Friday.',
      'Осы аптада ең көп көрілген сериалдарды жинадық.\n\nЖаңа сериялар әр жұма сайын шығады.',
      'Shu hafta eng koʻp koʻrilgan seriallarni toʻpladik.\n\nYangi qismlar har juma chiqadi.',
    ),
  },
  {
    title: L('Обновление приложения', 'App update', 'Қолданба жаңартуы', 'Ilova yangilanishi'),
    short: L(
      'Программа передач стала быстрее.',
      'The programme guide got faster.',
      'Бағдарлама жылдамырақ ашылады.',
      'Koʻrsatuvlar dasturi tezroq ochiladi.',
    ),
    text: L(
      'Программа передач теперь открывается быстрее, а архив можно листать стрелками.\n\nОбновите приложение на телевизоре, чтобы получить изменения.',
      'The programme guide now opens faster, and you can move through the archive with the arrow keys.\n\nUpdate the app on your TV to get the changes.',
      'Бағдарлама енді жылдамырақ ашылады, ал мұрағатты көрсеткілермен ақтаруға болады.\n\nӨзгерістерді алу үшін теледидардағы қолданбаны жаңартыңыз.',
      'Koʻrsatuvlar dasturi endi tezroq ochiladi, arxivni esa strelkalar bilan varaqlash mumkin.\n\nOʻzgarishlarni olish uchun televizordagi ilovani yangilang.',
    ),
  },
  {
    title: L(
      'Скидка на пакет «Кино и спорт»',
      'A discount on the Cinema and sport packet',
      '«Кино және спорт» пакетіне жеңілдік',
      '«Kino va sport» paketiga chegirma',
    ),
    short: L(
      'Первый месяц — за полцены.',
      'The first month at half price.',
      'Алғашқы ай — жарты бағамен.',
      'Birinchi oy — yarim narxda.',
    ),
    text: L(
      'До конца месяца первый месяц пакета «Кино и спорт» стоит вдвое дешевле.\n\nПодключите его на странице пакетов.',
      'Until the end of the month the first month of the Cinema and sport packet costs half as much.\n\nEnable it on the packets page.',
      'Ай соңына дейін «Кино және спорт» пакетінің алғашқы айы екі есе арзан.\n\nОны пакеттер бетінде қосыңыз.',
      'Oy oxirigacha «Kino va sport» paketining birinchi oyi ikki baravar arzon.\n\nUni paketlar sahifasida ulang.',
    ),
  },
  {
    title: L('Новогодняя программа', 'The New Year programme', 'Жаңа жылдық бағдарлама', 'Yangi yil dasturi'),
    short: L(
      'Праздничные фильмы и концерты на одной странице.',
      'Holiday films and concerts on one page.',
      'Мерекелік фильмдер мен концерттер бір бетте.',
      'Bayram filmlari va konsertlari bir sahifada.',
    ),
    text: L(
      'На странице «Новый год» собраны праздничные фильмы, концерты и отсчёт до полуночи.\n\nС наступающим!',
      'The New Year page gathers holiday films, concerts and the countdown to midnight.\n\nHappy New Year!',
      '«Жаңа жыл» бетінде мерекелік фильмдер, концерттер және түн ортасына дейінгі кері санақ жиналған.\n\nЖаңа жылыңыз құтты болсын!',
      '«Yangi yil» sahifasida bayram filmlari, konsertlar va yarim tungacha teskari sanoq jamlangan.\n\nYangi yilingiz muborak!',
    ),
  },
  {
    title: L('Фильмы в 4K', 'Films in 4K', '4K форматындағы фильмдер', '4K formatidagi filmlar'),
    short: L(
      'Смотрите в 4K на телевизорах, которые его поддерживают.',
      'Watch in 4K on TVs that support it.',
      '4K форматын қолдайтын теледидарларда көріңіз.',
      '4K ni qoʻllab-quvvatlaydigan televizorlarda tomosha qiling.',
    ),
    text: L(
      'Часть фильмов каталога доступна в 4K.\n\nОни показываются на телевизорах с поддержкой 4K и в приложении для Android TV.',
      'Some films of the catalogue are available in 4K.\n\nThey are shown on TVs that support 4K and in the Android TV app.',
      'Каталогтағы кейбір фильмдер 4K форматында қолжетімді.\n\nОлар 4K қолдайтын теледидарларда және Android TV қолданбасында көрсетіледі.',
      'Katalogdagi baʼzi filmlar 4K formatida mavjud.\n\nUlar 4K ni qoʻllab-quvvatlaydigan televizorlarda va Android TV ilovasida koʻrsatiladi.',
    ),
  },
]
