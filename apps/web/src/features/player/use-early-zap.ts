import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import type { Channel } from '@efir/contract'
import type { PlayerController } from '@efir/player'
import { zapToNeighbour } from './neighbour-cache'
import type { LoadedStream } from './use-channel-stream'

type Neighbours = { previous?: Channel | undefined; next?: Channel | undefined }

/** The neighbour a channel-page link points to (its path ends with the channel's slug or id). */
export function neighbourOfLink(href: string, neighbours: Neighbours): Channel | undefined {
  const path = new URL(href, 'http://x').pathname.replace(/\/+$/, '')
  if (!path.startsWith('/channel')) return undefined
  const last = path.slice(path.lastIndexOf('/') + 1)
  return [neighbours.next, neighbours.previous].find(
    (c) => c !== undefined && (c.slug === last || String(c.id) === last),
  )
}

/** The longest a started switch holds back the page's render of the new channel, ms. */
export const RENDER_HOLD_MS = 400

/** A render held until the switch's first frame. */
export interface HeldRender {
  /** renders now (a newer press) */
  now: () => void
  /** never renders (the player is gone) */
  cancel: () => void
}

/**
 * Runs `render` once the controller reports the switch's first frame (or an error, or after `maxMs`):
 * the page's render of the new channel (route, schedule, list) would otherwise take the main thread
 * from the video's start for tens of milliseconds.
 */
export function afterFirstFrame(
  controller: PlayerController,
  render: () => void,
  maxMs = RENDER_HOLD_MS,
): HeldRender {
  let done = false
  const finish = (andRender: boolean) => {
    if (done) return
    done = true
    off()
    clearTimeout(timer)
    if (andRender) render()
  }
  const off = controller.attachListener((event) => {
    if (event.type === 'firstframe' || event.type === 'error') finish(true)
  })
  const timer = setTimeout(() => finish(true), maxMs)
  return { now: () => finish(true), cancel: () => finish(false) }
}

/**
 * Zap speed (issue 3): a switch to a warm neighbour starts at the viewer's press, before the page has
 * rendered the new channel: `zapTo` (channel up/down keys) and a click on a link to a neighbour (the
 * next or previous card of the list; capture phase on the document). When it started, the page's
 * navigation waits for the first frame (`afterFirstFrame`; `navigate` of the keys, the link's own
 * navigation taken over). `pending` is the channel being switched to until the page shows it, for the
 * feedback.
 */
export function useEarlyZap(
  controller: PlayerController | null,
  loadedRef: RefObject<LoadedStream | null>,
  channelId: number,
  neighbours: Neighbours,
  enabled: boolean,
) {
  const [zap, setZap] = useState<{ from: number; to: Channel } | null>(null)
  const latest = useRef({ controller, channelId, neighbours, enabled })
  useEffect(() => {
    latest.current = { controller, channelId, neighbours, enabled }
  })
  const held = useRef<HeldRender | null>(null)
  useEffect(() => () => held.current?.cancel(), [])
  /** Starts the switch to `target`; `navigate` runs after its first frame when it started, else now. */
  const zapTo = useCallback(
    (target: Channel, navigate: () => void) => {
      const { controller: c, channelId: from, enabled: on } = latest.current
      // a press while the previous switch still holds its render: that render goes first
      held.current?.now()
      held.current = null
      if (!on) return navigate()
      // the switch first (it attaches in this task; its loadstart makes the analytics count the new
      // stream), then the feedback naming it, warm or not
      const started =
        c &&
        zapToNeighbour(target, c, (answer) => {
          loadedRef.current = { channelId: target.id, ts: undefined, answer }
        })
      if (started) held.current = afterFirstFrame(c, navigate)
      else navigate()
      setZap({ from, to: target })
    },
    [loadedRef],
  )
  const go = useNavigate()
  useEffect(() => {
    let replaying = false
    const onClick = (event: MouseEvent) => {
      if (replaying || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
        return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const href = link?.getAttribute('href') ?? ''
      const target = link ? neighbourOfLink(href, latest.current.neighbours) : undefined
      if (!link || !target) return
      // the click reaches the link (its state and handlers) when the page may render the channel
      event.preventDefault()
      event.stopPropagation()
      zapTo(target, () => {
        if (!(link instanceof HTMLElement) || !link.isConnected) return void go(href)
        replaying = true
        try {
          link.click()
        } finally {
          replaying = false
        }
      })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [zapTo, go])
  return { zapTo, pending: zap && zap.from === channelId ? zap.to : null }
}
