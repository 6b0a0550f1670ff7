import { useDeferredValue, useMemo, useState } from 'react'
import type { Category, Channel } from '@efir/contract'
import { ALL_CHANNELS_CATEGORY_ID, channelsOfCategory, searchChannels } from './channel-rules'
import type { ChannelCatalogue } from './use-channel-catalogue'

export interface ChannelFilter {
  category: Category | undefined
  query: string
  setQuery: (query: string) => void
  /** The channels of the category matching the search, in list order. */
  list: Channel[]
}

/** The category and search filter over a catalogue (spec 2 §2 channel list, §5 search). */
export function useChannelFilter(catalogue: ChannelCatalogue, categoryId: number | undefined): ChannelFilter {
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const id = catalogue.filter.preselected ?? categoryId ?? ALL_CHANNELS_CATEGORY_ID
  const category = catalogue.categories.find((c) => c.id === id)
  const list = useMemo(
    () => searchChannels(channelsOfCategory(catalogue.channels, category), deferred),
    [catalogue.channels, category, deferred],
  )
  return { category, query, setQuery, list }
}
