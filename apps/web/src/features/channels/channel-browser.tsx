import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Category, Channel } from '@efir/contract'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Image } from '../../shared/ui/image'
import { SkeletonList } from '../../shared/ui/skeleton'
import {
  ALL_CHANNELS_CATEGORY_ID,
  PROGRESS_REFRESH_MS,
  lastWatched,
  recommendedChannels,
} from './channel-rules'
import { ChannelList, type ChannelListProps } from './channel-list'
import { useLastChannelIds } from './last-channels'
import type { ChannelCatalogue } from './use-channel-catalogue'
import type { ChannelFilter } from './use-channel-filter'
import { useChannelSearchAnalytics } from './use-channel-search-analytics'
import { useNow } from './use-now'
import styles from './channel-browser.module.css'

export interface ChannelBrowserProps {
  catalogue: ChannelCatalogue
  filter: ChannelFilter
  onCategory: (category: Category) => void
  link: ChannelListProps['link']
  selectedId?: number
  highlighted?: number
  virtual?: ChannelListProps['virtual']
  onOpen?: ChannelListProps['onOpen']
  /** spec 2 §2: the zoomed preview of a card under a resting mouse (the /channels page) */
  preview?: ChannelListProps['preview']
  compact?: boolean
}

/**
 * The channel list with its category dropdown, search box, last-watched and recommended rows (spec 2 §2), used by the
 * /channels page and the TV page's side panel.
 */
export function ChannelBrowser(props: ChannelBrowserProps) {
  const { t } = useTranslation()
  const { catalogue, filter } = props
  const onOpen = useChannelSearchAnalytics(filter.query, props.onOpen)
  const now = useNow(PROGRESS_REFRESH_MS)
  const lastIds = useLastChannelIds()
  const searchId = useId()
  const categoryId = useId()
  const recent = lastWatched(lastIds, catalogue.channels)
  // beside an open channel (the TV page's side panel), not on the plain list page
  const recommended =
    props.selectedId === undefined
      ? []
      : recommendedChannels(catalogue.channels, {
          lastIds,
          openId: props.selectedId,
          adultIds: catalogue.adultIds,
        })
  return (
    <div className={[styles.browser, props.compact && styles.compact].filter(Boolean).join(' ')}>
      <div className={styles.filters} role="search">
        {!catalogue.filter.hidden && (
          <div className={styles.field}>
            <label htmlFor={categoryId} className={styles.label}>
              {t('channel_category')}
            </label>
            <select
              id={categoryId}
              className={styles.select}
              value={filter.category?.id ?? ALL_CHANNELS_CATEGORY_ID}
              onChange={(event) => {
                const next = catalogue.categories.find((c) => c.id === Number(event.target.value))
                if (next) props.onCategory(next)
              }}
            >
              {catalogue.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={searchId} className={styles.label}>
            {t('channel_search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.search}
            value={filter.query}
            placeholder={t('channel_search_placeholder')}
            maxLength={255}
            autoComplete="off"
            onChange={(event) => filter.setQuery(event.target.value)}
          />
        </div>
      </div>
      {!filter.query && (
        <>
          <ChannelStrip
            id={`${searchId}-recent`}
            title={t('channel_last_watched')}
            channels={recent}
            link={props.link}
          />
          <ChannelStrip
            id={`${searchId}-recommended`}
            title={t('channel_recommended')}
            channels={recommended}
            link={props.link}
          />
        </>
      )}
      {catalogue.status === 'pending' && <SkeletonList height={70} />}
      {catalogue.status === 'error' && (
        <Alert tone="error">
          {t('channel_list_error')}{' '}
          <Button variant="secondary" size="small" onClick={catalogue.refetch}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {catalogue.status === 'success' && filter.list.length === 0 && (
        <p className={styles.empty} role="status">
          {t(filter.query ? 'warning_no_search_results' : 'channel_list_empty')}
        </p>
      )}
      {catalogue.status === 'success' && filter.list.length > 0 && (
        <div className={styles.listArea}>
          <ChannelList
            channels={filter.list}
            label={filter.category?.name ?? t('section_channels')}
            now={now}
            link={props.link}
            selectedId={props.selectedId}
            highlighted={props.highlighted}
            virtual={props.virtual}
            onOpen={onOpen}
            preview={props.preview}
          />
        </div>
      )}
    </div>
  )
}

/** A titled row of channel logos (last watched, recommended); nothing when empty. */
function ChannelStrip({
  id,
  title,
  channels,
  link,
}: {
  id: string
  title: string
  channels: Channel[]
  link: ChannelBrowserProps['link']
}) {
  if (channels.length === 0) return null
  return (
    <section className={styles.recent} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.recentList}>
        {channels.map((channel) => {
          const { to, linkState } = link(channel)
          return (
            <li key={channel.id}>
              <Link to={to} state={linkState} className={styles.recentLink} title={channel.name}>
                <Image src={channel.logo || channel.cover.full} alt="" className={styles.recentLogo} />
                <span className={styles.recentName}>{channel.name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
