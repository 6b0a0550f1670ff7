import type { Paysystem } from '@efir/contract'
import type { Language } from '../../i18n/language.ts'
import { msg, translate, type PlainKey } from '../../i18n/messages.ts'

/**
 * Issue 29: a pay system's name and description in the viewer's language, from the server's message
 * catalogue (one key pair per demo pay system; `paysystem(...)` keeps English as the fallback).
 */
const TEXTS: Readonly<Record<string, readonly [name: PlainKey, description: PlainKey]>> = {
  democard: ['paysystem_democard', 'paysystem_democard_description'],
  linkedcard: ['paysystem_linkedcard', 'paysystem_linkedcard_description'],
  demophone: ['paysystem_demophone', 'paysystem_demophone_description'],
  demoqr: ['paysystem_demoqr', 'paysystem_demoqr_description'],
  kaspi: ['paysystem_kaspi', 'paysystem_kaspi_description'],
  demoframe: ['paysystem_demoframe', 'paysystem_demoframe_description'],
  invoice: ['paysystem_invoice', 'paysystem_invoice_description'],
  balance: ['paysystem_balance', 'paysystem_balance_description'],
}

/** The name of a pay system in a language (its shortname when the catalogue does not know it). */
export function paysystemName(shortname: string, language: Language): string {
  const keys = TEXTS[shortname]
  return keys ? translate(language, keys[0]) : shortname
}

/**
 * A pay system as the viewer reads it: name, title, description and button in their language; bank
 * details (the info form) with labels in their language and the purpose naming the account.
 */
export function localizePaysystem(p: Paysystem, language: Language, accountId?: number): Paysystem {
  const keys = TEXTS[p.shortname]
  const name = keys ? translate(language, keys[0]) : p.name
  return {
    ...p,
    name,
    title: name,
    description: keys ? translate(language, keys[1]) : p.description,
    button_text: translate(language, 'paysystem_button'),
    data: p.data === null ? null : bankDetails(language, accountId),
  }
}

/** The bank details of the info form, labelled in the viewer's language. */
function bankDetails(language: Language, accountId: number | undefined): Record<string, string> {
  return {
    [translate(language, 'bank_details_bank')]: translate(language, 'bank_details_bank_name'),
    [translate(language, 'bank_details_iban')]: 'KZ00 0000 0000 0000 0000',
    [translate(language, 'bank_details_purpose')]: translate(
      language,
      msg('bank_details_purpose_text', { account: accountId ?? '' }),
    ),
  }
}
