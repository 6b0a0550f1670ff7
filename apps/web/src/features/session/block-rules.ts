import type { BlockStatus } from '@efir/contract'
import { qrTopUpPayload, type QrTopUpPayload } from '../../shared/commerce/qr-top-up'

/** What the product does with the account's block status (spec 1 §4 "Block status"). */
export type BlockAction =
  | { kind: 'none' }
  /** -2: the block dialog (block_alma) with the server's message; it cannot be closed. */
  | { kind: 'block'; message: string | null }
  /** -1: the QR payment dialog with the amount. */
  | { kind: 'pay'; amount: number }

export function blockAction(
  status: Pick<BlockStatus, 'status' | 'amount' | 'message_detail'> | null | undefined,
): BlockAction {
  if (!status) return { kind: 'none' }
  if (status.status === -2) return { kind: 'block', message: status.message_detail || null }
  if (status.status === -1 && status.amount > 0) return { kind: 'pay', amount: status.amount }
  return { kind: 'none' }
}

/** The block dialog stays open while the status is still -2; anything else closes it. */
export function blockLifted(status: Pick<BlockStatus, 'status'> | null | undefined): boolean {
  return !!status && status.status !== -2
}

/** The dialog a block action asks for (spec 1 §1 modal ids of this area: block_alma, pay_qr_kaspi). */
export type BlockDialog =
  | { id: 'block_alma'; payload: { message: string | null } }
  /** -1: the Kaspi QR tops the balance up by what is owed; the server then lifts the block. */
  | { id: 'pay_qr_kaspi'; payload: QrTopUpPayload }

export function blockDialog(action: BlockAction): BlockDialog | null {
  switch (action.kind) {
    case 'block':
      return { id: 'block_alma', payload: { message: action.message } }
    case 'pay':
      return { id: 'pay_qr_kaspi', payload: qrTopUpPayload(action.amount) }
    case 'none':
      return null
  }
}
