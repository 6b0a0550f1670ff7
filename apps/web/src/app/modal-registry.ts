import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { MODAL_IDS, type ModalId } from '../shared/hooks/modal-ids'
import type { ModalBodyProps } from '../shared/ui/modal-body-props'
import { payGated } from './modal-bodies/pay-gated'
import { AuthModal } from './session-bridge'

export interface ModalDefinition {
  /** Lazy body; null → the "coming" body naming the modal. */
  Body: LazyExoticComponent<ComponentType<ModalBodyProps>> | null
  /** i18n key of the dialog title (its accessible name). */
  titleKey: string
  /** False when the modal can never be closed by the viewer (the blocked state: auth-only.ts). */
  closable: boolean
  size?: 'normal' | 'wide'
}

const MessageBody = lazy(() => import('./modal-bodies/message-body'))
const PincodeBody = lazy(() => import('../features/parental/pincode-modal'))
const ParentalSetBody = lazy(() => import('../features/parental/parental-set-modal'))
const ParentalBody = lazy(() => import('../features/parental/parental-settings'))
const ProfilesBody = lazy(() => import('./modal-bodies/profiles-body'))
// top-up, card linking, promo codes (each its own lazy chunk)
const RefillBody = payGated(() => import('../features/commerce/refill-modal'))
const CardBody = lazy(() => import('../features/commerce/card-modal'))
const PromoWizardBody = lazy(() => import('../features/commerce/promo-wizard'))
const BlockAlmaBody = lazy(() => import('../features/session/block-alma-modal'))
const PushBody = lazy(() => import('../features/notifications/push-modal'))

const OVERRIDES: Partial<Record<ModalId, Partial<ModalDefinition>>> = {
  auth: { Body: AuthModal, titleKey: 'auth_title' },
  message: { Body: MessageBody },
  pincode: { Body: PincodeBody },
  parental_set: { Body: ParentalSetBody },
  parental: { Body: ParentalBody },
  profiles: { Body: ProfilesBody, size: 'wide' },
  refill: { Body: RefillBody },
  card: { Body: CardBody },
  promocode: { Body: PromoWizardBody },
  promocode_wizard: { Body: PromoWizardBody },
  // spec 1 §4 "Block status": -2 opens the block dialog; it stays until the status changes (closable
  // only on legal and info pages: auth-only.ts)
  block_alma: { Body: BlockAlmaBody },
  // spec 3 §4 push modal: its title is the push's (the payload's title)
  push: { Body: PushBody },
}

/** spec 3 §4 "Purchase flow": these modals' bodies come from one lazy chunk (purchase-modals). */
const PURCHASE_MODALS = [
  'quick_packets',
  'subscription',
  'packets_channels',
  'confirm_period',
  'confirm',
  'paysystems',
  'pay_redirect',
  'pay_iframe',
  'pay_card',
  'pay_phone_sms',
  'pay_qr',
  'pay_qr_kaspi',
  'pay_transaction',
  'nofunds',
] as const

/** A step of the purchase flow: never shown in an embed page (spec 3 §4 step 1, a new window buys). */
export function isPurchaseModal(id: ModalId): boolean {
  return (PURCHASE_MODALS as readonly ModalId[]).includes(id)
}

for (const id of PURCHASE_MODALS)
  OVERRIDES[id] = {
    Body: lazy(() => import('../features/commerce/purchase-modals').then((m) => ({ default: m.BODIES[id] }))),
    // the gateway's card page inside the modal needs the room
    ...(id === 'pay_iframe' ? { size: 'wide' as const } : {}),
  }

/** Modal id → how the host renders it. Later issues replace the `Body: null` entries. */
export const MODAL_REGISTRY: Record<ModalId, ModalDefinition> = Object.fromEntries(
  MODAL_IDS.map((id) => [id, { Body: null, titleKey: `modal_${id}`, closable: true, ...OVERRIDES[id] }]),
) as Record<ModalId, ModalDefinition>
