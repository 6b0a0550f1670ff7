import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import type { Channel } from '@efir/contract'
import { SWITCH_HOLD_MS, type PlayerController } from '@efir/player'
import { INTENT_REST_MS } from '../../shared/live/pick-intent'
import { pressChannel, warmChannel, zapToNeighbour } from './neighbour-cache'
import type { LoadedStream } from './use-channel-stream'

/**
 * The channel a channel-page link points to: the card's `data-channel-id`, else the link's path ending
 * with the channel's slug or id; among `channels` (the list the viewer picks from).
 */
export function channelOfLink(link: Element, channels: readonly Channel[]): Channel | undefined {
  const card = link.closest('[data-channel-id]')?.getAttribute('data-channel-id')
  if (card) return channels.find((c) => String(c.id) === card)
  const path = new URL(link.getAttribute('href') ?? '', 'http://x').pathname.replace(/\/+$/, '')
  if (!path.startsWith('/channel')) return undefined
  const last = path.slice(path.lastIndexOf('/') + 1)
  return channels.find((c) => c.slug === last || String(c.id) === last)
}

/** What a click picks: a link to a channel's page. */
export const PRESSED_CHANNEL = 'a[href]'
/** What a rest or a press warms: a channel link, or anywhere on a card (its favourite button too). */
export const AIMED_CHANNEL = 'a[href], [data-channel-id]'

/**
 * The channel of `list` that an event on `el` picks (`selector`: PRESSED_CHANNEL or AIMED_CHANNEL) and
 * the element that names it, when it is not the channel on screen (`current`).
 */
export function pickedChannel(
  el: EventTarget | null,
  selector: string,
  list: readonly Channel[],
  current: number,
): { found: Element; target: Channel } | null {
  const found = el instanceof Element ? el.closest(selector) : null
  const target = found ? channelOfLink(found, list) : undefined
  return found && target && target.id !== current ? { found, target } : null
}

/** The longest a started switch holds back the page's render of the new channel, ms (the player's too). */
export const RENDER_HOLD_MS = SWITCH_HOLD_MS

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
 * Zap speed (issues 3 and 11): a switch starts at the viewer's press, before the page has rendered the
 * new channel: `zapTo` (channel up/down keys) and a click on a card of the list the viewer picks from
 * (`channels`; capture phase on the document). A warm channel (a neighbour, or a card the pointer or
 * focus rested on, or pressed: `INTENT_REST_MS`) starts at once; a cold one as soon as its live answer
 * comes (at most `RENDER_HOLD_MS` later, else the page takes over). When it started, the page's
 * navigation waits for the first frame (`afterFirstFrame`; `navigate` of the keys, the link's own
 * navigation taken over). `pending` is the channel being switched to until the page shows it, for the
 * feedback.
 */
export function useEarlyZap(
  controller: PlayerController | null,
  loadedRef: RefObject<LoadedStream | null>,
  channelId: number,
  channels: readonly Channel[],
  enabled: boolean,
) {
  const [zap, setZap] = useState<{ from: number; to: Channel } | null>(null)
  const latest = useRef({ controller, channelId, channels, enabled })
  useEffect(() => {
    latest.current = { controller, channelId, channels, enabled }
  })
  const held = useRef<HeldRender | null>(null)
  /** The latest press: a cold switch whose answer comes after a newer press is dropped. */
  const press = useRef(0)
  useEffect(() => () => held.current?.cancel(), [])
  /** Starts the switch to `target`; `navigate` runs after its first frame when it started, else now. */
  const zapTo = useCallback(
    (target: Channel, navigate: () => void) => {
      const { controller: c, channelId: from, enabled: on } = latest.current
      // a press while the previous switch still holds its render: that render goes first
      held.current?.now()
      held.current = null
      const mine = ++press.current
      if (!on || !c) return navigate()
      // the switch first (it attaches in this task; its loadstart makes the analytics count the new
      // stream), then the feedback naming it, warm or not
      const start = () =>
        zapToNeighbour(target, c, (answer) => {
          loadedRef.current = { playback: Symbol('playback'), channelId: target.id, ts: undefined, answer }
        })
      if (start()) held.current = afterFirstFrame(c, navigate)
      else {
        // cold: its answer first (no render in between), but never longer than a held render
        const late = new Promise((resolve) => setTimeout(resolve, RENDER_HOLD_MS))
        void Promise.race([pressChannel(target, c), late]).then(() => {
          if (mine !== press.current) return
          if (start()) held.current = afterFirstFrame(c, navigate)
          else navigate()
        })
      }
      setZap({ from, to: target })
    },
    [loadedRef],
  )
  const go = useNavigate()
  useEffect(() => {
    let replaying = false
    const targetOf = (el: EventTarget | null, selector: string) =>
      pickedChannel(el, selector, latest.current.channels, latest.current.channelId)
    const onClick = (event: MouseEvent) => {
      if (replaying || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
        return
      const hit = targetOf(event.target, PRESSED_CHANNEL)
      if (!hit) return
      const { found: link, target } = hit
      const href = link.getAttribute('href') ?? ''
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
    // issue 11: the channel the pointer or focus rests on is warmed (a card of the list, a link of the
    // recent strip or of search), the one pressed at once
    let resting: number | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const warm = (target: Channel) => {
      const c = latest.current.controller
      if (c && latest.current.enabled) warmChannel(target, c)
    }
    const onRest = (event: Event) => {
      const hit = targetOf(event.target, AIMED_CHANNEL)
      if ((hit?.target.id ?? null) === resting) return
      resting = hit?.target.id ?? null
      clearTimeout(timer)
      if (hit) timer = setTimeout(() => warm(hit.target), INTENT_REST_MS)
    }
    const onDown = (event: Event) => {
      const hit = targetOf(event.target, AIMED_CHANNEL)
      if (hit) warm(hit.target)
    }
    document.addEventListener('click', onClick, { capture: true })
    document.addEventListener('pointerover', onRest, { passive: true })
    document.addEventListener('focusin', onRest)
    document.addEventListener('pointerdown', onDown, { capture: true, passive: true })
    return () => {
      clearTimeout(timer)
      document.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('pointerover', onRest)
      document.removeEventListener('focusin', onRest)
      document.removeEventListener('pointerdown', onDown, { capture: true })
    }
  }, [zapTo, go])
  return { zapTo, pending: zap && zap.from === channelId ? zap.to : null }
}
