import type { ReactNode } from 'react'
import type { Channel, ScheduleEntry } from '@efir/contract'

/**
 * The seam between the live-TV pages (features/channels) and the player UI (features/player): the TV
 * page, the channel viewer and the embed page render a player through `renderPlayer(props)`; app/ wires
 * the player component in. Neither feature imports the other.
 */
export interface ChannelPlayerProps {
  channel: Channel
  /** unix seconds to start from (catch-up); undefined = live */
  ts?: number
  /** the programmes around the position (for skip ±10 s across programmes, scrub, next programme at the end) */
  schedule: ScheduleEntry[]
  mode: 'full' | 'preview'
  /** neighbours in the current list, to preload for zapping */
  neighbours: { previous?: Channel; next?: Channel }
  /**
   * The list the viewer picks from (issue 11): a card of it the pointer or focus rests on is warmed,
   * and a press on any of them starts at once. Without it, only the neighbours.
   */
  channels?: readonly Channel[]
  /** channel up/down (keyboard PageUp/PageDown or remote) */
  onZap: (direction: 1 | -1) => void
  /** playback moved into another programme (its end, or a skip/scrub across programmes) */
  onProgramme: (entry: ScheduleEntry, ts: number | undefined) => void
  /**
   * The server refused the stream until the parental PIN is entered (403 parental_required, issue 8):
   * app/ forgets the remembered PIN, so the page shows its PIN prompt instead of the player.
   */
  onParentalRequired?: () => void
  /**
   * The server refused the stream (403 permission_denied, spec 2 §8): it may be the account's block
   * (issue 30), so app/ reads the block status again.
   */
  onDenied?: () => void
  /** The picture's wall time (unix seconds) in the archive, undefined on live; reported every second. */
  onPosition?: (position: number | undefined) => void
}

/** How a page asks app/ for a player. */
export type RenderPlayer = (props: ChannelPlayerProps) => ReactNode
