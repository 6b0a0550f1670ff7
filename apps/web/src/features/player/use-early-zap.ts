import { useCallback, useEffect, useRef, useState } from 'react'
import type { Channel } from '@efir/contract'
import type { PlayerController } from '@efir/player'
import { zapToNeighbour } from './neighbour-cache'

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

/**
 * Zap speed (issue 3): a switch to a warm neighbour starts at the viewer's press, before the page has
 * rendered the new channel: `zapTo` (channel up/down keys) and a click on a link to a neighbour (the
 * next or previous card of the list; capture phase on the document, the navigation is left to the
 * link). `pending` is the channel being switched to until the page shows it, for the feedback.
 */
export function useEarlyZap(
  controller: PlayerController | null,
  channelId: number,
  neighbours: Neighbours,
  enabled: boolean,
) {
  const [zap, setZap] = useState<{ from: number; to: Channel } | null>(null)
  const latest = useRef({ controller, channelId, neighbours, enabled })
  useEffect(() => {
    latest.current = { controller, channelId, neighbours, enabled }
  })
  const zapTo = useCallback((target: Channel) => {
    const { controller: c, channelId: from, enabled: on } = latest.current
    if (!on) return
    if (c) zapToNeighbour(target, c)
    setZap({ from, to: target }) // the feedback names it at once, warm or not
  }, [])
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const target = link
        ? neighbourOfLink(link.getAttribute('href') ?? '', latest.current.neighbours)
        : undefined
      if (target) zapTo(target)
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [zapTo])
  return { zapTo, pending: zap && zap.from === channelId ? zap.to : null }
}
