import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Row } from '@efir/contract'
import { Button } from '../../shared/ui/button'
import { ContentGrid, type GridItem } from '../../shared/content-grid/content-grid'
import { useMoreResults } from './api'
import { nextResultsOffset } from './search-rules'
import styles from './search.module.css'

/**
 * The films (series, programmes) of one search group (issue 31): the rowset's first 48, then "Show
 * more" pages until the server has no more (no 4K, spec 3 §5), so every title found can be reached.
 */
export function SearchGroupContents({
  row,
  term,
  onOpen,
}: {
  row: Row
  term: string
  onOpen: (item: GridItem) => void
}) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState(false)
  const more = useMoreResults(row, term, asked)
  const pages = [row, ...(more.data?.pages ?? [])]
  const seen = new Set<number>()
  const items = pages
    .flatMap((page) => page.contents)
    .filter((c) => !c.is_4k && !seen.has(c.id) && Boolean(seen.add(c.id)))
  const next = nextResultsOffset(pages)
  const loading = more.isFetching
  return (
    <>
      <ContentGrid items={items} label={row.title} hoverAnalytics onOpen={onOpen} />
      {next !== null && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            disabled={loading}
            aria-busy={loading || undefined}
            onClick={() => (asked ? void more.fetchNextPage() : setAsked(true))}
          >
            {t('search_show_more')}
          </Button>
        </div>
      )}
    </>
  )
}
