import { useEffect, useMemo, useState } from 'react'
import type { Category, Channel } from '@efir/contract'
import { recordLastChannel } from './last-channels'
import { CHILD_MAX_AGE } from '@efir/contract/routes'
import { channelAccess, findCategory, findChannel, type ChannelAccess } from './channel-rules'
import { useChannelCatalogue, type ChannelCatalogue } from './use-channel-catalogue'
import { useChannelFilter, type ChannelFilter } from './use-channel-filter'
import { useRegisterPrompt } from '../../shared/notifications/use-register-prompt'
import { usePinRemembered } from '../../shared/parental/parental-store'

export interface OpenChannel {
  catalogue: ChannelCatalogue
  channel: Channel | undefined
  access: ChannelAccess | undefined
  filter: ChannelFilter
  /** The category of the path (list, zapping, paths), changeable from the side panel. */
  category: Category | undefined
  setCategory: (category: Category) => void
}

/**
 * The channel a page opens (slug or id) within its category's list: looked up among the channels the
 * viewer may open (no 4K, child rules), its access decided (spec 2 §4), recorded as last watched.
 */
export function useOpenChannel(channelKey: string, categoryKey?: string): OpenChannel {
  const catalogue = useChannelCatalogue()
  const pathCategory = findCategory(catalogue.categories, categoryKey)
  const [chosen, setCategory] = useState<Category | undefined>(undefined)
  const category = chosen ?? pathCategory
  const filter = useChannelFilter(catalogue, category?.id)
  const { all, child, adultIds } = catalogue
  // issue 30: an embed's ignore_parental_control opens nothing the server protects, so it skips no PIN
  const { parentalIgnored } = catalogue
  const openable = useMemo(
    () => all.filter((c) => !c.is_4k && (!child || (c.age !== null && c.age <= CHILD_MAX_AGE))),
    [all, child],
  )
  const channel = findChannel(openable, channelKey)
  // spec 1 §4: a correct PIN is remembered for the device's window (default 30 min, parental-check.ts);
  // the device's switches apply to what the page plays (use-stream-access.ts)
  const pinRemembered = usePinRemembered()
  const access =
    channel && channelAccess(channel, { child, adultIds, parentalIgnored: parentalIgnored || pinRemembered })
  const id = channel?.id
  useEffect(() => {
    if (id !== undefined) recordLastChannel(id) // spec 2 §4: the last 10 channels are kept
  }, [id])
  useRegisterPrompt(id) // spec 2 §4: 5000 ms after a channel opens
  return { catalogue, channel, access, filter, category, setCategory }
}
