import { z } from 'zod'
import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { IdParam, Ok } from '../entities/common.ts'
import { Subscription } from '../entities/commerce.ts'
import {
  CreatePurchaseBody,
  CreateSubscriptionBody,
  CreateSubscriptionQuery,
  FutureSubscription,
  PatchPurchaseBody,
  Purchase,
  RenewSubscriptionBody,
} from '../entities/payments.ts'

// spec 3 §4 "Subscription actions", §7. Money moves only in the idempotent calls.
const tag = 'Subscriptions'

export const listCurrentSubscriptions = defineEndpoint({
  id: 'listCurrentSubscriptions',
  method: 'GET',
  path: '/v2/users/self/subscriptions/current',
  auth: 'required',
  tag,
  summary: "The user's running, paused and awaiting-payment subscriptions",
  response: z.array(Subscription),
  cacheMs: CACHE_MS.none,
})

export const listFutureSubscriptions = defineEndpoint({
  id: 'listFutureSubscriptions',
  method: 'GET',
  path: '/v2/users/self/futures',
  auth: 'required',
  tag,
  summary: 'Subscriptions that start later (bought while another period runs)',
  response: z.array(FutureSubscription),
  cacheMs: CACHE_MS.none,
})

export const deleteFutureSubscription = defineEndpoint({
  id: 'deleteFutureSubscription',
  parental: 'pay',
  method: 'DELETE',
  path: '/v2/users/self/futures/:id',
  auth: 'required',
  tag,
  summary: 'Disable a future subscription (its price goes back to the balance)',
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const createSubscription = defineEndpoint({
  id: 'createSubscription',
  parental: 'pay',
  method: 'POST',
  path: '/v2/users/self/subscriptions',
  auth: 'required',
  tag,
  summary:
    'Enable a packet from the balance (trial first when unused). 402 insufficient_funds with payment figures; 400 base_packet_required / agreement_required / already_purchased / payment_not_allowed; 403 forbidden_country',
  idempotent: true,
  query: CreateSubscriptionQuery,
  body: CreateSubscriptionBody,
  response: Subscription,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [402, 403, 404, 409, 422],
})

export const disableSubscription = defineEndpoint({
  id: 'disableSubscription',
  parental: 'pay',
  method: 'DELETE',
  path: '/v2/users/self/subscriptions/:id',
  auth: 'required',
  tag,
  summary:
    'Disable: a renewing one → 400 renewal_disabled (renewal now off; show the text, then the survey); a paused one (allow_delete_paused) or an awaiting one → 200 removed; promo or already off → 451 subscription_locked',
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404, 451],
})

export const renewSubscription = defineEndpoint({
  id: 'renewSubscription',
  method: 'PATCH',
  path: '/v2/users/self/subscriptions/:id',
  auth: 'required',
  tag,
  summary: 'Re-enable renewal ({renew: true}); 451 when the subscription cannot renew',
  params: IdParam,
  body: RenewSubscriptionBody,
  response: Subscription,
  cacheMs: CACHE_MS.none,
  errors: [404, 451],
})

export const createPurchase = defineEndpoint({
  id: 'createPurchase',
  parental: 'pay',
  method: 'POST',
  path: '/v2/users/self/purchases',
  auth: 'required',
  tag,
  summary:
    'Buy a purchase type. Enough balance: charged, active. Not enough: status awaiting_payment with a pending transaction for the shortfall (pay it through a pay form with transaction_id)',
  idempotent: true,
  body: CreatePurchaseBody,
  response: Purchase,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [403, 404, 409, 422],
})

export const activatePurchase = defineEndpoint({
  id: 'activatePurchase',
  parental: 'pay',
  method: 'PATCH',
  path: '/v2/users/self/purchases/:id',
  auth: 'required',
  tag,
  summary:
    'Activate an awaiting purchase from the balance, or change its period. 402 insufficient_funds: pay from the linked card (payment.card_id)',
  idempotent: true,
  params: IdParam,
  body: PatchPurchaseBody,
  response: Purchase,
  cacheMs: CACHE_MS.none,
  errors: [402, 403, 404, 409, 422],
})

export const cancelPurchase = defineEndpoint({
  id: 'cancelPurchase',
  method: 'DELETE',
  path: '/v2/users/self/purchases/:id',
  auth: 'required',
  tag,
  summary: 'Cancel a purchase that awaits payment (its pending transaction fails)',
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404, 451],
})
