import { useEffect, useRef, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { changeLanguage } from '../../shared/i18n/i18n'
import { useModal } from '../../shared/hooks/use-modal'
import { partnerCookie, withoutSecretParams } from './query-params'
import { SessionActionsContext } from '../../shared/session/session-actions'
import type { SessionController } from './session-controller'

const begun = new WeakSet<SessionController>()

/**
 * Reads the start query (spec 1 §2), takes its secrets out of the address bar, and runs the start-up
 * of spec 1 §4: once per controller. main.tsx calls it before the first render, so the start-up's
 * requests go beside the texts and the shell's first render (issue 11: guide first paint); the
 * provider below is the fallback.
 */
export function beginSession(controller: SessionController, replaceUrl: (path: string) => void): void {
  if (begun.has(controller)) return
  begun.add(controller)
  const params = controller.readStartParams(window.location.search)
  // Security: a token must not stay in the address bar, history or a shared link (through the router
  // once it runs, so its own location forgets it too: a later modal (#promocode) cannot bring it back).
  const clean = withoutSecretParams(window.location.href)
  if (clean) replaceUrl(clean)
  if (params.partner) document.cookie = partnerCookie(params.partner, window.location)
  if (params.language) void changeLanguage(params.language)
  void controller.init()
}

/**
 * Runs the start-up sequence of spec 1 §4 once per page, and re-runs it on the first interaction after a
 * token error. Thin: the rules live in start-branch.ts, token-lifecycle.ts and session-controller.ts.
 */
export function SessionProvider({
  controller,
  children,
}: {
  controller: SessionController
  children: ReactNode
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const modal = useModal()
  const openAuth = useRef(modal.open)
  useEffect(() => {
    openAuth.current = modal.open
  }, [modal.open])

  useEffect(() => {
    controller.attach({
      queryClient,
      navigate: (to, options) => void navigate(to, options),
      openAuth: () => openAuth.current('auth'),
    })
  }, [controller, queryClient, navigate])

  useEffect(() => {
    beginSession(controller, (path) => void navigate(path, { replace: true }))
  }, [controller, navigate])

  // spec 1 §4: "Any user interaction re-runs init while tokenError is set"
  useEffect(() => {
    const onInteraction = () => {
      if (controller.store.get().tokenError && !controller.isRunning()) void controller.init()
    }
    window.addEventListener('pointerdown', onInteraction, true)
    window.addEventListener('keydown', onInteraction, true)
    return () => {
      window.removeEventListener('pointerdown', onInteraction, true)
      window.removeEventListener('keydown', onInteraction, true)
    }
  }, [controller])

  return <SessionActionsContext value={controller}>{children}</SessionActionsContext>
}
