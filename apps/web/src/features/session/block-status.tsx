import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { blockStatusQuery } from '../../shared/session/account-block'
import { qrTopUpAmount } from '../../shared/commerce/qr-top-up'
import { modalIdFromHash } from '../../shared/hooks/modal-ids'
import { modalRequestStore } from '../../shared/hooks/modal-request-store'
import { useModal } from '../../shared/hooks/use-modal'
import { blockAction, blockDialog } from './block-rules'

export function useBlockStatus() {
  return useQuery(blockStatusQuery())
}

/**
 * Reads the signed-in user's block status once per sign-in (spec 1 §4 "Block status"): -2 opens the
 * block dialog, -1 the Kaspi QR paying the amount owed. A completed payment reads the status again
 * (the commerce refresh); once it is no longer -1, the QR dialog it opened goes. `paused` on legal and
 * info pages (app/ decides which): the dialog is not pushed there, and one already open may be closed
 * (spec 3 §4 "except on legal/info pages"); it is back on the next ordinary page.
 */
export default function BlockWatcher({ paused = false }: { paused?: boolean }) {
  const modal = useModal()
  const { data } = useBlockStatus()
  const openId = modalIdFromHash(useLocation().hash)
  const dialog = blockDialog(blockAction(data))
  const key = dialog && JSON.stringify(dialog)
  const payingBlock =
    openId === 'pay_qr_kaspi' && qrTopUpAmount(modalRequestStore.payloadOf('pay_qr_kaspi')) !== null
  useEffect(() => {
    if (payingBlock && dialog?.id !== 'pay_qr_kaspi') modal.close()
    // whenever no other modal is open (e.g. the top-up it offered closed), the block's dialog is back
    else if (dialog && openId === undefined && !paused) modal.open(dialog.id, dialog.payload)
    // reloaded with the block's dialog in the hash: its data (the amount owed) lives in memory only
    else if (dialog && openId === dialog.id && !modalRequestStore.payloadOf(dialog.id))
      modalRequestStore.remember(dialog.id, dialog.payload)
    // `key` stands for `dialog`, a new object every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, openId, payingBlock, paused, modal])
  return null
}
