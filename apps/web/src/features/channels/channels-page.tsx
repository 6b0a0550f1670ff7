import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import type { Channel } from '@efir/contract'
import type { RenderPlayer } from '../../shared/player-props'
import { backgroundState } from '../../shared/hooks/background-location'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { useActionFlagGates } from '../../shared/parental/use-parental-check'
import { NotFound } from '../../shared/ui/not-found'
import { PageFrame } from '../../shared/ui/page-frame'
import { ButtonLink } from '../../shared/ui/button'
import { SkeletonList } from '../../shared/ui/skeleton'
import { ChannelBrowser } from './channel-browser'
import {
  VIRTUAL_LIST_MIN_WIDTH,
  categoryPath,
  channelPath,
  findCategory,
  findChannel,
  previewPlays,
} from './channel-rules'
import { useChannelCatalogue } from './use-channel-catalogue'
import { useChannelFilter } from './use-channel-filter'
import styles from './channels-page.module.css'

export interface ChannelsPageProps {
  /** spec 2 §2 "/channels/{id}: channel page without category": app/ renders the channel screen. */
  renderChannel: (channelSlugOrId: string) => ReactNode
  /** the player of the cards' zoomed previews (spec 2 §2, preview mode) */
  renderPlayer: RenderPlayer
}

/**
 * /channels and /channels/{category} (spec 2 §2): the channel list of a category (slug or id, or the
 * query `category`), with search and last watched. A channel opens as a modal page over the list.
 */
export default function ChannelsPage({ renderChannel, renderPlayer }: ChannelsPageProps) {
  const { t } = useTranslation()
  const { category: segment } = useParams()
  const [search] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const { width } = useWindowSize()
  const catalogue = useChannelCatalogue()
  const key = segment ?? search.get('category') ?? undefined
  const category = findCategory(catalogue.categories, key)
  const filter = useChannelFilter(catalogue, category?.id)
  // spec 1 §4: with the device's channel switch asking the PIN, a preview would be refused (issue 30)
  const channelGates = useActionFlagGates('channel')

  if (key && !category && catalogue.status === 'success') {
    // Not a category: a channel path without category, or an unknown category (spec 2 §8).
    if (segment && findChannel(catalogue.all, segment)) return renderChannel(segment)
    return (
      <NotFound textKey="error_category_not_found">
        <ButtonLink to="/channels">{t('channel_all_channels')}</ButtonLink>
      </NotFound>
    )
  }
  if (key && catalogue.status === 'pending')
    return (
      <PageFrame title={t('section_channels')}>
        <SkeletonList height={70} />
      </PageFrame>
    )

  const link = (channel: Channel) => ({
    to: channelPath(channel, filter.category),
    linkState: backgroundState(location),
  })
  return (
    <PageFrame
      title={
        filter.category && !filter.category.tags.all_channels ? filter.category.name : t('section_channels')
      }
    >
      <ButtonLink to="/guide" variant="secondary" size="small" className={styles.guide}>
        {t('section_guide')}
      </ButtonLink>
      <ChannelBrowser
        catalogue={catalogue}
        filter={filter}
        onCategory={(next) => void navigate(categoryPath(next))}
        link={link}
        virtual={width >= VIRTUAL_LIST_MIN_WIDTH ? 'window' : false}
        preview={{
          plays: (channel) =>
            !channelGates && previewPlays(channel, { child: catalogue.child }, catalogue.adultIds),
          renderPlayer,
        }}
      />
    </PageFrame>
  )
}
