import type { SearchSuggest } from '@efir/contract'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useConfiguration } from '../../shared/session/use-session'
import { useSuggest } from './api'
import { searchOptions, type SearchOption } from './search-options'
import { SUGGESTIONS_HIDE_MS, clampSearchText, moveHighlight, searchSettings } from './search-rules'
import { useDebounced } from '../../shared/hooks/use-debounced'

export interface SearchCombobox {
  text: string
  /** Sets the text; `openList` false when the text comes from outside (the URL). */
  setText: (text: string, openList?: boolean) => void
  open: boolean
  options: SearchOption[]
  highlight: number
  answer: SearchSuggest | undefined
  loading: boolean
  /** The text searched for after the debounce (what the suggestions are for). */
  settled: string
  minChars: number
  onFocus: () => void
  onBlur: () => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  close: () => void
  setHighlight: (index: number) => void
}

/**
 * The state of a search input with a suggestion list (spec 3 §2 "Search"): debounce and minimum
 * characters from the configuration, suggestions also on focus with an empty query, hidden 500 ms after
 * blur, arrows through the options, Enter picks the highlighted one (else submits), Escape closes.
 */
export function useSearchCombobox({
  initialText = '',
  onPick,
  onSubmit,
  onEscape,
}: {
  initialText?: string
  onPick: (option: SearchOption, typed: string) => void
  onSubmit: (text: string) => void
  onEscape?: () => void
}): SearchCombobox {
  const settings = searchSettings(useConfiguration())
  const [text, setTextState] = useState(initialText)
  const [open, setOpen] = useState(false)
  // The highlight belongs to one settled text: new suggestions start unhighlighted.
  const [mark, setMark] = useState({ text: initialText, index: -1 })
  const hideTimer = useRef<number | undefined>(undefined)
  const settled = useDebounced(text, settings.debounceMs)
  const trimmed = settled.trim()
  const enabled = open && (trimmed === '' || trimmed.length >= settings.minChars)
  const suggest = useSuggest(settled, enabled)
  // Options stay from the last answer while the list is closed, so an arrow key reopens it at once.
  const usable = trimmed === '' || trimmed.length >= settings.minChars
  const options = usable ? searchOptions(suggest.data, settled) : []

  useEffect(() => () => window.clearTimeout(hideTimer.current), [])
  const highlight = mark.text === settled ? mark.index : -1
  const setHighlight = useCallback((index: number) => setMark({ text: settled, index }), [settled])

  const close = useCallback(() => {
    window.clearTimeout(hideTimer.current)
    setOpen(false)
    setMark((current) => ({ ...current, index: -1 }))
  }, [])

  const setText = useCallback((next: string, openList = true) => {
    setTextState(clampSearchText(next))
    if (openList) setOpen(true)
  }, [])

  return {
    text,
    setText,
    open: open && options.length > 0,
    options,
    highlight,
    answer: suggest.data,
    loading: suggest.isFetching,
    settled,
    minChars: settings.minChars,
    onFocus: () => {
      window.clearTimeout(hideTimer.current)
      setOpen(true)
    },
    onBlur: () => {
      window.clearTimeout(hideTimer.current)
      hideTimer.current = window.setTimeout(close, SUGGESTIONS_HIDE_MS)
    },
    onKeyDown: (event) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault()
          setOpen(true)
          setHighlight(moveHighlight(highlight, options.length, event.key))
          break
        case 'Enter': {
          event.preventDefault()
          const option = open ? options[highlight] : undefined
          close()
          if (option) onPick(option, text)
          else if (text.trim()) onSubmit(text.trim())
          break
        }
        case 'Escape':
          if (open && options.length > 0) {
            event.preventDefault()
            close()
          } else onEscape?.()
          break
      }
    },
    close,
    setHighlight,
  }
}
