import type { Language } from '../../i18n/language.ts'

/** The demo operator's user agreement (network info `agreement`), in the request's language. */
export const AGREEMENT_TEXTS: Readonly<Record<Language, string>> = {
  ru: `Пользовательское соглашение (демо)

Это демонстрационное пользовательское соглашение оператора. Пользуясь сервисом, вы соглашаетесь
смотреть ответственно, никому не сообщать код для входа и не распространять контент.

1. Сервис предоставляет телеканалы, архив передач и видео по запросу.
2. Платные пакеты оплачиваются так, как указано на странице пакетов.
3. Оператор может менять состав каналов.
`,
  en: `User agreement (demo)

This is the reference operator's demo user agreement. By using the service you agree to watch
responsibly, keep your sign-in code to yourself and not redistribute the content.

1. The service provides live channels, archive and video on demand.
2. Paid packets are billed as described on the packets page.
3. The operator may change the channel line-up.
`,
  kk: `Пайдаланушы келісімі (демо)

Бұл оператордың демонстрациялық пайдаланушы келісімі. Сервисті пайдалана отырып, сіз жауапкершілікпен
көруге, кіру кодын ешкімге айтпауға және контентті таратпауға келісесіз.

1. Сервис телеарналарды, хабарлар мұрағатын және сұраныс бойынша бейнені ұсынады.
2. Ақылы пакеттер пакеттер бетінде көрсетілгендей төленеді.
3. Оператор арналар құрамын өзгерте алады.
`,
  uz: `Foydalanuvchi kelishuvi (demo)

Bu operatorning namoyish uchun foydalanuvchi kelishuvi. Xizmatdan foydalanib, siz masʼuliyat bilan
tomosha qilishga, kirish kodini hech kimga aytmaslikka va kontentni tarqatmaslikka rozilik bildirasiz.

1. Xizmat telekanallar, koʻrsatuvlar arxivi va talab boʻyicha video taqdim etadi.
2. Pullik paketlar paketlar sahifasida koʻrsatilganidek toʻlanadi.
3. Operator kanallar tarkibini oʻzgartirishi mumkin.
`,
}

/** The demo operator's privacy policy (network info `privacy`), in the request's language. */
export const PRIVACY_TEXTS: Readonly<Record<Language, string>> = {
  ru: `Политика конфиденциальности (демо)

Демонстрационный сервер хранит ваш номер телефона, устройства, профили, избранное и статистику
просмотров, чтобы оказывать услугу. Токены доступа хранятся только в виде хешей и никогда не пишутся в журналы.
Демонстрационные SMS не отправляются, а сохраняются в локальном ящике.
`,
  en: `Privacy policy (demo)

The reference server stores your phone number, devices, profiles, favorites and viewing statistics
to provide the service. Access tokens are stored only as hashes and are never written to logs.
Demo SMS messages are kept in a local outbox instead of being sent.
`,
  kk: `Құпиялылық саясаты (демо)

Демонстрациялық сервер қызмет көрсету үшін телефон нөміріңізді, құрылғыларыңызды, профильдеріңізді,
таңдаулыларыңызды және көру статистикасын сақтайды. Кіру токендері тек хеш түрінде сақталады және
журналдарға ешқашан жазылмайды. Демонстрациялық SMS жіберілмейді, жергілікті жәшікте сақталады.
`,
  uz: `Maxfiylik siyosati (demo)

Namoyish serveri xizmat koʻrsatish uchun telefon raqamingiz, qurilmalaringiz, profillaringiz,
sevimlilaringiz va koʻrish statistikasini saqlaydi. Kirish tokenlari faqat xesh koʻrinishida saqlanadi
va hech qachon jurnallarga yozilmaydi. Namoyish SMSlari yuborilmaydi, mahalliy qutida saqlanadi.
`,
}
