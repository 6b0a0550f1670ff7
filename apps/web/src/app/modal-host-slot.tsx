import { Suspense, lazy, useState, type ComponentProps } from 'react'
import { useLocation } from 'react-router'
import { modalIdFromHash } from '../shared/hooks/modal-ids'
import { useModalRequest } from '../shared/hooks/use-modal'

const loadModalHost = () => import('./modal-host')
const ModalHost = lazy(() => loadModalHost().then((m) => ({ default: m.ModalHost })))

/** Fetches the modal host's chunk ahead of the first modal (the shell's idle preloads). */
export const preloadModalHost = (): void => void loadModalHost().catch(() => undefined)

/**
 * The modal host (spec 3 §4 modals: their lifecycle and registry), a lazy chunk mounted from the first
 * modal asked for on (the URL hash or an in-memory request) and kept: a page that opens none loads none
 * of it (issue 32: out of the initial JavaScript).
 */
export function ModalHostSlot(props: ComponentProps<typeof ModalHost>) {
  const location = useLocation()
  const request = useModalRequest()
  const [asked, setAsked] = useState(false)
  if (!asked && (modalIdFromHash(location.hash) !== undefined || request !== null)) setAsked(true)
  return asked ? (
    <Suspense fallback={null}>
      <ModalHost {...props} />
    </Suspense>
  ) : null
}
