import { useEffect, useRef, type RefObject } from 'react'
import { useLocation } from 'react-router'
import { modalIdFromHash } from '../../shared/hooks/modal-ids'
import { commandFor, highlightFrom, isTypingTarget, type TvActions } from './tv-commands'

/**
 * Dispatches key presses on the TV page through the command table (ArrowUp/ArrowDown/Enter in the side
 * list, PageUp/PageDown zap, Escape back); nothing while typing in the search box or under a modal.
 */
export function useTvKeyboard(
  listRef: RefObject<HTMLElement | null>,
  state: { highlighted: number; count: number },
  actions: TvActions,
): void {
  const location = useLocation()
  const latest = useRef({ state, actions, hash: location.hash })
  useEffect(() => {
    latest.current = { state, actions, hash: location.hash }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const { state: s, actions: a, hash } = latest.current
      const target = event.target instanceof Node ? event.target : null
      const ctx = {
        typing: isTypingTarget(event.target),
        modalOpen: modalIdFromHash(hash) !== undefined,
        inList: Boolean(target && listRef.current?.contains(target)),
        highlighted: highlightFrom(
          [...(listRef.current?.querySelectorAll('[data-channel-link]') ?? [])],
          target,
          s.highlighted,
        ),
        count: s.count,
      }
      const command = commandFor(event.key, ctx)
      if (!command) return
      event.preventDefault()
      command.perform(ctx, a)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [listRef])
}
