import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { NO_HASH_MODALS, PUSH_MODALS, modalIdFromHash, modalInAddressBar, type ModalId } from './modal-ids'
import { modalRequestStore, type ModalRequest } from './modal-request-store'

interface ModalHistoryState {
  /** Set when opening pushed a history entry, so closing can step back over it. */
  modalPushed?: boolean
  [key: string]: unknown
}

/** Controls the one open modal. */
export interface ModalControls {
  /**
   * Opens a modal: writes `#id` in the hash (push or replace per spec 3 §2), or keeps it in memory. The
   * payload reaches the body either way; `closable: false` in it forbids closing (the blocked state).
   */
  open: (id: ModalId, payload?: Record<string, unknown>) => void
  /** Closes whatever modal is open. */
  close: () => void
}

/** Opens and closes modals by editing the URL hash (the modal host renders from it). */
export function useModal(): ModalControls {
  const navigate = useNavigate()
  const location = useLocation()

  const open = useCallback(
    (id: ModalId, payload?: Record<string, unknown>) => {
      if (NO_HASH_MODALS.has(id)) {
        modalRequestStore.set(payload ? { id, payload } : { id })
        // one modal at a time: a hash modal would hide it (the host shows the hash one first), so the
        // step it replaces (#paysystems → pay_redirect) leaves the hash
        if (modalIdFromHash(location.hash))
          void navigate(
            { pathname: location.pathname, search: location.search, hash: '' },
            { replace: true, state: { ...(location.state as ModalHistoryState | null), modalPushed: false } },
          )
        return
      }
      // a hash modal replaces a no-hash one (pay_redirect → #paysystems): it must not come back after
      if (modalRequestStore.get()) modalRequestStore.set(null)
      if (modalIdFromHash(location.hash) === id || modalInAddressBar() === id) return
      // the hash names the modal; its data (e.g. the amount a block owes) stays in memory
      modalRequestStore.remember(id, payload)
      const push = PUSH_MODALS.has(id)
      const state = { ...(location.state as ModalHistoryState | null), modalPushed: push }
      void navigate(
        { pathname: location.pathname, search: location.search, hash: id },
        { replace: !push, state },
      )
    },
    [navigate, location],
  )

  const close = useCallback(() => {
    // The hash modal is the one shown when both exist (the modal host gives it priority).
    if (!modalIdFromHash(location.hash)) {
      modalRequestStore.set(null)
      return
    }
    const state = location.state as ModalHistoryState | null
    if (state?.modalPushed && window.history.length > 1) {
      void navigate(-1)
      return
    }
    void navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true, state: { ...state, modalPushed: false } },
    )
  }, [navigate, location])

  return useMemo(() => ({ open, close }), [open, close])
}

/** The in-memory (no-hash) modal request, for the modal host. */
export function useModalRequest(): ModalRequest | null {
  return useSyncExternalStore(modalRequestStore.subscribe, modalRequestStore.get, modalRequestStore.get)
}

/** The data the modal `id` was opened with (kept fresh: a hash modal may get it back after a reload). */
export function useModalPayload(id: ModalId | null): Record<string, unknown> | undefined {
  const read = () => (id ? modalRequestStore.payloadOf(id) : undefined)
  return useSyncExternalStore(modalRequestStore.subscribe, read, read)
}
