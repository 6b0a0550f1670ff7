import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../../shared/i18n/i18n'
import { interfaceLanguages } from '../../shared/i18n/interface-languages'
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  toInterfaceLanguage,
  type InterfaceLanguage,
} from '../../shared/i18n/languages'
import {
  moveLanguage,
  orderedLanguages,
  readTrackPriority,
  writeTrackPriority,
  type TrackKind,
} from '../../shared/player-chrome/track-priorities'
import { useNetworkInfo } from '../../shared/session/use-session'
import { Button } from '../../shared/ui/button'
import { SectionMenuLink, type SectionLink } from './section-link'
import styles from './settings.module.css'

/** spec 3 §2 language: interface, audio tracks and subtitles (the last two when the network lists any). */
export function LanguageMenu({ link }: { link: SectionLink }) {
  const { t } = useTranslation()
  const network = useNetworkInfo()
  return (
    <ul className={styles.menu}>
      <li>
        <SectionMenuLink link={link} to="language/interface">
          {t('settings_title_language_interface')}
        </SectionMenuLink>
      </li>
      {(network?.languages.audio.length ?? 0) > 0 && (
        <li>
          <SectionMenuLink link={link} to="language/audiotracks">
            {t('settings_title_language_audiotracks')}
          </SectionMenuLink>
        </li>
      )}
      {(network?.languages.subtitle.length ?? 0) > 0 && (
        <li>
          <SectionMenuLink link={link} to="language/texttracks">
            {t('settings_title_language_texttracks')}
          </SectionMenuLink>
        </li>
      )}
    </ul>
  )
}

/** The interface language: switches i18next and stores the choice (as the header's switcher does). */
export function LanguageInterface() {
  const { t, i18n } = useTranslation()
  const network = useNetworkInfo()
  const current = toInterfaceLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE
  // the choice shows at once; the texts follow when the language file has loaded
  const [choice, setChoice] = useState<InterfaceLanguage | null>(null)
  return (
    <fieldset className={styles.list}>
      <legend className="visually-hidden">{t('settings_title_language_interface')}</legend>
      {interfaceLanguages(network).map((lng) => (
        <label key={lng} className={styles.menuItem} lang={lng}>
          <span>{LANGUAGE_NAMES[lng]}</span>
          <input
            type="radio"
            name="interface-language"
            value={lng}
            checked={lng === (choice ?? current)}
            onChange={() => {
              setChoice(lng)
              void changeLanguage(lng)
            }}
          />
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The audio or subtitle language priority (spec 1 §9): the network's languages in the viewer's order,
 * moved up and down; the player takes the first one a stream has.
 */
export function TrackPriorities({ kind }: { kind: TrackKind }) {
  const { t } = useTranslation()
  const network = useNetworkInfo()
  const listId = useId()
  const languages = (kind === 'audio' ? network?.languages.audio : network?.languages.subtitle) ?? []
  const [order, setOrder] = useState(() =>
    orderedLanguages(languages, readTrackPriority(kind)).map((l) => l.key),
  )
  const [announce, setAnnounce] = useState('')
  const nameOf = (key: string) => languages.find((l) => l.key === key)?.name ?? key
  if (languages.length === 0) return <p className={styles.muted}>{t('settings_languages_empty')}</p>
  const move = (index: number, step: -1 | 1) => {
    const next = moveLanguage(order, index, step)
    setOrder(next)
    writeTrackPriority(kind, next)
    const key = order[index] ?? ''
    setAnnounce(t('settings_language_moved', { language: nameOf(key), position: next.indexOf(key) + 1 }))
  }
  return (
    <>
      <p id={listId} className={styles.muted}>
        {t(kind === 'audio' ? 'settings_audio_priority_hint' : 'settings_text_priority_hint')}
      </p>
      <ol className={styles.list} aria-describedby={listId}>
        {order.map((key, index) => (
          <li key={key} className={styles.row}>
            <span>{`${index + 1}. ${nameOf(key)}`}</span>
            <span className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                disabled={index === 0}
                aria-label={t('settings_language_up', { language: nameOf(key) })}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={index === order.length - 1}
                aria-label={t('settings_language_down', { language: nameOf(key) })}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </>
  )
}
