import { useMemo } from 'react'
import type { Category, Channel } from '@efir/contract'
import { useCategories, useChannelList, useViewerContext } from './api'
import { adultChannelIds, categoryFilter, visibleCategories, visibleChannels } from './channel-rules'

export interface ChannelCatalogue {
  status: 'pending' | 'error' | 'success'
  /** Every channel of the viewer as the server gave it (lookups, including hidden and 4K ones). */
  all: Channel[]
  /** The channels lists show (no 4K, no hidden, child rules). */
  channels: Channel[]
  categories: Category[]
  adultIds: Set<number>
  child: boolean
  parentalIgnored: boolean
  signedInUser: boolean
  /** spec 2 §4: a child profile preselects category 7 and hides the filter. */
  filter: { preselected?: number; hidden: boolean }
  refetch: () => void
}

const EMPTY: Channel[] = []
const NO_CATEGORIES: Category[] = []

/** Channels and categories as this viewer may see them (spec 2 §4 category rules, §6 roles). */
export function useChannelCatalogue(): ChannelCatalogue {
  const list = useChannelList()
  const categoriesQuery = useCategories()
  const ctx = useViewerContext()
  const all = list.data ?? EMPTY
  const rawCategories = categoriesQuery.data ?? NO_CATEGORIES
  const { child } = ctx
  const channels = useMemo(() => visibleChannels(all, { child }), [all, child])
  const categories = useMemo(() => visibleCategories(rawCategories, { child }), [rawCategories, child])
  const adultIds = useMemo(() => adultChannelIds(rawCategories), [rawCategories])
  const status =
    list.status === 'error' || categoriesQuery.status === 'error'
      ? 'error'
      : list.status === 'success' && categoriesQuery.status === 'success'
        ? 'success'
        : 'pending'
  return {
    status,
    all,
    channels,
    categories,
    adultIds,
    child,
    parentalIgnored: ctx.parentalIgnored,
    signedInUser: ctx.signedInUser,
    filter: categoryFilter({ child }),
    refetch: () => {
      void list.refetch()
      void categoriesQuery.refetch()
    },
  }
}
