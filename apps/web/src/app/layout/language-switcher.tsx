import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../../shared/i18n/i18n'
import {
  LANGUAGE_NAMES,
  toInterfaceLanguage,
  DEFAULT_LANGUAGE,
  type InterfaceLanguage,
} from '../../shared/i18n/languages'
import { useCommitSelect } from '../../shared/ui/commit-select'
import { GlobeIcon } from '../../shared/ui/icons'
import styles from './language-switcher.module.css'

/**
 * Interface language picker (ru, en, kk, uz): switches i18next and stores the choice, on commit only (a
 * click or Enter: an arrow key on the closed select only browses, issue 31).
 */
export function LanguageSwitcher({ languages }: { languages: readonly InterfaceLanguage[] }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const current = toInterfaceLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE
  const select = useCommitSelect(current, (lng) => void changeLanguage(lng))
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className="visually-hidden">
        {t('language')}
      </label>
      <GlobeIcon />
      <select id={id} className={styles.select} {...select}>
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  )
}
