import { z } from 'zod'
import { IsoDateTime, Phone, INT_MAX } from './common.ts'
import { AmountInput, Money, PeriodHuman, PurchaseType } from './commerce.ts'
import { PAYMENT_HISTORY_LIMIT } from '../constants.ts'
import { Currency } from './provider.ts'

/*
 * Payments (spec 3 §3 "Purchase", "Offer", "Pay forms", "Card", "Transaction"; §7 "Packets and payments").
 * Every money-moving POST takes an `Idempotency-Key` header (see `Endpoint.idempotent`).
 */

/** Where the gateway sends the viewer back: http(s) only (never a script URL). */
const ReturnUrl = z.url({ protocol: /^https?$/ }).max(2048)

/** A user's money account in one currency (spec 3 §3 "Account"). */
export const PaymentAccount = z.object({
  id: z.number().int(),
  amount: Money,
  currency: Currency,
  is_payment_allowed: z.boolean(),
})
export type PaymentAccount = z.infer<typeof PaymentAccount>

export const Balance = z.object({ account_id: z.number().int(), balance: Money, currency: Currency })

/** A linked card (spec 3 §3 "Card"): only its masked number leaves the server. */
export const Card = z.object({
  id: z.number().int(),
  number: z.string(),
  is_primary: z.boolean(),
  paysystem_shortname: z.string(),
  account_id: z.number().int(),
  created_at: IsoDateTime,
})
export type Card = z.infer<typeof Card>

/** Link a card: a small verification payment on the gateway page (refunded when needed_refund). */
export const LinkCardBody = z.object({
  paysystem_shortname: z.string().min(1).max(32),
  account_id: z.number().int().positive().max(INT_MAX),
  amount: AmountInput.optional(),
  needed_refund: z.boolean().optional(),
  return_url: ReturnUrl.optional(),
})

export const TransactionStatus = z.enum(['pending', 'complete', 'error'])

/**
 * spec 3 §3 "Transaction". pending → complete | error; complete never changes. An error becomes
 * complete once when the gateway confirms the payment after all (issue 29: a declined card, then a
 * paying one, on the same card page; its callbacks in any order): the money is credited then, once.
 * GET answers 504 (`transaction_pending`) while it is pending, 404 for an unknown id.
 */
export const Transaction = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  kind: z.enum(['topup', 'purchase', 'card_link']),
  status: TransactionStatus,
  amount: Money,
  currency: z.string(),
  status_description: z.string().nullable(),
  /** The gateway page that takes the payment (redirect or iframe), when there is one. */
  full_url: z.string().nullable(),
  /** The URL a QR code encodes (the phone opens it and pays), when the payment is by QR. */
  qrcode_url: z.string().nullable(),
  /** The subscription or purchase this payment completes, if any. */
  purchase_id: z.number().int().nullable(),
  /**
   * Issue 29 "success only on delivery": that purchase's status now. A complete payment delivered it
   * when this is active; awaiting_payment means the money arrived on the balance but the balance
   * still falls short of the price (spent elsewhere meanwhile): pay `purchase_shortfall` ("pay the
   * rest": POST users/self/purchases with the same purchase type answers the awaiting purchase with a
   * new pending transaction for it); cancelled: the purchase was cancelled and the money stays on the
   * balance. Null without a purchase.
   */
  purchase_status: z.enum(['awaiting_payment', 'active', 'paused', 'cancelled']).nullable(),
  /** What the purchase still lacks (its price minus the balance) while it awaits payment, else null. */
  purchase_shortfall: Money.nullable(),
  created_at: IsoDateTime,
})
export type Transaction = z.infer<typeof Transaction>

/** Pay forms of spec 3 §3. */
export const Payform = z.enum([
  'linkedcard',
  'short_url',
  'qrcode',
  'qrcode_png',
  'info',
  'phone',
  'phone_sms',
  'provider_account',
  'ext_app',
])

/** A payment system an account may be topped up or a purchase paid with (spec 3 §3 "Offer"). */
export const Paysystem = z.object({
  id: z.number().int(),
  shortname: z.string(),
  payform_shortname: Payform,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  button_text: z.string(),
  how_to_use: z.string().nullable(),
  how_to_use_packet: z.string().nullable(),
  params: z.object({ paysystem_shortname: z.string() }),
  /**
   * spec 3 §4 "Purchase flow": paying with this system skips the parental check (action pay) for a
   * while after its transaction completes (the client keeps the period: the device's PIN window).
   */
  skip_parental_control: z.boolean(),
  /**
   * spec 3 §2 "/pay_iframe (only when iframe payment is enabled)": the operator enables it per pay
   * system. true: a card page (short_url) is shown inside the product (#pay_iframe), and the gateway
   * lets the product's origin frame it; absent or false: the viewer goes to it (#pay_redirect).
   */
  iframe: z.boolean().optional(),
  /** Info form: what to show or collect (e.g. the bank details). */
  data: z.record(z.string(), z.string()).nullable(),
})
export type Paysystem = z.infer<typeof Paysystem>

export const PayformsQuery = z.object({ version: z.string().max(16).optional() })
export const AccountParam = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) })

const TransactionRef = z.number().int().positive().max(INT_MAX)

export const ShortUrlBody = z.object({
  paysystem_shortname: z.string().min(1).max(32),
  amount: AmountInput,
  is_save_card: z.boolean().default(false),
  return_url: ReturnUrl,
  /** Pay an existing pending transaction (a purchase's) instead of starting a top-up. */
  transaction_id: TransactionRef.optional(),
  /** Show the page inside the client (pay_iframe) rather than as a redirect. */
  iframe: z.boolean().optional(),
})
export const LinkedCardBody = z.object({
  amount: AmountInput,
  card_id: z.number().int().positive().max(INT_MAX),
  transaction_id: TransactionRef.optional(),
})
export const PhonePayBody = z.object({
  phone: Phone,
  amount: AmountInput,
  paysystem_shortname: z.string().min(1).max(32),
  transaction_id: TransactionRef.optional(),
})
/** The code the SMS carried is the token. */
export const ConfirmBySmsBody = z.object({
  token: z.string().regex(/^\d{4,8}$/),
  transaction_id: TransactionRef,
  paysystem_shortname: z.string().min(1).max(32),
})
export const QrTransactionBody = z.object({
  paysystem_shortname: z.string().min(1).max(32),
  amount: AmountInput,
  transaction_id: TransactionRef.optional(),
})

/** What a started payment answers: its transaction, with the page or QR to pay it. */
export const PaymentStart = Transaction

/** spec 3 §3 "Purchase" (camelCase fields as the spec names them). */
export const Purchase = z.object({
  id: z.number().int(),
  packetId: z.number().int(),
  purchaseTypeId: z.number().int(),
  accountId: z.number().int(),
  status: z.enum(['awaiting_payment', 'active', 'paused', 'cancelled']),
  amount: Money,
  amountNext: Money.nullable(),
  period: PeriodHuman,
  periodTrial: PeriodHuman.nullable(),
  periodNext: PeriodHuman.nullable(),
  isTrial: z.boolean(),
  /** Balance too small: the pending transaction for the shortfall, paid through a pay form. */
  transactionId: z.number().int().nullable(),
  fullUrl: z.string().nullable(),
  QrCodeUrl: z.string().nullable(),
  is_have_money_on_balance: z.boolean(),
  /** Awaiting payment: what the balance lacks ("pay the rest", issue 29); null otherwise. */
  shortfall: Money.nullable(),
  /** When the next paid period is charged (after a trial: its end, at `amountNext`); null when it is not. */
  next_charge_at: IsoDateTime.nullable(),
  start_at: IsoDateTime,
  end_at: IsoDateTime,
})
export type Purchase = z.infer<typeof Purchase>

const Id = z.number().int().positive().max(INT_MAX)

export const CreatePurchaseBody = z.object({
  purchase_type_id: Id,
  account_id: Id,
  library_id: Id.optional(),
  entity_license_id: Id.optional(),
  /** The agreement text was accepted (required when the packet has one). */
  agreement_accepted: z.boolean().optional(),
})
export const PatchPurchaseBody = z.object({
  purchase_type_id: Id,
  account_id: Id,
  status: z.literal('active'),
})

export const CreateSubscriptionQuery = z.object({ paytype: z.enum(['async', 'sync']).optional() })
export const CreateSubscriptionBody = z.object({
  packet_id: z.number().int().min(0).max(INT_MAX),
  purchase_type_id: Id.optional(),
  agreement_accepted: z.boolean().optional(),
})
export const RenewSubscriptionBody = z.object({ renew: z.literal(true) })

export const FutureSubscription = z.object({
  id: z.number().int(),
  packet_id: z.number().int(),
  packet_name: z.string(),
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  price: Money,
  period_human: PeriodHuman,
})

/** spec 3 §3 "Offer". */
export const Offer = z.object({
  offer_id: z.number().int(),
  status: z.enum(['open', 'paid', 'failed']),
  packet_id: z.number().int(),
  purchases: z.array(PurchaseType),
  paysystems: z.array(Paysystem),
  offer_info: z.object({
    distribution_type: z.enum(['subscription', 'purchase']),
    product_title: z.string(),
    distribution_info: z.string(),
  }),
  transaction_id: z.number().int().nullable(),
  purchase_id: z.number().int().nullable(),
})
export type Offer = z.infer<typeof Offer>

export const CreateOfferBody = z.object({
  paysystem_version: z.string().max(16).optional(),
  offer_version: z.string().max(16).optional(),
  purchase_type_id: Id,
  content_id: Id.optional(),
})
export const OfferTransactionBody = z.object({
  offer_id: Id,
  paysystem_shortname: z.string().min(1).max(32),
  /** Where the gateway sends the viewer back; the spec's client adds ?purchased=true. */
  return_url: ReturnUrl,
})

/** Figures of a 402/451 payment answer (the error body's `payment`). */
export const PaymentShortfall = z.object({
  account_id: z.number().int(),
  amount: Money,
  balance: Money,
  shortfall: Money,
  currency: z.string(),
  /** The primary linked card to fall back to (402), if any. */
  card_id: z.number().int().nullable(),
  /** QR answers (402/451): the QR to show, for the server's amount. */
  qrcode_url: z.string().nullable(),
  transaction_id: z.number().int().nullable(),
})

/**
 * Issue 29 "A payment history": what moved the viewer's money, one item per ledger entry.
 * - purchase: a packet or a film bought (from the balance, or after its payment arrived);
 * - renewal: the renewal job charged the next period; topup: money paid in through a pay system;
 * - refund: money given back (a cancelled future period); card_link: a card link's check payment kept;
 * - promo: a promo code's bonus; block_debt: what a -1 block owed, taken from a top-up;
 * - opening: the opening balance of the account.
 */
export const PaymentHistoryKind = z.enum([
  'purchase',
  'renewal',
  'topup',
  'refund',
  'card_link',
  'promo',
  'block_debt',
  'opening',
])
export type PaymentHistoryKind = z.infer<typeof PaymentHistoryKind>

/** What a charge or refund was for: the packet (or film) in the viewer's language and its period. */
export const PaymentHistorySubject = z.object({
  packet_id: z.number().int(),
  /** The packet's name in the viewer's language; for a film bought alone, the film's title. */
  title: z.string(),
  /** The film a single purchase was for (an offer with a content id), else null. */
  content_id: z.number().int().nullable(),
  subscription_id: z.number().int(),
  /** The length of the period it paid for (a trial's own length for a trial). */
  period_human: PeriodHuman,
})

export const PaymentHistoryItem = z.object({
  /** The ledger entry's id: stable, unique, newer entries have larger ids. */
  id: z.number().int(),
  kind: PaymentHistoryKind,
  created_at: IsoDateTime,
  /** Signed, integer minor units: negative takes money from the balance, positive adds to it. */
  amount_minor: z.number().int(),
  /** The same amount unsigned, as the contract writes money ("1990.00"); `direction` gives the sign. */
  amount: Money,
  direction: z.enum(['debit', 'credit']),
  /** The balance right after this entry ("0.00" or more). */
  balance_after: Money,
  /** The account's currency, formatted with its FORMAT as every price is. */
  currency: Currency,
  account_id: z.number().int(),
  /** The packet or film it paid for (purchase, renewal, refund), else null. */
  subject: PaymentHistorySubject.nullable(),
  /** The gateway payment behind it (top-ups, card links), else null. */
  transaction_id: z.number().int().nullable(),
  /** The pay system that brought the money in, its name in the viewer's language; null from the balance. */
  paysystem: z.object({ shortname: z.string(), name: z.string() }).nullable(),
  /** The masked card that paid, when a card did and is known. */
  card_number: z.string().nullable(),
  /** The promo code of a promo bonus, else null. */
  promo_code: z.string().nullable(),
})
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>

/** One page of the history, newest first; `offset` + `items.length` < `total` means more pages. */
export const PaymentHistoryPage = z.object({
  items: z.array(PaymentHistoryItem),
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
})
export type PaymentHistoryPage = z.infer<typeof PaymentHistoryPage>

export const PaymentHistoryQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(PAYMENT_HISTORY_LIMIT.max).default(PAYMENT_HISTORY_LIMIT.default),
})
export type PaymentHistoryQuery = z.input<typeof PaymentHistoryQuery>
