import { useCallback, useEffect, useRef } from 'react'
import type { Channel } from '@efir/contract'
import GuidePage from '../features/guide/guide-page'
import { channelPath, channelsOfCategory } from '../features/channels/channel-rules'
import { useChannelCatalogue } from '../features/channels/use-channel-catalogue'
import { INTENT_REST_MS } from '../shared/live/pick-intent'

/**
 * issue 11 "Any channel as fast as a neighbour": the airing cell the viewer rests on is the channel they
 * may open next, live; its TV page and player chunks load and its live answer is fetched (the player
 * takes it instead of asking again). Nothing plays on the guide: no video is fetched.
 */
function warmLiveStart(channel: Channel) {
  void import('../features/channels/channel-screen')
  void import('../features/player/channel-player')
  void import('../features/player/neighbour-cache').then(({ warmChannel }) => warmChannel(channel))
}

/**
 * /guide (issue 11), its own lazy chunk: the guide gets the viewer's channels, categories and channel
 * paths from the channels feature through props (features never import each other).
 */
export default function GuideRoute() {
  const catalogue = useChannelCatalogue()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const onLiveIntent = useCallback((channel: Channel) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => warmLiveStart(channel), INTENT_REST_MS)
  }, [])
  return (
    <GuidePage
      catalogue={{
        status: catalogue.status,
        channels: catalogue.channels,
        categories: catalogue.categories,
        filter: catalogue.filter,
        channelsOf: channelsOfCategory,
      }}
      channelPath={channelPath}
      onLiveIntent={onLiveIntent}
    />
  )
}
