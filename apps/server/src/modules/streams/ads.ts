import type { AdInfo } from '@efir/contract'
import type { ChannelRow } from '../channels/repository.ts'
import { mediaUrls } from '../../media/urls.ts'

/**
 * spec 2 §3 "Ad info": free channels with a pre-roll carry one VAST pre-roll that cannot be removed;
 * previews never show ads.
 */
export function adInfo(channel: ChannelRow, base: string, preview: boolean): AdInfo | null {
  if (!channel.hasPreRoll || preview) return null
  return {
    pre_roll: [{ url: `${base}${mediaUrls.vast('pre_roll')}`, aliases: ['efir_pre_roll'] }],
    middle_roll: [],
    post_roll: [],
    post_pause_roll: [],
    middle_roll_points: [],
    max_advertising: 1,
    period: 5,
    middle_roll_period: 0,
    allow_disable: false,
  }
}
