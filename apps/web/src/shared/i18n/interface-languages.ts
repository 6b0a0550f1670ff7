import type { NetworkInfo } from '@efir/contract'
import { SUPPORTED_LANGUAGES, toInterfaceLanguage, type InterfaceLanguage } from './languages'

/**
 * Interface languages offered: the network's interface languages we have texts for, by priority;
 * all four when the network lists none (spec 3 §3 "Language: key, name, priority, interface flag").
 */
export function interfaceLanguages(networkInfo: NetworkInfo | undefined): InterfaceLanguage[] {
  const listed = (networkInfo?.languages.available ?? [])
    .filter((language) => language.interface)
    .sort((a, b) => a.priority - b.priority)
    .map((language) => toInterfaceLanguage(language.key))
    .filter((lng): lng is InterfaceLanguage => lng !== undefined)
  const unique = [...new Set(listed)]
  return unique.length > 0 ? unique : [...SUPPORTED_LANGUAGES]
}
