import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_SEARCH_LENGTH } from './search-rules'
import type { SearchCombobox } from './use-search-combobox'

/**
 * The search field of the header box and of the search page: a combobox over the suggestion list
 * `listId` (its options are `${listId}-${index}`), driven by `box`.
 */
export function SearchInput({
  box,
  listId,
  value,
  onChange,
  className,
  ref,
}: {
  box: SearchCombobox
  listId: string
  value: string
  onChange: (text: string) => void
  className: string | undefined
  ref?: Ref<HTMLInputElement>
}) {
  const { t } = useTranslation()
  return (
    <input
      ref={ref}
      type="search"
      role="combobox"
      className={className}
      aria-label={t('search_input_label')}
      placeholder={t('search_placeholder')}
      maxLength={MAX_SEARCH_LENGTH}
      aria-expanded={box.open}
      aria-controls={listId}
      aria-autocomplete="list"
      aria-activedescendant={box.open && box.highlight >= 0 ? `${listId}-${box.highlight}` : undefined}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={box.onFocus}
      onBlur={box.onBlur}
      onKeyDown={box.onKeyDown}
    />
  )
}
