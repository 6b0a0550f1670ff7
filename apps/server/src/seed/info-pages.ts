import type { Db } from '../db/connect.ts'
import * as t from '../db/schema/index.ts'
import type { Language } from '../i18n/language.ts'
import { withTranslations } from '../i18n/localized.ts'

/*
 * The demo operator's information pages (spec 3 §2 "Agreement, privacy, news, instructions", spec 1 §2
 * "rules pages"), written in the four interface languages: FAQ sections, device instructions (the spec's
 * device list), set-top box manuals (/manual/{dune|tvip|eltex|mag}), the rules pages and the app-store
 * page. Steps are shared templates filled per device, so every device reads alike in every language.
 */

type Localized = Readonly<Record<Language, string>>
type Kind = (typeof t.infoPages.$inferInsert)['kind']

interface PageSeed {
  kind: Kind
  slug: string
  title: Localized
  text: Localized
  items: { title?: Localized; text: Localized }[]
}

const L = (ru: string, en: string, kk: string, uz: string): Localized => ({ ru, en, kk, uz })
const EMPTY = L('', '', '', '')
const fill = (template: Localized, values: Readonly<Record<string, Localized | string>>): Localized =>
  Object.fromEntries(
    Object.entries(template).map(([language, text]) => [
      language,
      text.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name]
        return typeof value === 'string' ? value : (value?.[language as Language] ?? '')
      }),
    ]),
  ) as Localized

// ── Instructions: spec 3 §2 device list, in its order ──────────────────────────────────────────────

const SIGN_IN = L(
  'Введите номер телефона и код из SMS — каналы вашего пакета появятся сразу.',
  "Enter your phone number and the code from the SMS: your packet's channels appear at once.",
  'Телефон нөміріңізді және SMS-тегі кодты енгізіңіз — пакетіңіздің арналары бірден пайда болады.',
  'Telefon raqamingizni va SMSdagi kodni kiriting — paketingiz kanallari darhol paydo boʻladi.',
)
const STORE_STEPS: Localized[] = [
  L(
    'Откройте {store} на устройстве {device}.',
    'Open {store} on your {device}.',
    '{device} құрылғысында {store} ашыңыз.',
    '{device} qurilmasida {store} ni oching.',
  ),
  L(
    'Найдите приложение «Efir» и установите его.',
    'Find the Efir app and install it.',
    '«Efir» қолданбасын тауып, орнатыңыз.',
    '«Efir» ilovasini toping va oʻrnating.',
  ),
  L(
    'Откройте приложение и выберите «Войти».',
    'Open the app and choose Sign in.',
    'Қолданбаны ашып, «Кіру» батырмасын таңдаңыз.',
    'Ilovani oching va «Kirish» ni tanlang.',
  ),
  SIGN_IN,
]
const APK_STEPS: Localized[] = [
  L(
    'Откройте настройки телевизора и разрешите установку из неизвестных источников.',
    "Open the TV's settings and allow apps from unknown sources.",
    'Теледидар параметрлерін ашып, белгісіз көздерден орнатуға рұқсат беріңіз.',
    'Televizor sozlamalarini oching va nomaʼlum manbalardan oʻrnatishga ruxsat bering.',
  ),
  L(
    'Скачайте файл efir.apk на флешку и вставьте её в телевизор.',
    'Download efir.apk to a USB stick and plug it into the TV.',
    'efir.apk файлын флешкаға жүктеп, оны теледидарға салыңыз.',
    'efir.apk faylini fleshkaga yuklab oling va uni televizorga ulang.',
  ),
  L(
    'Откройте файл в файловом менеджере и подтвердите установку.',
    'Open the file in the file manager and confirm the installation.',
    'Файлды файл менеджерінде ашып, орнатуды растаңыз.',
    'Faylni fayl menejerida oching va oʻrnatishni tasdiqlang.',
  ),
  SIGN_IN,
]
const BROWSER_STEPS: Localized[] = [
  L(
    'Откройте браузер на устройстве.',
    'Open a web browser on the device.',
    'Құрылғыда браузерді ашыңыз.',
    'Qurilmada brauzerni oching.',
  ),
  L(
    'Перейдите на сайт сервиса и нажмите «Войти».',
    "Go to the service's website and choose Sign in.",
    'Сервис сайтына өтіп, «Кіру» батырмасын басыңыз.',
    'Xizmat saytiga oʻting va «Kirish» ni bosing.',
  ),
  SIGN_IN,
]
const GOOGLE_PLAY = 'Google Play'
const APP_STORE = L('магазин приложений', 'the app store', 'қолданбалар дүкенін', 'ilovalar doʻkoni')
const DEVICES: readonly [slug: string, name: Localized, steps: Localized[], store?: Localized | string][] = [
  ['android_tv', L('Android TV', 'Android TV', 'Android TV', 'Android TV'), STORE_STEPS, GOOGLE_PLAY],
  [
    'android_tv_apk',
    L('Android TV (файл APK)', 'Android TV (APK file)', 'Android TV (APK файлы)', 'Android TV (APK fayli)'),
    APK_STEPS,
  ],
  ['apple_tv', L('Apple TV', 'Apple TV', 'Apple TV', 'Apple TV'), STORE_STEPS, 'App Store'],
  ['lg_tv', L('Телевизор LG', 'LG TV', 'LG теледидары', 'LG televizori'), STORE_STEPS, 'LG Content Store'],
  [
    'samsung_tv',
    L('Телевизор Samsung', 'Samsung TV', 'Samsung теледидары', 'Samsung televizori'),
    STORE_STEPS,
    'Samsung Apps',
  ],
  ['sberbox', L('SberBox', 'SberBox', 'SberBox', 'SberBox'), STORE_STEPS, APP_STORE],
  [
    'haier',
    L('Телевизор Haier', 'Haier TV', 'Haier теледидары', 'Haier televizori'),
    STORE_STEPS,
    GOOGLE_PLAY,
  ],
  ['xiaomi', L('Xiaomi Mi TV', 'Xiaomi Mi TV', 'Xiaomi Mi TV', 'Xiaomi Mi TV'), STORE_STEPS, GOOGLE_PLAY],
  ['sony', L('Телевизор Sony', 'Sony TV', 'Sony теледидары', 'Sony televizori'), STORE_STEPS, GOOGLE_PLAY],
  ['yandex', L('Яндекс ТВ', 'Yandex TV', 'Яндекс ТВ', 'Yandex TV'), STORE_STEPS, APP_STORE],
  ['other', L('Другое устройство', 'Another device', 'Басқа құрылғы', 'Boshqa qurilma'), BROWSER_STEPS],
]
const INSTRUCTIONS: PageSeed[] = DEVICES.map(([slug, name, steps, store]) => ({
  kind: 'instructions',
  slug,
  title: name,
  text: EMPTY,
  items: steps.map((step) => ({ text: fill(step, { device: name, store: store ?? '' }) })),
}))

// ── Manuals: set-top boxes ─────────────────────────────────────────────────────────────────────────

const BOXES: readonly [slug: string, name: string, settings: Localized][] = [
  [
    'dune',
    'Dune HD',
    L(
      '«Настройки» → «Приложения»',
      'Settings → Applications',
      '«Параметрлер» → «Қолданбалар»',
      '«Sozlamalar» → «Ilovalar»',
    ),
  ],
  [
    'tvip',
    'TVIP',
    L(
      '«Настройки» → «ТВ-платформа»',
      'Settings → TV platform',
      '«Параметрлер» → «ТВ-платформа»',
      '«Sozlamalar» → «TV-platforma»',
    ),
  ],
  [
    'eltex',
    'Eltex',
    L(
      '«Меню» → «Настройки» → «Сервер»',
      'Menu → Settings → Server',
      '«Мәзір» → «Параметрлер» → «Сервер»',
      '«Menyu» → «Sozlamalar» → «Server»',
    ),
  ],
  [
    'mag',
    'MAG (Infomir)',
    L(
      '«Настройки» → «Серверы» → «Порталы»',
      'Settings → Servers → Portals',
      '«Параметрлер» → «Серверлер» → «Порталдар»',
      '«Sozlamalar» → «Serverlar» → «Portallar»',
    ),
  ],
]
const BOX_STEPS: Localized[] = [
  L(
    'Подключите приставку {box} к телевизору кабелем HDMI и к интернету.',
    'Connect the {box} box to the TV with an HDMI cable and to the internet.',
    '{box} приставкасын теледидарға HDMI кабелімен және интернетке қосыңыз.',
    '{box} pristavkasini televizorga HDMI kabeli bilan va internetga ulang.',
  ),
  L('Откройте {settings}.', 'Open {settings}.', '{settings} ашыңыз.', '{settings} ni oching.'),
  L(
    'Укажите адрес портала: {portal}',
    'Enter the portal address: {portal}',
    'Портал мекенжайын енгізіңіз: {portal}',
    'Portal manzilini kiriting: {portal}',
  ),
  L(
    'Перезагрузите приставку и войдите по номеру телефона.',
    'Restart the box and sign in with your phone number.',
    'Приставканы қайта іске қосып, телефон нөмірімен кіріңіз.',
    'Pristavkani qayta ishga tushiring va telefon raqamingiz bilan kiring.',
  ),
]
const MANUALS: PageSeed[] = BOXES.map(([slug, box, settings]) => ({
  kind: 'manual',
  slug,
  title: fill(L('Приставка {box}', 'The {box} box', '{box} приставкасы', '{box} pristavkasi'), { box }),
  text: fill(
    L(
      'Настройка приставки {box} занимает пять минут.',
      'Setting up the {box} box takes five minutes.',
      '{box} приставкасын баптау бес минут алады.',
      '{box} pristavkasini sozlash besh daqiqa oladi.',
    ),
    { box },
  ),
  items: BOX_STEPS.map((step) => ({
    text: fill(step, { box, settings, portal: `http://stb.efir.invalid/${slug}` }),
  })),
}))

// ── FAQ ────────────────────────────────────────────────────────────────────────────────────────────

const qa = (question: Localized, answer: Localized) => ({ title: question, text: answer })
const FAQ: PageSeed[] = [
  {
    kind: 'faq',
    slug: 'watching',
    title: L('Просмотр', 'Watching', 'Көру', 'Tomosha'),
    text: EMPTY,
    items: [
      qa(
        L(
          'Как посмотреть передачу, которая уже прошла?',
          'How do I watch a programme that has already aired?',
          'Өтіп кеткен хабарды қалай көремін?',
          'Oʻtib ketgan koʻrsatuvni qanday koʻraman?',
        ),
        L(
          'Откройте канал, выберите день в программе и нажмите на передачу: архив хранится до семи дней.',
          'Open the channel, pick the day in its schedule and choose the programme: the archive keeps up to seven days.',
          'Арнаны ашып, бағдарламадан күнді таңдап, хабарды басыңыз: мұрағат жеті күнге дейін сақталады.',
          'Kanalni oching, dasturdan kunni tanlang va koʻrsatuvni bosing: arxiv yetti kungacha saqlanadi.',
        ),
      ),
      qa(
        L(
          'Почему видео останавливается?',
          'Why does the video stop?',
          'Неліктен бейне тоқтап қалады?',
          'Nega video toʻxtab qoladi?',
        ),
        L(
          'Чаще всего не хватает скорости интернета. Плеер сам снизит качество; можно выбрать его и вручную.',
          'Most often the internet is too slow. The player lowers the quality by itself; you can also pick it by hand.',
          'Көбінесе интернет жылдамдығы жетпейді. Ойнатқыш сапаны өзі төмендетеді; оны қолмен де таңдауға болады.',
          'Koʻpincha internet tezligi yetmaydi. Pleyer sifatni oʻzi pasaytiradi; uni qoʻlda ham tanlash mumkin.',
        ),
      ),
    ],
  },
  {
    kind: 'faq',
    slug: 'account',
    title: L(
      'Аккаунт и устройства',
      'Account and devices',
      'Аккаунт және құрылғылар',
      'Akkaunt va qurilmalar',
    ),
    text: EMPTY,
    items: [
      qa(
        L(
          'На скольких устройствах можно смотреть?',
          'On how many devices can I watch?',
          'Неше құрылғыда көруге болады?',
          'Nechta qurilmada koʻrish mumkin?',
        ),
        L(
          'Лимит устройств указан в разделе «Устройства» настроек. Старое устройство можно удалить там же.',
          'The device limit is shown under Devices in the settings. You can remove an old device there too.',
          'Құрылғылар шегі баптаулардың «Құрылғылар» бөлімінде көрсетілген. Ескі құрылғыны сол жерден жоюға болады.',
          'Qurilmalar chegarasi sozlamalarning «Qurilmalar» boʻlimida koʻrsatilgan. Eski qurilmani oʻsha yerda oʻchirish mumkin.',
        ),
      ),
      qa(
        L(
          'Как сделать профиль для ребёнка?',
          'How do I make a profile for a child?',
          'Балаға арналған профильді қалай жасаймын?',
          'Bola uchun profilni qanday yarataman?',
        ),
        L(
          'В настройках выберите «Профили» и включите «Детский»: в нём только каналы и фильмы для детей.',
          'In the settings choose Profiles and turn on Child: it shows only channels and films for children.',
          'Баптауларда «Профильдер» бөлімін таңдап, «Балалар» режимін қосыңыз: онда тек балаларға арналған арналар мен фильмдер бар.',
          'Sozlamalarda «Profillar» ni tanlang va «Bolalar» ni yoqing: unda faqat bolalar uchun kanallar va filmlar boʻladi.',
        ),
      ),
    ],
  },
  {
    kind: 'faq',
    slug: 'payment',
    title: L('Оплата', 'Payment', 'Төлем', 'Toʻlov'),
    text: EMPTY,
    items: [
      qa(
        L(
          'Как отключить продление пакета?',
          "How do I stop a packet's renewal?",
          'Пакеттің ұзартылуын қалай өшіремін?',
          'Paket uzaytirilishini qanday oʻchiraman?',
        ),
        L(
          'В разделе «Подписки» нажмите «Отключить» у пакета: он будет работать до конца оплаченного периода.',
          'Under Subscriptions choose Disable on the packet: it keeps working until the end of the paid period.',
          '«Жазылымдар» бөлімінде пакеттің «Өшіру» батырмасын басыңыз: ол төленген мерзімнің соңына дейін жұмыс істейді.',
          '«Obunalar» boʻlimida paketning «Oʻchirish» tugmasini bosing: u toʻlangan davr oxirigacha ishlaydi.',
        ),
      ),
      qa(
        L(
          'Как пополнить баланс?',
          'How do I top up my balance?',
          'Балансты қалай толтырамын?',
          'Balansni qanday toʻldiraman?',
        ),
        L(
          'Картой, привязанной картой, с телефона или по QR-коду — в меню аккаунта нажмите «Пополнить».',
          'By card, a linked card, phone or QR code: choose Top up in the account menu.',
          'Картамен, байланған картамен, телефоннан немесе QR-кодпен — аккаунт мәзірінде «Толтыру» батырмасын басыңыз.',
          'Karta, bogʻlangan karta, telefon yoki QR-kod orqali — akkaunt menyusida «Toʻldirish» ni bosing.',
        ),
      ),
    ],
  },
]

// ── Rules pages (spec 1 §2: optimal, may, recommendations, optimum, eternal discount) ──────────────

const rules = (slug: string, title: Localized, text: Localized, clauses: Localized[]): PageSeed => ({
  kind: 'rules',
  slug,
  title,
  text,
  items: clauses.map((clause) => ({ text: clause })),
})
const RULES: PageSeed[] = [
  rules(
    'optimal',
    L(
      'Правила тарифа «Оптимальный»',
      'Rules of the Optimal plan',
      '«Оңтайлы» тарифінің ережелері',
      '«Optimal» tarifi qoidalari',
    ),
    L(
      'Тариф для всей семьи: основные каналы и кино по одной цене.',
      'A plan for the whole family: the main channels and films at one price.',
      'Бүкіл отбасыға арналған тариф: негізгі арналар мен кино бір бағамен.',
      'Butun oila uchun tarif: asosiy kanallar va kino bir narxda.',
    ),
    [
      L(
        'Тариф продлевается каждые 30 дней, пока на балансе есть деньги.',
        'The plan renews every 30 days while the balance covers it.',
        'Тариф балансында ақша болғанша әр 30 күн сайын ұзартылады.',
        'Tarif balansda pul boʻlsa, har 30 kunda uzaytiriladi.',
      ),
      L(
        'Отключить продление можно в любой момент в разделе «Подписки».',
        'You can stop the renewal at any time under Subscriptions.',
        'Ұзартуды кез келген уақытта «Жазылымдар» бөлімінде өшіруге болады.',
        'Uzaytirishni istalgan vaqtda «Obunalar» boʻlimida oʻchirish mumkin.',
      ),
    ],
  ),
  rules(
    'may',
    L(
      'Правила майской акции',
      'Rules of the May offer',
      'Мамыр акциясының ережелері',
      'May aksiyasi qoidalari',
    ),
    L(
      'С 1 по 31 мая первый месяц любого пакета — за полцены.',
      'From 1 to 31 May the first month of any packet costs half price.',
      '1-31 мамыр аралығында кез келген пакеттің алғашқы айы жарты бағамен.',
      '1–31 may kunlari istalgan paketning birinchi oyi yarim narxda.',
    ),
    [
      L(
        'Скидка действует один раз для каждого аккаунта.',
        'The discount applies once per account.',
        'Жеңілдік әр аккаунт үшін бір рет беріледі.',
        'Chegirma har bir akkaunt uchun bir marta amal qiladi.',
      ),
      L(
        'Со второго месяца пакет стоит по обычной цене.',
        'From the second month the packet costs its usual price.',
        'Екінші айдан бастап пакет әдеттегі бағамен.',
        'Ikkinchi oydan boshlab paket odatiy narxda.',
      ),
    ],
  ),
  rules(
    'recommendations',
    L(
      'Как работают рекомендации',
      'How recommendations work',
      'Ұсыныстар қалай жұмыс істейді',
      'Tavsiyalar qanday ishlaydi',
    ),
    L(
      'Мы подбираем фильмы и передачи по тому, что вы смотрите.',
      'We pick films and programmes from what you watch.',
      'Біз фильмдер мен хабарларды сіз көретін нәрсеге қарай таңдаймыз.',
      'Biz filmlar va koʻrsatuvlarni siz koʻrayotgan narsalarga qarab tanlaymiz.',
    ),
    [
      L(
        'Рекомендации строятся по истории просмотров каждого профиля отдельно.',
        "Recommendations follow each profile's own watch history.",
        'Ұсыныстар әр профильдің көру тарихы бойынша жеке құрылады.',
        'Tavsiyalar har bir profilning koʻrish tarixi boʻyicha alohida tuziladi.',
      ),
      L(
        'Детский профиль видит только рекомендации для детей.',
        'A child profile sees only recommendations for children.',
        'Балалар профилі тек балаларға арналған ұсыныстарды көреді.',
        'Bolalar profili faqat bolalar uchun tavsiyalarni koʻradi.',
      ),
    ],
  ),
  rules(
    'optimum',
    L(
      'Условия пакета «Оптимум»',
      'Terms of the Optimum packet',
      '«Оптимум» пакетінің шарттары',
      '«Optimum» paketi shartlari',
    ),
    L(
      'Пакет «Оптимум» добавляет спортивные и познавательные каналы.',
      'The Optimum packet adds sports and documentary channels.',
      '«Оптимум» пакеті спорт және танымдық арналарды қосады.',
      '«Optimum» paketi sport va maʼrifiy kanallarni qoʻshadi.',
    ),
    [
      L(
        'Пакет подключается только вместе с базовым пакетом.',
        'The packet is available only with a base packet.',
        'Пакет тек базалық пакетпен бірге қосылады.',
        'Paket faqat asosiy paket bilan birga ulanadi.',
      ),
      L(
        'Список каналов может меняться; об изменениях мы сообщаем заранее.',
        'The channel list may change; we announce changes in advance.',
        'Арналар тізімі өзгеруі мүмкін; өзгерістер туралы алдын ала хабарлаймыз.',
        'Kanallar roʻyxati oʻzgarishi mumkin; oʻzgarishlar haqida oldindan xabar beramiz.',
      ),
    ],
  ),
  rules(
    'eternal_discount',
    L(
      'Правила «Вечной скидки»',
      'Rules of the Lifetime discount',
      '«Мәңгілік жеңілдік» ережелері',
      '«Abadiy chegirma» qoidalari',
    ),
    L(
      'Скидка 20% на базовый пакет, пока подписка не прерывается.',
      'A 20% discount on the base packet for as long as the subscription runs without a break.',
      'Жазылым үзілмегенше базалық пакетке 20% жеңілдік.',
      'Obuna uzilmaguncha asosiy paketga 20% chegirma.',
    ),
    [
      L(
        'Если подписка прервалась, скидка не возвращается.',
        'If the subscription lapses, the discount does not come back.',
        'Жазылым үзілсе, жеңілдік қайтарылмайды.',
        'Obuna uzilsa, chegirma qaytarilmaydi.',
      ),
      L(
        'Скидка не суммируется с промокодами.',
        'The discount does not add up with promo codes.',
        'Жеңілдік промокодтармен қосылмайды.',
        'Chegirma promokodlar bilan qoʻshilmaydi.',
      ),
    ],
  ),
]

// ── The terms of use (spec 1 §2: /terms, an information page open without login) ─────────────────

const TERMS_PAGE: PageSeed = rules(
  'terms',
  L('Условия использования', 'Terms of use', 'Пайдалану шарттары', 'Foydalanish shartlari'),
  L(
    'Эти условия действуют для всех, кто смотрит каналы и фильмы в сервисе Efir на сайте, в приложениях и на телевизоре.\n\nПользуясь сервисом, вы принимаете эти условия.',
    'These terms apply to everyone who watches channels and films on Efir on the website, in the apps and on a TV.\n\nBy using the service you accept these terms.',
    'Бұл шарттар Efir сервисінде сайтта, қолданбаларда және теледидарда арналар мен фильмдерді көретін барлық адамдарға қолданылады.\n\nСервисті пайдалану арқылы сіз осы шарттарды қабылдайсыз.',
    'Ushbu shartlar Efir xizmatida saytda, ilovalarda va televizorda kanallar va filmlarni tomosha qiladigan barcha foydalanuvchilarga tegishli.\n\nXizmatdan foydalanib, siz ushbu shartlarni qabul qilasiz.',
  ),
  [
    L(
      'Аккаунт привязан к номеру телефона. Не передавайте код из SMS другим людям.',
      'An account is tied to a phone number. Do not share the SMS code with anyone.',
      'Аккаунт телефон нөміріне байланған. SMS-кодты басқа адамдарға бермеңіз.',
      'Akkaunt telefon raqamiga bogʻlangan. SMS-kodni boshqalarga bermang.',
    ),
    L(
      'Фильмы и каналы предназначены только для личного просмотра; запись и показ другим людям запрещены.',
      'Films and channels are for personal viewing only; recording them or showing them to the public is not allowed.',
      'Фильмдер мен арналар тек жеке көруге арналған; оларды жазып алуға және басқаларға көрсетуге тыйым салынады.',
      'Filmlar va kanallar faqat shaxsiy tomosha uchun; ularni yozib olish va boshqalarga koʻrsatish taqiqlanadi.',
    ),
    L(
      'Платные пакеты продлеваются автоматически, пока вы не отключите продление в разделе «Подписки».',
      'Paid packets renew automatically until you stop the renewal under Subscriptions.',
      'Ақылы пакеттер «Жазылымдар» бөлімінде ұзартуды өшірмейінше автоматты түрде ұзартылады.',
      'Pullik paketlar «Obunalar» boʻlimida uzaytirishni oʻchirmaguningizcha avtomatik uzaytiriladi.',
    ),
    L(
      'Одновременно смотреть можно на устройствах в пределах лимита вашего тарифа.',
      'You can watch at the same time on as many devices as your plan allows.',
      'Бір уақытта тарифіңіз рұқсат ететін құрылғылар санында көруге болады.',
      'Bir vaqtda tarifingiz ruxsat bergan miqdordagi qurilmalarda tomosha qilish mumkin.',
    ),
    L(
      'Для детей создайте детский профиль и задайте PIN-код: взрослые фильмы и покупки будут закрыты.',
      'For children, create a child profile and set a PIN: adult films and purchases are then locked.',
      'Балалар үшін балалар профилін жасап, PIN-код орнатыңыз: ересектерге арналған фильмдер мен сатып алулар жабылады.',
      'Bolalar uchun bolalar profilini yarating va PIN-kod oʻrnating: kattalar filmlari va xaridlar yopiladi.',
    ),
    L(
      'Вопросы по условиям задавайте в службу поддержки по телефону или e-mail, указанным внизу страницы.',
      'Questions about these terms go to support, by the phone or e-mail given at the foot of the page.',
      'Шарттар бойынша сұрақтарды беттің төменгі жағындағы телефон немесе e-mail арқылы қолдау қызметіне қойыңыз.',
      'Shartlar boʻyicha savollarni sahifa pastidagi telefon yoki e-mail orqali qoʻllab-quvvatlash xizmatiga yuboring.',
    ),
  ],
)

// ── The app-store page ─────────────────────────────────────────────────────────────────────────────

const APP_STORE_PAGE: PageSeed = {
  kind: 'app_store',
  slug: 'app_store',
  title: L('Приложения Efir', 'Efir apps', 'Efir қолданбалары', 'Efir ilovalari'),
  text: L(
    'Смотрите каналы и фильмы на телевизоре, телефоне и планшете.\n\nУстановите приложение из магазина вашего устройства и войдите по номеру телефона: подписки и избранное будут с вами везде.',
    'Watch channels and films on your TV, phone and tablet.\n\nInstall the app from your device’s store and sign in with your phone number: your subscriptions and favourites come with you.',
    'Арналар мен фильмдерді теледидарда, телефонда және планшетте көріңіз.\n\nҚолданбаны құрылғыңыздың дүкенінен орнатып, телефон нөмірімен кіріңіз: жазылымдар мен таңдаулылар әрдайым сізбен бірге.',
    'Kanallar va filmlarni televizor, telefon va planshetda tomosha qiling.\n\nIlovani qurilmangiz doʻkonidan oʻrnating va telefon raqamingiz bilan kiring: obunalar va sevimlilar doim siz bilan.',
  ),
  items: [],
}

/** Every demo information page, in order within its kind. */
export const INFO_PAGES: readonly PageSeed[] = [
  ...FAQ,
  ...INSTRUCTIONS,
  ...MANUALS,
  ...RULES,
  TERMS_PAGE,
  APP_STORE_PAGE,
]

/**
 * Seeds the information pages a database lacks, by kind and slug: a database from before issue 12 gets
 * them all on its next start, and one from before a page was added (issue 31: the terms of use) gets
 * that page.
 */
export async function seedMissingInfoPages(db: Db): Promise<boolean> {
  const stored = await db.select({ kind: t.infoPages.kind, slug: t.infoPages.slug }).from(t.infoPages)
  const known = new Set(stored.map((p) => `${p.kind}/${p.slug}`))
  const positions = new Map<Kind, number>()
  const missing = INFO_PAGES.flatMap((page) => {
    const position = positions.get(page.kind) ?? 0
    positions.set(page.kind, position + 1)
    return known.has(`${page.kind}/${page.slug}`) ? [] : [{ page, position }]
  })
  if (missing.length === 0) return false
  await db.transaction(async (tx) => {
    for (const { page, position } of missing) {
      const [row] = await tx
        .insert(t.infoPages)
        .values({
          kind: page.kind,
          slug: page.slug,
          position,
          ...withTranslations({ title: page.title, text: page.text }),
        })
        .returning({ id: t.infoPages.id })
      if (!row) throw new Error(`info page ${page.kind}/${page.slug} was not stored`)
      if (page.items.length === 0) continue
      await tx.insert(t.infoPageItems).values(
        page.items.map((item, index) => {
          const itemRow = { pageId: row.id, position: index }
          return item.title
            ? { ...itemRow, ...withTranslations({ title: item.title, text: item.text }) }
            : { ...itemRow, title: null, ...withTranslations({ text: item.text }) }
        }),
      )
    }
  })
  return true
}
