import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { IconButton } from '../../shared/ui/button'
import { CloseIcon, SearchIcon } from '../../shared/ui/icons'
import { BOX_HIDE_MS, searchPath } from './search-rules'
import { SuggestionList } from './suggestion-list'
import { usePickOption } from './use-pick-option'
import { SearchInput } from './search-input'
import { useSearchCombobox } from './use-search-combobox'
import styles from './search.module.css'

/**
 * The header search (spec 3 §2 "Header", "Search"): a button that slides a search field open; the field
 * suggests while typing (and on focus), Enter opens /search?q=, Escape closes. The box hides 300 ms after
 * the route changes.
 */
export function SearchBox() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const pick = usePickOption()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const collapse = () => {
    setExpanded(false)
    toggleRef.current?.focus()
  }
  const box = useSearchCombobox({
    onPick: (option, typed) => pick(option, typed),
    onSubmit: (text) => void navigate(searchPath(text)),
    onEscape: collapse,
  })
  const { close } = box

  // spec 3 §2: "the box hides 300 ms after route change".
  const routeKey = location.pathname + location.search
  const firstRoute = useRef(routeKey)
  useEffect(() => {
    if (routeKey === firstRoute.current) return
    firstRoute.current = routeKey
    const timer = window.setTimeout(() => {
      close()
      setExpanded(false)
    }, BOX_HIDE_MS)
    return () => window.clearTimeout(timer)
  }, [routeKey, close])

  useEffect(() => {
    if (expanded) inputRef.current?.focus()
  }, [expanded])

  if (!expanded)
    return (
      <IconButton
        ref={toggleRef}
        data-focus-key="search"
        className={styles.toggle}
        label={t('search')}
        aria-expanded={false}
        icon={<SearchIcon />}
        onClick={() => setExpanded(true)}
      />
    )

  return (
    <div className={styles.box} data-focus-key="search">
      <form
        role="search"
        className={styles.boxForm}
        onSubmit={(event) => {
          event.preventDefault()
          if (box.text.trim()) void navigate(searchPath(box.text.trim()))
        }}
      >
        <SearchIcon />
        <SearchInput
          ref={inputRef}
          box={box}
          listId={listId}
          value={box.text}
          onChange={(text) => box.setText(text)}
          className={styles.boxInput}
        />
        <IconButton label={t('close')} icon={<CloseIcon />} className={styles.boxClose} onClick={collapse} />
      </form>
      {box.open && (
        <SuggestionList
          id={listId}
          options={box.options}
          highlight={box.highlight}
          onHighlight={box.setHighlight}
          onPick={(option) => {
            box.close()
            pick(option, box.text)
          }}
        />
      )}
    </div>
  )
}

export default SearchBox
