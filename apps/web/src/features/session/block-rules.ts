import type { BlockStatus } from '@efir/contract'

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
