import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { EMBED_MODALS, embedModalHref, isEmbedPath, openOutsideEmbed } from '../shared/embed-mode'
import { modalIdFromHash, type ModalId } from '../shared/hooks/modal-ids'
import { modalRequestStore } from '../shared/hooks/modal-request-store'
import { useModal, useModalPayload, useModalRequest } from '../shared/hooks/use-modal'
import { ComingSoon } from '../shared/ui/coming-soon'
import { LazyModalFrame } from '../shared/ui/lazy-modal-frame'
import { Spinner } from '../shared/ui/spinner'
import { INITIAL_MODAL_STATE, type ModalMachineState } from './modal-lifecycle'
import { MODAL_REGISTRY } from './modal-registry'
import { createModalRunner } from './modal-runner'

/** onClose of a no-hash modal: drop its request so it does not come back. */
function dropMemoryRequest(id: string): void {
  if (modalRequestStore.get()?.id === id) modalRequestStore.set(null)
}

/**
 * Renders the one modal the URL hash (or an in-memory request, for the no-hash modals) asks for,
 * through the lifecycle of spec 3 §4. `forbidClose(id, payload)` is the auth-only (blocked) state: while it
 * holds, Escape, overlay clicks and the close button do nothing.
 */
export function ModalHost({
  forbidClose,
}: {
  forbidClose: (id: ModalId, payload: Record<string, unknown> | undefined) => boolean
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const memoryRequest = useModalRequest()
  const modal = useModal()
  const asked: ModalId | null = modalIdFromHash(location.hash) ?? memoryRequest?.id ?? null
  // spec 3 §4 step 1: an embed page opens the packet page in a new window; issue 30: inside an embed only
  // the channel's own modals show (EMBED_MODALS), any other (a purchase step, sign-in, top-up) opens the
  // app in a new window instead
  const embed = isEmbedPath(location.pathname)
  const outside = asked !== null && embed && !EMBED_MODALS.has(asked)
  const requested = outside ? null : asked
  useEffect(() => {
    if (!outside || !asked) return
    openOutsideEmbed(embedModalHref(location.pathname, asked))
    modal.close()
  }, [outside, asked, location.pathname, modal])

  const [machine, setMachine] = useState<ModalMachineState>(INITIAL_MODAL_STATE)
  const [runner] = useState(() => createModalRunner(setMachine, dropMemoryRequest))
  useEffect(() => () => runner.dispose(), [runner])
  useEffect(() => {
    runner.send(requested ? { type: 'request', id: requested } : { type: 'close' })
  }, [requested, runner])

  const id = machine.current as ModalId | null
  const payload = useModalPayload(id)
  if (!id || machine.phase === 'idle' || machine.phase === 'waiting') return null
  const definition = MODAL_REGISTRY[id]
  // spec 3 §4 "Modal lifecycle": a modal opened by the blocked state (status -1 or -2) cannot be closed
  const closable = definition.closable && !forbidClose(id, payload)
  const payloadTitle = typeof payload?.title === 'string' ? payload.title : undefined
  const { Body } = definition
  return (
    <LazyModalFrame
      title={payloadTitle ?? t(definition.titleKey)}
      closable={closable}
      onClose={modal.close}
      leaving={machine.phase === 'leaving'}
      size={definition.size}
    >
      <Suspense fallback={<Spinner />}>
        {Body ? (
          <Body onClose={modal.close} payload={payload} />
        ) : (
          <ComingSoon section={t(definition.titleKey)} inModal />
        )}
      </Suspense>
    </LazyModalFrame>
  )
}
