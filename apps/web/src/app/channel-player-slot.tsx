import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { parentalStore } from '../shared/parental/parental-store'
import type { ChannelPlayerProps } from '../shared/player-props'
import { Image } from '../shared/ui/image'
import styles from './channel-player-slot.module.css'

/**
 * Stands in for the player UI while its chunk loads: the channel's poster and name at once.
 */
function ChannelPlayerPlaceholder({ channel, ts }: ChannelPlayerProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.placeholder} data-channel-player={channel.id} data-ts={ts ?? ''}>
      <Image src={channel.cover.full || channel.logo} alt="" className={styles.poster} />
      <div className={styles.caption}>
        <span className={styles.name}>{channel.name}</span>
        <span className={styles.note}>{t('channel_player_placeholder')}</span>
      </div>
    </div>
  )
}

/** issue 8: a stream refused for want of the PIN makes the page ask it again. */
const forgetPinEntry = () => parentalStore.forgetEntry()

/** The player UI: a lazy chunk with the player core (hls.js and shaka-player are lazier still). */
const ChannelPlayer = lazy(() => import('../features/player/channel-player'))
/** spec 2 §4: a channel with vitrinaUrl plays in a third-party embedded player instead. */
const VitrinaPlayer = lazy(() => import('../features/vitrina/vitrina-player'))

/**
 * The `renderPlayer` the live-TV pages receive (ChannelPlayerProps is the seam, shared/player-props.ts).
 * No key per channel: one player (one PlayerController) stays mounted across channel switches.
 */
export function renderChannelPlayer(props: ChannelPlayerProps) {
  return (
    <Suspense fallback={<ChannelPlayerPlaceholder {...props} />}>
      {props.channel.vitrinaUrl ? (
        <VitrinaPlayer key={props.channel.id} {...props} />
      ) : (
        <ChannelPlayer onParentalRequired={forgetPinEntry} {...props} />
      )}
    </Suspense>
  )
}
