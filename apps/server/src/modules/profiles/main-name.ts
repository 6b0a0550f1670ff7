import type { Profile } from '@efir/contract'
import type { Language } from '../../i18n/language.ts'
import { translate } from '../../i18n/messages.ts'

/**
 * The name an account's first adult profile is stored under (service.ts MAIN_PROFILE): it stands for
 * "the main profile", not for an English word (issue 31: every new account's profile was "Main" in
 * every language).
 */
export const MAIN_PROFILE_NAME = 'Main'

/** A profile as the viewer reads it: the account's main profile, until renamed, named in their language. */
export const profileInLanguage = (profile: Profile, language: Language): Profile =>
  profile.name === MAIN_PROFILE_NAME ? { ...profile, name: translate(language, 'profile_main') } : profile
