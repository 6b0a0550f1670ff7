import type { ReactNode } from 'react'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'
import {
  ConfirmBody,
  ConfirmPeriodBody,
  PacketsChannelsBody,
  QuickPacketsBody,
  SubscriptionBody,
} from './choose-modals'
import { PaySystemsBody } from './paysystems-modal'
import { PayCardBody, PayPhoneSmsBody, PayQrBody, PayQrKaspiBody } from './pay-forms'
import { PayIframeBody, PayRedirectBody } from './pay-redirect'
import { NoFundsBody, PayTransactionBody } from './result-modals'
export { default as ChangePeriodBody } from './change-modal'

/*
 * The purchase flow's modals (spec 3 §4 "Purchase flow" steps 1–6), one lazy chunk: choosing
 * (choose-modals), paying (paysystems-modal, pay-redirect, pay-forms) and the result (result-modals).
 */

/** The bodies by modal id, for the modal registry's one lazy import. */
export const BODIES = {
  quick_packets: QuickPacketsBody,
  subscription: SubscriptionBody,
  packets_channels: PacketsChannelsBody,
  confirm_period: ConfirmPeriodBody,
  confirm: ConfirmBody,
  paysystems: PaySystemsBody,
  pay_redirect: PayRedirectBody,
  pay_iframe: PayIframeBody,
  pay_card: PayCardBody,
  pay_phone_sms: PayPhoneSmsBody,
  pay_qr: PayQrBody,
  pay_qr_kaspi: PayQrKaspiBody,
  pay_transaction: PayTransactionBody,
  nofunds: NoFundsBody,
} satisfies Record<string, (props: ModalBodyProps) => ReactNode>
