import type { Channel, StreamResponse } from '@efir/contract'
import type { PlayerController } from '@efir/player'
import { fetchChannelStream } from './api'
import { toPlayerSource } from './stream-source'

/** A warm channel's live answer stays usable this long (the core keeps its warm instance 15 s too). */
export const NEIGHBOUR_ANSWER_MS = 15_000

const answers = new Map<number, { answer: StreamResponse; at: number }>()
/** Live answers on their way (a warm-up or a press before its answer came). */
const pending = new Map<number, Promise<StreamResponse | null>>()
/** Channels pressed while their answer is on its way: the answer starts the switch, nothing is warmed. */
const pressed = new Set<number>()

const fresh = (channelId: number, now = Date.now()) => {
  const hit = answers.get(channelId)
  return hit && now - hit.at < NEIGHBOUR_ANSWER_MS ? hit : undefined
}

/** A fresh live answer fetched for a warm channel, handed over once (its stat id is for one start). */
export function neighbourAnswer(channelId: number, now = Date.now()): StreamResponse | null {
  const hit = fresh(channelId, now)
  answers.delete(channelId)
  return hit?.answer ?? null
}

/**
 * The live answer of a warm-up still on its way, handed over once when it comes (null when none is
 * on its way, or it failed): the stream hook waits for it instead of asking the server a second time.
 */
export async function pendingAnswer(channelId: number): Promise<StreamResponse | null> {
  const answer = await pending.get(channelId)
  return answer ? neighbourAnswer(channelId) : null
}

/**
 * Zap speed (issue 3): on the viewer's click or key towards a warm channel (a neighbour, or the card
 * the viewer rested on, issue 11) whose live answer is cached, the core starts the switch at once
 * (its warm instance, or a plain load), before the page has rendered the new channel. The answer stays
 * cached for the stream hook, whose load() of it the core absorbs. A channel with a pre-roll is left to
 * the hook (the ad plays first). `onStart` gets the answer just before the switch starts (the stream
 * its stat and analytics count). Returns true when started.
 */
export function zapToNeighbour(
  channel: Channel,
  controller: PlayerController,
  onStart: (answer: StreamResponse) => void,
  now = Date.now(),
): boolean {
  const hit = fresh(channel.id, now)
  if (!hit || (hit.answer.ad?.pre_roll?.length ?? 0) > 0) return false
  const source = toPlayerSource(hit.answer)
  if (source?.kind !== 'hls') return false
  onStart(hit.answer)
  void controller.zap(source)
  return true
}

/** Resolves when the channel's warm-up on its way has settled (at once when none is). */
const warmSettled = (channelId: number) => pending.get(channelId) ?? Promise.resolve(null)

const playable = (c: Channel | undefined): c is Channel =>
  !!c && c.is_available && (c.is_free || c.is_purchased) && !c.vitrinaUrl

/**
 * Fetches a channel's live stream and asks the core to keep it warm (zap speed): the core keeps the
 * two asked for last (its memory and bandwidth budget), so a warmed card pushes out the older
 * neighbour. Without a player yet (the guide, issue 11) only the answer is fetched: the player that
 * opens the channel within NEIGHBOUR_ANSWER_MS takes it instead of asking the server.
 */
export function warmChannel(channel: Channel | undefined, controller?: PlayerController): void {
  if (!playable(channel)) return
  const hit = fresh(channel.id)
  const preload = (answer: StreamResponse) => {
    const source = toPlayerSource(answer)
    if (source?.kind === 'hls' && !(answer.ad?.pre_roll?.length ?? 0)) controller?.preload(source)
  }
  if (hit) return preload(hit.answer)
  if (pending.has(channel.id)) return
  const request = fetchChannelStream(channel.id, undefined)
    .then((answer) => {
      answers.set(channel.id, { answer, at: Date.now() })
      // NOTE: a press waiting for this answer starts the player's own instance (its transmuxer is
      // running): a warm instance built now would cost its start-up (main thread, a worker) on the switch
      if (!pressed.has(channel.id)) preload(answer)
      return answer
    })
    .catch(() => null) // a channel that cannot play is simply not warmed
    .finally(() => {
      pending.delete(channel.id)
      pressed.delete(channel.id)
    })
  pending.set(channel.id, request)
}

/**
 * A press on a channel whose answer is not in yet (the cold path): its answer is fetched (or the warm-up's
 * on its way is awaited) for the switch to start with, and no warm instance is built for it. Resolves when
 * the answer has settled.
 */
export function pressChannel(channel: Channel, controller: PlayerController): Promise<unknown> {
  warmChannel(channel, controller)
  // the answer's handler runs later: marked now, it starts nothing warm (a channel that cannot play has
  // no answer on its way and is not marked)
  if (pending.has(channel.id)) pressed.add(channel.id)
  return warmSettled(channel.id)
}

/** Fetches the neighbours' live streams and asks the core to keep them warm (zap speed). */
export function preloadNeighbours(channels: (Channel | undefined)[], controller: PlayerController): void {
  for (const channel of channels) warmChannel(channel, controller)
}
