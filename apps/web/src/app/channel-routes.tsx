import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Spinner } from '../shared/ui/spinner'
import { renderChannelPlayer } from './channel-player-slot'
import styles from './channel-player-slot.module.css'
import {
  ChannelEmbedPage,
  ChannelScreen,
  ChannelsFreePage,
  ChannelsPage,
  NewYearPage,
  RowShelfSlot,
} from './lazy-pages'

/**
 * The live-TV routes of spec 2 §2 composed here: features/channels gets the player through
 * `renderPlayer` and the New Year page its catalogue rows through `renderRow` (features/player and
 * features/catalogue are never imported by it).
 */
export function LiveTvPageRoute({ screen }: { screen: string }) {
  const params = useParams()
  switch (screen) {
    case 'channels':
      return (
        <ChannelsPage
          renderPlayer={renderChannelPlayer}
          renderChannel={(key) => (
            <ChannelScreen channelKey={key} renderPlayer={renderChannelPlayer} variant="page" />
          )}
        />
      )
    case 'channel':
      return <ChannelScreen channelKey={params.id ?? ''} renderPlayer={renderChannelPlayer} variant="page" />
    case 'channel_embed':
      return <ChannelEmbedPage channelKey={params.channelId ?? ''} renderPlayer={renderChannelPlayer} />
    case 'channels_free':
      return <ChannelsFreePage />
    case 'newyear':
      return (
        <NewYearPage
          renderPlayer={renderChannelPlayer}
          renderRow={(row, index) => <RowShelfSlot row={row} eager={index < 2} />}
        />
      )
    default:
      return null
  }
}

/** /channels/{category}/{channel}: the TV page (or the viewer on mobile) as a modal page over the list. */
export function ChannelModalPage() {
  const { t } = useTranslation()
  const { category, id } = useParams()
  // The overlay shows at once while the channel screen's chunk loads (feedback within 100 ms of a click).
  const loading = (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('section_channel')}>
      <h1 className="visually-hidden">{t('section_channel')}</h1>
      <Spinner />
    </div>
  )
  return (
    <Suspense fallback={loading}>
      <ChannelScreen
        channelKey={id ?? ''}
        categoryKey={category}
        renderPlayer={renderChannelPlayer}
        variant="overlay"
      />
    </Suspense>
  )
}
