import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { MODAL_IDS, type ModalId } from '../shared/hooks/modal-ids'
import type { ModalBodyProps } from './modal-body-props'
import { AuthModal } from './session-bridge'

export interface ModalDefinition {
  /** Lazy body; null → the "coming" body naming the modal. */
  Body: LazyExoticComponent<ComponentType<ModalBodyProps>> | null
  /** i18n key of the dialog title (its accessible name). */
  titleKey: string
  /** False when the modal can never be closed by the viewer (block dialog). */
  closable: boolean
  size?: 'normal' | 'wide'
}

const MessageBody = lazy(() => import('./modal-bodies/message-body'))
const PincodeBody = lazy(() => import('../features/parental/pincode-modal'))
// spec 3 §4 "Purchase flow": every purchase modal comes from one lazy chunk
const purchase = () => import('../features/commerce/purchase-modals')
const QuickPacketsBody = lazy(() => purchase().then((m) => ({ default: m.QuickPacketsBody })))
const SubscriptionBody = lazy(() => purchase().then((m) => ({ default: m.SubscriptionBody })))
const ConfirmPeriodBody = lazy(() => purchase().then((m) => ({ default: m.ConfirmPeriodBody })))
const ConfirmBody = lazy(() => purchase().then((m) => ({ default: m.ConfirmBody })))
const PaySystemsBody = lazy(() => purchase().then((m) => ({ default: m.PaySystemsBody })))
const PayCardBody = lazy(() => purchase().then((m) => ({ default: m.PayCardBody })))
const PayPhoneSmsBody = lazy(() => purchase().then((m) => ({ default: m.PayPhoneSmsBody })))
const PayQrBody = lazy(() => purchase().then((m) => ({ default: m.PayQrBody })))
const PayQrKaspiBody = lazy(() => purchase().then((m) => ({ default: m.PayQrKaspiBody })))
const PayTransactionBody = lazy(() => purchase().then((m) => ({ default: m.PayTransactionBody })))
const NoFundsBody = lazy(() => purchase().then((m) => ({ default: m.NoFundsBody })))
const ParentalSetBody = lazy(() => import('../features/parental/parental-set-modal'))

const OVERRIDES: Partial<Record<ModalId, Partial<ModalDefinition>>> = {
  auth: { Body: AuthModal, titleKey: 'auth_title' },
  message: { Body: MessageBody },
  pincode: { Body: PincodeBody },
  parental_set: { Body: ParentalSetBody },
  quick_packets: { Body: QuickPacketsBody },
  subscription: { Body: SubscriptionBody },
  confirm_period: { Body: ConfirmPeriodBody },
  confirm: { Body: ConfirmBody },
  paysystems: { Body: PaySystemsBody },
  pay_card: { Body: PayCardBody },
  pay_phone_sms: { Body: PayPhoneSmsBody },
  pay_qr: { Body: PayQrBody },
  pay_qr_kaspi: { Body: PayQrKaspiBody },
  pay_transaction: { Body: PayTransactionBody },
  nofunds: { Body: NoFundsBody },
  // spec 1 §4 "Block status": -2 opens the block dialog; it stays until the status changes.
  block_alma: { closable: false },
}

/** Modal id → how the host renders it. Later issues replace the `Body: null` entries. */
export const MODAL_REGISTRY: Record<ModalId, ModalDefinition> = Object.fromEntries(
  MODAL_IDS.map((id) => [id, { Body: null, titleKey: `modal_${id}`, closable: true, ...OVERRIDES[id] }]),
) as Record<ModalId, ModalDefinition>
