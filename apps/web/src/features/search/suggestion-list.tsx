import { useTranslation } from 'react-i18next'
import { SearchIcon } from '../../shared/ui/icons'
import type { SearchOption } from './search-options'
import styles from './search.module.css'

/** The listbox of a search combobox; options are picked with the mouse (mousedown keeps the focus). */
export function SuggestionList({
  id,
  options,
  highlight,
  onPick,
  onHighlight,
}: {
  id: string
  options: readonly SearchOption[]
  highlight: number
  onPick: (option: SearchOption) => void
  onHighlight: (index: number) => void
}) {
  const { t } = useTranslation()
  return (
    <ul id={id} role="listbox" aria-label={t('search_suggestions')} className={styles.listbox}>
      {options.map((option, index) => (
        // NOTE: keys reach the options through the combobox input (aria-activedescendant), not the items.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.key}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === highlight}
          className={[styles.option, index === highlight && styles.highlighted].filter(Boolean).join(' ')}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHighlight(index)}
          onClick={() => onPick(option)}
        >
          <span className={styles.optionIcon} aria-hidden="true">
            {option.kind === 'suggestion' || option.kind === 'history' ? <SearchIcon /> : null}
          </span>
          <span className={styles.optionLabel}>{option.label}</span>
          {option.kind === 'content' && option.detail && (
            <span className={styles.optionDetail}>{option.detail}</span>
          )}
          {option.kind === 'channel' && (
            <span className={styles.optionDetail}>{t('search_group_channels')}</span>
          )}
          {option.kind === 'person' && (
            <span className={styles.optionDetail}>{t('search_group_persons')}</span>
          )}
          {option.kind === 'history' && <span className={styles.optionDetail}>{t('search_history')}</span>}
        </li>
      ))}
    </ul>
  )
}
