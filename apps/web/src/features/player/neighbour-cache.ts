import type { Channel, StreamResponse } from '@efir/contract'
import type { PlayerController } from '@efir/player'
import { fetchChannelStream } from './api'
import { toPlayerSource } from './stream-source'

/** A neighbour's live answer stays usable this long (the core keeps its warm instance 15 s too). */
export const NEIGHBOUR_ANSWER_MS = 15_000

const answers = new Map<number, { answer: StreamResponse; at: number }>()

/** A fresh live answer fetched for a neighbour, handed over once (its stat id is for one start). */
export function neighbourAnswer(channelId: number, now = Date.now()): StreamResponse | null {
  const hit = answers.get(channelId)
  answers.delete(channelId)
  return hit && now - hit.at < NEIGHBOUR_ANSWER_MS ? hit.answer : null
}

/**
 * Zap speed (issue 3): on the viewer's click or key towards a neighbour whose live answer is cached,
 * the core starts the switch at once (its warm instance), before the page has rendered the new
 * channel. The answer stays cached for the stream hook, whose load() of it the core absorbs. A
 * neighbour with a pre-roll is left to the hook (the ad plays first). `onStart` gets the answer just
 * before the switch starts (the stream its stat and analytics count). Returns true when started.
 */
export function zapToNeighbour(
  channel: Channel,
  controller: PlayerController,
  onStart: (answer: StreamResponse) => void,
  now = Date.now(),
): boolean {
  const hit = answers.get(channel.id)
  if (!hit || now - hit.at >= NEIGHBOUR_ANSWER_MS || (hit.answer.ad?.pre_roll?.length ?? 0) > 0) return false
  const source = toPlayerSource(hit.answer)
  if (source?.kind !== 'hls') return false
  onStart(hit.answer)
  void controller.zap(source)
  return true
}

const playable = (c: Channel | undefined): c is Channel =>
  !!c && c.is_available && (c.is_free || c.is_purchased) && !c.vitrinaUrl

/** Fetches the neighbours' live streams and asks the core to keep them warm (zap speed). */
export function preloadNeighbours(channels: (Channel | undefined)[], controller: PlayerController): void {
  for (const channel of channels.filter(playable)) {
    const cached = answers.get(channel.id)
    if (cached && Date.now() - cached.at < NEIGHBOUR_ANSWER_MS) continue
    fetchChannelStream(channel.id, undefined)
      .then((answer) => {
        answers.set(channel.id, { answer, at: Date.now() })
        const source = toPlayerSource(answer)
        if (source?.kind === 'hls') controller.preload(source)
      })
      .catch(() => undefined) // a neighbour that cannot play is simply not preloaded
  }
}
