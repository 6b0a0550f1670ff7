import { useCallback, useEffect } from 'react'
import type { Channel } from '@efir/contract'
import { trackEvent } from '../../shared/analytics/analytics'
import { useSaveFound } from '../../shared/search/save-found'
import { useDebounced } from '../../shared/hooks/use-debounced'
import { CHANNEL_SEARCH_ANALYTICS_MS } from './channel-rules'

/**
 * spec 2 §9 "Channel search analytics debounce 500 ms": a `search` event (type channel) once the query
 * has rested; a channel opened from a search is saved in the search history (query, type channel, id,
 * title). Returns the card's open handler, calling `onOpen` too.
 */
export function useChannelSearchAnalytics(query: string, onOpen?: (channel: Channel) => void) {
  const settled = useDebounced(query.trim(), CHANNEL_SEARCH_ANALYTICS_MS)
  useEffect(() => {
    if (settled) trackEvent('search', { type: 'channel', value: settled })
  }, [settled])
  const saveFound = useSaveFound()
  return useCallback(
    (channel: Channel) => {
      const text = query.trim()
      if (text) saveFound({ title: channel.name, text, content_type: 'channel', object_id: channel.id })
      onOpen?.(channel)
    },
    [query, onOpen, saveFound],
  )
}
