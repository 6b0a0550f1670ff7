import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { PageFrame } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { Alert } from '../../shared/ui/alert'
import { PROGRESS_REFRESH_MS, channelPath, freeChannels } from './channel-rules'
import { ChannelCard } from './channel-card'
import { useChannelCatalogue } from './use-channel-catalogue'
import { useNow } from './use-now'
import styles from './channel-list.module.css'

/**
 * /channelsfree (spec 2 §2, spec 3 §2 "Channels free page"): the numbered list of channels that are
 * available, free and not hidden, from the all-channels category; each opens its channel path.
 */
export default function ChannelsFreePage() {
  const { t } = useTranslation()
  const location = useLocation()
  const catalogue = useChannelCatalogue()
  const now = useNow(PROGRESS_REFRESH_MS)
  const all = catalogue.categories.find((c) => c.tags.all_channels)
  const free = freeChannels(catalogue.channels, catalogue.categories)
  return (
    <PageFrame title={t('section_channels_free')}>
      {catalogue.status === 'pending' && <SkeletonList height={70} />}
      {catalogue.status === 'error' && <Alert tone="error">{t('channel_list_error')}</Alert>}
      {catalogue.status === 'success' && (
        <ol className={styles.list} aria-label={t('section_channels_free')}>
          {free.map(({ number, channel }) => (
            <li key={channel.id} className={styles.item}>
              <ChannelCard
                channel={channel}
                number={number}
                now={now}
                to={channelPath(channel, all)}
                linkState={backgroundState(location)}
              />
            </li>
          ))}
        </ol>
      )}
    </PageFrame>
  )
}
