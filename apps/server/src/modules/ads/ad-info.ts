import type { AdInfo } from '@efir/contract'
import type { ChannelRow } from '../channels/repository.ts'
import { mediaUrls, type AdPlace } from '../../media/urls.ts'

/** One roll entry: a VAST tag of this server (optionally its failing variant) and its alias. */
const tag = (base: string, place: AdPlace, fail = false) => ({
  url: `${base}${mediaUrls.vast(place, { fail })}`,
  aliases: [fail ? `efir_${place}_broken` : `efir_${place}`],
})

const NONE: Omit<AdInfo, 'max_advertising' | 'period' | 'allow_disable'> = {
  pre_roll: [],
  middle_roll: [],
  post_roll: [],
  post_pause_roll: [],
  middle_roll_points: [],
  middle_roll_period: 0,
}

/**
 * The demo ad plans (spec 2 §3 "Ad info"; periods in seconds), by channel id. Channels flagged
 * `hasPreRoll` (101 Эфир 24, 113 Музыка Плюс) carry one fixed pre-roll; the rest have no ads, 102
 * included (the plain demo channel).
 * - 119 Планета: every roll but the pre-roll: a mid-roll after 10 s watched and every 120 s, a post-roll
 *   at each programme's end, a post-pause roll; the viewer may remove ads (packets).
 * - 129 Казахстан Демо: a pre-roll whose first ad fails (its clip is a 404), then a working one.
 */
const PLANS: Record<number, (base: string) => AdInfo> = {
  119: (base) => ({
    ...NONE,
    middle_roll: [tag(base, 'middle_roll')],
    middle_roll_points: [{ position: 10, urls: [tag(base, 'middle_roll').url] }],
    middle_roll_period: 120,
    post_roll: [tag(base, 'post_roll')],
    post_pause_roll: [tag(base, 'post_pause_roll')],
    max_advertising: 20,
    period: 5,
    allow_disable: true,
  }),
  129: (base) => ({
    ...NONE,
    pre_roll: [tag(base, 'pre_roll', true), tag(base, 'pre_roll')],
    max_advertising: 2,
    period: 5,
    allow_disable: false,
  }),
}

const preRollOnly = (base: string): AdInfo => ({
  ...NONE,
  pre_roll: [tag(base, 'pre_roll')],
  max_advertising: 1,
  period: 5,
  allow_disable: false,
})

/**
 * spec 2 §2 "Ad-only channels show no preview video": a channel the viewer watches only after an ad (a
 * pre-roll). A preview carries no ads, so previewing such a channel would be watching it without them.
 */
export function isAdOnlyChannel(channel: Pick<ChannelRow, 'id' | 'hasPreRoll'>): boolean {
  return (adInfo(channel, '', false)?.pre_roll.length ?? 0) > 0
}

/** The ad info of a channel's stream or config answer; previews never show ads. */
export function adInfo(
  channel: Pick<ChannelRow, 'id' | 'hasPreRoll'>,
  base: string,
  preview: boolean,
): AdInfo | null {
  if (preview) return null
  const plan = PLANS[channel.id] ?? (channel.hasPreRoll ? preRollOnly : null)
  return plan ? plan(base) : null
}
