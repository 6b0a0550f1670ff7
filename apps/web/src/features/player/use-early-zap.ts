import { useEffect, useRef } from 'react'
import type { Channel } from '@efir/contract'
import type { PlayerController } from '@efir/player'
import { zapToNeighbour } from './neighbour-cache'

/** The neighbour a channel-page link points to (its path ends with the channel's slug or id). */
export function neighbourOfLink(
  href: string,
  neighbours: { previous?: Channel | undefined; next?: Channel | undefined },
): Channel | undefined {
  const path = new URL(href, 'http://x').pathname.replace(/\/+$/, '')
  if (!path.startsWith('/channel')) return undefined
  const last = path.slice(path.lastIndexOf('/') + 1)
  return [neighbours.next, neighbours.previous].find(
    (c) => c !== undefined && (c.slug === last || String(c.id) === last),
  )
}

/**
 * Zap speed (issue 3): a press on a link to a neighbour channel (the next or previous card of the list)
 * starts its warm stream at once, before the click's navigation renders. Capture phase on the
 * document; the navigation itself is left to the link.
 */
export function useEarlyZap(
  controller: PlayerController | null,
  neighbours: { previous?: Channel | undefined; next?: Channel | undefined },
  enabled: boolean,
): void {
  const latest = useRef({ controller, neighbours, enabled })
  useEffect(() => {
    latest.current = { controller, neighbours, enabled }
  })
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const { controller: c, neighbours: n, enabled: on } = latest.current
      if (!on || !c || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const target = link ? neighbourOfLink(link.getAttribute('href') ?? '', n) : undefined
      if (target) zapToNeighbour(target, c)
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
}
