import { z } from 'zod'
import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { IdParam, Ok } from '../entities/common.ts'
import {
  AccountParam,
  Balance,
  Card,
  ConfirmBySmsBody,
  CreateOfferBody,
  LinkCardBody,
  LinkedCardBody,
  Offer,
  OfferTransactionBody,
  PaymentAccount,
  PaymentHistoryPage,
  PaymentHistoryQuery,
  PaymentStart,
  PayformsQuery,
  Paysystem,
  PhonePayBody,
  QrTransactionBody,
  ShortUrlBody,
  Transaction,
} from '../entities/payments.ts'

// spec 3 §7 "Packets and payments": accounts, cards, pay forms, transactions, offers.
const tag = 'Payments'

export const listAccounts = defineEndpoint({
  id: 'listAccounts',
  method: 'GET',
  path: '/v2/users/self/accounts',
  auth: 'required',
  tag,
  summary: "The user's accounts (one per provider currency) with their balance",
  response: z.array(PaymentAccount),
  cacheMs: CACHE_MS.none,
})

export const getBalance = defineEndpoint({
  id: 'getBalance',
  method: 'GET',
  path: '/v2/users/self/balance',
  auth: 'required',
  tag,
  summary: "The balance of the user's provider-currency account",
  response: Balance,
  cacheMs: CACHE_MS.none,
})

export const listPaymentHistory = defineEndpoint({
  id: 'listPaymentHistory',
  method: 'GET',
  path: '/v2/users/self/payments/history',
  auth: 'required',
  tag,
  summary:
    "Issue 29: the viewer's money history, newest first, a page (offset, limit): charges, renewals, top-ups, refunds, card links, promo money",
  query: PaymentHistoryQuery,
  response: PaymentHistoryPage,
  cacheMs: CACHE_MS.none,
})

export const listCards = defineEndpoint({
  id: 'listCards',
  method: 'GET',
  path: '/v2/users/self/cards',
  auth: 'required',
  tag,
  summary: 'Linked cards (masked numbers), the primary first',
  response: z.array(Card),
  cacheMs: CACHE_MS.none,
})

export const linkCard = defineEndpoint({
  id: 'linkCard',
  method: 'POST',
  path: '/v2/users/self/cards',
  auth: 'required',
  tag,
  summary: 'Start linking a card: a verification payment on the gateway page (poll the transaction)',
  idempotent: true,
  body: LinkCardBody,
  response: PaymentStart,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [404, 409, 422],
})

export const deleteCard = defineEndpoint({
  id: 'deleteCard',
  parental: 'settings',
  method: 'DELETE',
  path: '/v2/users/self/cards/:id',
  auth: 'required',
  tag,
  summary: 'Unlink a card',
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const getTransaction = defineEndpoint({
  id: 'getTransaction',
  method: 'GET',
  path: '/v2/users/self/transactions/:id',
  auth: 'required',
  tag,
  summary:
    'A transaction: complete or error; 504 transaction_pending while pending (keep polling); 404 unknown',
  params: IdParam,
  response: Transaction,
  cacheMs: CACHE_MS.none,
  errors: [404, 504],
})

export const listPayforms = defineEndpoint({
  id: 'listPayforms',
  method: 'GET',
  path: '/v2/users/self/accounts/:id/payforms',
  auth: 'required',
  tag,
  summary: 'Payment systems that top up this account (card page, linked card, phone, QR, Kaspi QR, info)',
  params: AccountParam,
  query: PayformsQuery,
  response: z.array(Paysystem),
  cacheMs: CACHE_MS.default,
  errors: [404],
})

/** A pay form; every one but the SMS confirmation of a started payment is a payment (action pay). */
const payform = <B extends z.ZodType>(id: string, form: string, summary: string, body: B, errors: number[]) =>
  ({
    id,
    ...(form === 'confirm_by_sms' ? {} : { parental: 'pay' as const }),
    method: 'POST',
    path: `/v2/users/self/accounts/:id/payforms/${form}`,
    auth: 'required',
    tag,
    summary,
    idempotent: true,
    params: AccountParam,
    body,
    response: PaymentStart,
    successStatus: 201,
    cacheMs: CACHE_MS.none,
    errors: [404, 409, 422, ...errors],
  }) as const

export const payShortUrl = defineEndpoint(
  payform(
    'payShortUrl',
    'short_url',
    'Top up (or pay a pending transaction) on the gateway card page: full_url for the redirect or the iframe',
    ShortUrlBody,
    [],
  ),
)

export const payLinkedCard = defineEndpoint(
  payform(
    'payLinkedCard',
    'linkedcard',
    'Charge a linked card (the primary or card_id); 400 payment_declined',
    LinkedCardBody,
    [],
  ),
)

export const payPhone = defineEndpoint(
  payform(
    'payPhone',
    'phone',
    'Pay from the phone balance: an SMS code is sent, confirm it with confirm_by_sms; 403 when the operator refuses',
    PhonePayBody,
    [403],
  ),
)

export const confirmBySms = defineEndpoint(
  payform(
    'confirmBySms',
    'confirm_by_sms',
    'Confirm a phone payment with the SMS code (the token); 400 payment_declined on a wrong code',
    ConfirmBySmsBody,
    [],
  ),
)

export const payQrCode = defineEndpoint(
  payform(
    'payQrCode',
    'qrcode_make_transaction',
    'A QR payment: qrcode_url opens the gateway page that pays it. 451 amount_mismatch with the QR for the server amount',
    QrTransactionBody,
    [451],
  ),
)

export const createOffer = defineEndpoint({
  id: 'createOffer',
  method: 'POST',
  path: '/v2/users/self/purchases_offer',
  auth: 'required',
  tag,
  summary: 'An offer for a purchase type: its periods, pay systems and offer info (device kind web300)',
  body: CreateOfferBody,
  response: Offer,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const payOffer = defineEndpoint({
  id: 'payOffer',
  parental: 'pay',
  method: 'POST',
  path: '/v2/users/self/purchases_offer/transaction',
  auth: 'required',
  tag,
  summary: 'Pay an offer: from the balance (400 no_funds: the no-funds modal) or through a pay system',
  idempotent: true,
  body: OfferTransactionBody,
  response: PaymentStart,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [400, 403, 404, 409, 422],
})

export const getOffer = defineEndpoint({
  id: 'getOffer',
  method: 'GET',
  path: '/v2/users/self/purchases_offer/:id',
  auth: 'required',
  tag,
  summary: 'An offer and its state (open, paid, failed)',
  params: IdParam,
  response: Offer,
  cacheMs: CACHE_MS.none,
  errors: [404],
})
