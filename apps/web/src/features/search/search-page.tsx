import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Channel } from '@efir/contract'
import { Link, useLocation, useSearchParams } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { Button } from '../../shared/ui/button'
import { AlertIcon, SearchIcon } from '../../shared/ui/icons'
import { Image } from '../../shared/ui/image'
import { PageFrame, StateMessage } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { PersonList } from '../../shared/content-grid/person-tile'
import { useHoverAnalytics } from '../../shared/analytics/use-hover-analytics'
import { useConfiguration } from '../../shared/session/use-session'
import { useSaveFound } from '../../shared/search/save-found'
import { useSearchResults, useSuggest } from './api'
import {
  MAX_SEARCH_LENGTH,
  searchPath,
  searchPrompt,
  searchSettings,
  searchTerm,
  shouldReload,
} from './search-rules'
import { SearchGroupContents } from './search-group-contents'
import { SuggestionList } from './suggestion-list'
import { usePickOption } from './use-pick-option'
import { useLayoutHint } from './use-layout-hint'
import { SearchInput } from './search-input'
import { useSearchCombobox } from './use-search-combobox'
import styles from './search.module.css'
import { usePageSeo } from '../../shared/hooks/use-seo'

/** A channel found: its logo and name, with hover analytics (spec 3 §2: pointer devices, 100 ms). */
function ChannelResult({
  channel,
  onOpen,
}: {
  channel: Pick<Channel, 'id' | 'slug' | 'name' | 'logo'>
  onOpen: () => void
}) {
  const location = useLocation()
  const hover = useHoverAnalytics('channel', channel.id)
  return (
    <Link
      to={`/channel/${channel.slug || channel.id}`}
      state={backgroundState(location)}
      className={styles.channel}
      onClick={onOpen}
      {...hover}
    >
      <Image className={styles.channelLogo} src={channel.logo} alt="" kind="channel_logo" />
      <span>{channel.name}</span>
    </Link>
  )
}

/** The results of a term: the search rowset's rows (no 4K), the layout hint, the empty state. */
function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation()
  const results = useSearchResults(term)
  const typed = useSuggest(term)
  const saveFound = useSaveFound()
  const hint = useLayoutHint(term, typed.data)

  const hintBlock = hint && (
    <p className={styles.hint} role="status">
      {t('search_maybe_you_mean')}{' '}
      <Link to={searchPath(hint)} className={styles.hintLink}>
        {hint}
      </Link>
    </p>
  )
  if (results.isError)
    return (
      <StateMessage icon={<AlertIcon />} title={t('search_error')} headingLevel={2}>
        <Button onClick={() => void results.refetch()}>{t('retry')}</Button>
      </StateMessage>
    )
  if (!results.data) return <SkeletonList />
  const rows = results.data.rows
    .map((row) => ({ ...row, contents: row.contents.filter((c) => !c.is_4k) }))
    .filter((row) => row.contents.length + row.channels.length + row.persons.length > 0)
  if (rows.length === 0)
    return (
      <>
        {hintBlock}
        <StateMessage icon={<SearchIcon />} title={t('warning_no_search_results')} headingLevel={2} />
      </>
    )
  return (
    <>
      {hintBlock}
      <h2 className="visually-hidden">{t('search_results_for', { text: term })}</h2>
      {rows.map((row) => (
        <section key={row.id} className={styles.group} aria-labelledby={`search-row-${row.id}`}>
          <h3 id={`search-row-${row.id}`} className={styles.groupTitle}>
            {row.title}
          </h3>
          {row.contents.length > 0 && (
            <SearchGroupContents
              row={row}
              term={term}
              onOpen={(item) =>
                saveFound({ title: item.title, text: term, content_type: 'content', object_id: item.id })
              }
            />
          )}
          {row.channels.length > 0 && (
            <ul className={styles.channels} aria-label={row.title}>
              {row.channels.map((channel) => (
                <li key={channel.id}>
                  <ChannelResult
                    channel={channel}
                    onOpen={() =>
                      saveFound({
                        title: channel.name,
                        text: term,
                        content_type: 'channel',
                        object_id: channel.id,
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {row.persons.length > 0 && <PersonList persons={row.persons} label={row.title} />}
        </section>
      ))}
    </>
  )
}

/**
 * /search?q= (spec 3 §2 "Search"): a search field with suggestions; the query in the URL after the
 * configured debounce (at least min_search_chars characters); results, the "maybe you mean" hint, and
 * warning_no_search_results when nothing is found.
 */
export default function SearchPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const settings = searchSettings(useConfiguration())
  const q = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH)
  const pick = usePickOption()
  const listId = useId()
  const box = useSearchCombobox({
    initialText: q,
    onPick: (option, typed) => pick(option, typed),
    onSubmit: (text) => setParams({ q: text }),
  })
  const { setText, settled, text } = box
  const term = searchTerm(q, settings.minChars)
  // the typed text decides the prompt; a too-short URL query (/search?q=a) too while the field is empty
  const prompt = searchPrompt(text || q, settings.minChars)

  // The URL follows the settled text (spec 3 §2: "Search text must differ to reload").
  const lastQ = useRef(q)
  useEffect(() => {
    const next = searchTerm(settled, settings.minChars)
    if (settled !== text) return
    if (!shouldReload(lastQ.current, next) || (next === '' && settled.trim() !== '')) return
    lastQ.current = next
    setParams(next ? { q: next } : {}, { replace: true })
  }, [settled, text, settings.minChars, setParams])
  // A new q from outside (the header box, a hint link, Back) replaces the field's text.
  useEffect(() => {
    if (shouldReload(lastQ.current, q)) {
      lastQ.current = q
      setText(q, false)
    }
  }, [q, setText])

  // spec 3 §5: the search mask names the query ("Поиск: матрица — Efir")
  usePageSeo('search', q ? `${t('section_search')}: ${q}` : t('section_search'), { name: q || undefined })
  return (
    <PageFrame title={t('section_search')}>
      <div className={styles.pageBox}>
        <form
          role="search"
          className={styles.pageForm}
          onSubmit={(event) => {
            event.preventDefault()
            box.close()
            const next = searchTerm(text, settings.minChars)
            if (next) {
              lastQ.current = next
              setParams({ q: next })
            }
          }}
        >
          <SearchIcon />
          <SearchInput
            box={box}
            listId={listId}
            value={text}
            onChange={(text) => setText(text)}
            className={styles.pageInput}
          />
          <Button type="submit" size="small">
            {t('search_submit')}
          </Button>
        </form>
        {box.open && (
          <SuggestionList
            id={listId}
            options={box.options}
            highlight={box.highlight}
            onHighlight={box.setHighlight}
            onPick={(option) => {
              box.close()
              pick(option, text)
            }}
          />
        )}
      </div>
      <section aria-live="polite" className={styles.results}>
        {prompt.kind === 'too-short' ? (
          <StateMessage
            icon={<SearchIcon />}
            title={t('search_min_chars', { count: prompt.minChars })}
            headingLevel={2}
          />
        ) : term ? (
          <SearchResults term={term} />
        ) : (
          <StateMessage icon={<SearchIcon />} title={t('search_enter_text')} headingLevel={2} />
        )}
      </section>
    </PageFrame>
  )
}
