import { z } from 'zod'
import { AMOUNT_ERRORS, MAX_PAYMENT_AMOUNT } from '../constants.ts'
import { IsoDateTime, INT_MAX } from './common.ts'
import { Currency } from './provider.ts'

/*
 * Commerce (spec 3 §3 "Packet", "Subscription actions", "Purchase", "Period", "Offer", "Pay forms",
 * "Card", "Transaction", "Promo data"). The database keeps integer minor units; answers carry money as
 * a decimal string in major units with two decimals ("1990.00", spec 3 §9 "price 0.00 means free"),
 * next to the provider currency whose FORMAT ({amount} {symbol}) the client formats it with.
 */

/** "1990.00": major units, two decimals, never negative. */
export const Money = z.string().regex(/^\d+\.\d{2}$/, 'money is a decimal string with two decimals')
export type Money = z.infer<typeof Money>

/**
 * An amount a client asks to pay or top up: major units, positive, at most two decimals, at most
 * MAX_PAYMENT_AMOUNT. Anything else is a 400 whose message says which rule failed, in the viewer's
 * language (issue 29): each rule's error is an AMOUNT_ERRORS key of the server's message catalogue.
 */
export const AmountInput = z
  .number({ error: AMOUNT_ERRORS.notNumber })
  .positive({ error: AMOUNT_ERRORS.notPositive })
  .max(MAX_PAYMENT_AMOUNT, { error: AMOUNT_ERRORS.tooLarge })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: AMOUNT_ERRORS.tooManyDecimals })

export const PeriodHuman = z.object({
  days: z.number().int().min(0),
  months: z.number().int().min(0),
  years: z.number().int().min(0),
})
export type PeriodHuman = z.infer<typeof PeriodHuman>

/** spec 3 §3 "Subscription actions". */
export const SubscriptionActions = z.object({
  can_subscribe: z.boolean(),
  can_disable_renew: z.boolean(),
  can_change_period: z.boolean(),
  can_unsubscribe: z.boolean(),
  can_enable_renew: z.boolean(),
})
export type SubscriptionActions = z.infer<typeof SubscriptionActions>

export const NextCharge = z.object({
  at: IsoDateTime,
  amount: Money,
  period_human: PeriodHuman,
  /** true: it will be charged then (renewal on); false: only if the viewer turns renewal on. */
  scheduled: z.boolean(),
})
export type NextCharge = z.infer<typeof NextCharge>

/**
 * A user's subscription (or purchase) of a packet: the states spec 3 §2's buttons depend on.
 * - `renew` true: renews at next_pay_at; false: renewal off (the packet runs until end_at).
 * - `is_future`: starts later (start_at in the future); `is_paused`: renewal failed, nothing runs.
 * - `type` promo: granted by a promo code (no buttons); trial: the packet's trial period.
 */
export const Subscription = z.object({
  id: z.number().int(),
  packet_id: z.number().int(),
  packet_name: z.string(),
  purchase_type_id: z.number().int(),
  account_id: z.number().int(),
  type: z.enum(['regular', 'trial', 'promo']),
  status: z.enum(['awaiting_payment', 'active', 'paused', 'cancelled']),
  renew: z.boolean(),
  is_paused: z.boolean(),
  allow_delete_paused: z.boolean(),
  is_future: z.boolean(),
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  /** When the next period is charged; null when renewal is off or the subscription ended. */
  next_pay_at: IsoDateTime.nullable(),
  next_period_human: PeriodHuman.nullable(),
  next_price: Money.nullable(),
  /**
   * Issue 29 "the next charge, always visible": when and how much this packet is charged next, also
   * while renewal is off (what it would be if renewal were turned on: `scheduled` false) and after a
   * trial (the regular price, never the trial's). With a next period already bought (a future), the
   * charge after that period, by the future's own renewal. Null when nothing can be charged: promo,
   * a bought film, awaiting payment, paused, cancelled.
   */
  next_charge: NextCharge.nullable(),
  /** Issue 29: the subscribed purchase type's regular price and period (a 7990.00 quarter, not the default month). */
  price: Money,
  period_human: PeriodHuman,
  actions: SubscriptionActions,
})
export type Subscription = z.infer<typeof Subscription>

/** spec 3 §3 "Period": one purchase type (price and length, optional trial) of a packet. */
export const PurchaseType = z.object({
  id: z.number().int(),
  packet_id: z.number().int(),
  amount: Money,
  /** Price of the trial period (often "0.00"); null when the packet has no trial. */
  trial_amount: Money.nullable(),
  period: z.number().int().positive().max(INT_MAX),
  period_human: PeriodHuman,
  trial_period: z.number().int().min(0),
  trial_period_human: PeriodHuman.nullable(),
  is_have_trial: z.boolean(),
  /** The trial is offered only once per user and packet. */
  is_used_trial: z.boolean(),
})
export type PurchaseType = z.infer<typeof PurchaseType>

export const PurchasePeriod = z.object({ period_human: PeriodHuman, purchases_type: z.array(PurchaseType) })
export type PurchasePeriod = z.infer<typeof PurchasePeriod>

export const PacketChannel = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  age: z.number().int().nullable(),
})

export const PacketLibrary = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.object({ bg: z.string().nullable(), color_bg: z.string() }),
  logo: z.object({ tv_x1: z.string().nullable() }),
})

export const PacketVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
})

const DesignImage = z.object({
  x1: z.string(),
  x2: z.string(),
  x3: z.string(),
  width: z.number(),
  height: z.number(),
})
export const PacketDesign = z.object({
  background_mobile: z.string().nullable(),
  background_tv: z.string().nullable(),
  logo: z.string().nullable(),
  corner_badge: z.string().nullable(),
  special_features: z.array(DesignImage),
})

/** A bundle of a provider (spec 3 §2 #bundles): its own name, price and description. */
export const BundleInfo = z.object({
  id: z.number().int(),
  custom_name: z.string(),
  custom_price: Money,
  custom_description: z.string(),
  internet_speed: z.string().nullable(),
})

/** spec 3 §3 "Packet", with the viewer's state when signed in. */
export const Packet = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  name: z.string(),
  short: z.string(),
  description: z.string(),
  /** base: the main packet; additional: an add-on; promo: shows no buttons; content: sells titles. */
  kind: z.enum(['base', 'additional', 'promo', 'content']),
  base: z.boolean(),
  is_base: z.boolean(),
  is_adult: z.boolean(),
  currency: Currency,
  /** Price of the default purchase type. */
  price: Money,
  total_price: Money,
  trial_price: Money.nullable(),
  trial_amount: Money.nullable(),
  is_trial: z.boolean(),
  is_used_trial: z.boolean(),
  /** Days of the default purchase type. */
  period: z.number().int().positive().max(INT_MAX),
  period_human: PeriodHuman,
  trial_period_human: PeriodHuman.nullable(),
  /** The default purchase type (what "enable" buys). */
  purchase_type_id: z.number().int(),
  purchase_types: z.array(PurchaseType),
  /** Packets this one contains (a bundle packet) — ids. */
  packets: z.array(z.number().int()),
  include: z.array(z.string()),
  /** With includes=availables: ids of packets the viewer may buy together with this one. */
  available: z.array(z.number().int()),
  agreement: z.string().nullable(),
  channels_count: z.number().int().min(0),
  channels: z.array(PacketChannel),
  videos: z.array(PacketVideo),
  libraries: z.array(PacketLibrary),
  benefits: z.array(z.object({ icon: z.string(), text: z.string() })),
  row_slug: z.string().nullable(),
  parent_name: z.string().nullable(),
  is_paused: z.boolean(),
  /** Viewer state: the running (or awaiting) purchase of this packet. */
  user_purchase: z.object({ id: z.number().int(), account_id: z.number().int() }).nullable(),
  next_user_purchase: z
    .object({
      id: z.number().int(),
      start_at: IsoDateTime,
      purchase_type: z.object({ id: z.number().int(), amount: Money }),
    })
    .nullable(),
  subscription: Subscription.nullable(),
  /**
   * Issue 29: the viewer may buy this packet now. False when it already runs, awaits payment or has
   * its next period bought, when a running packet of the viewer includes it (`included_in`), and for
   * promo packets; buying it then is refused (400 already_purchased, or 409 period_already_planned).
   */
  can_subscribe: z.boolean(),
  /** The viewer's running packet that includes this one (a bundle such as «Всё включено»), else null. */
  included_in: z.object({ packet_id: z.number().int(), packet_name: z.string() }).nullable(),
  /**
   * Issue 29 "a trial looks like a full charge": when the viewer's unused trial is bought now, the
   * first paid charge after it (the default purchase type's regular price, at the trial's end); null
   * when no trial is offered to this viewer. The trial itself costs `trial_price` ("0.00": free).
   */
  first_charge: z.object({ at: IsoDateTime, amount: Money }).nullable(),
  /**
   * Issue 29 "a bundle bought beside its running sub-packet pays twice": what buying this packet (a
   * bundle such as «Всё включено») changes in what the viewer already has, to tell them before they
   * buy. Each of their packets it includes stops being paid for separately: a renewing one stops
   * renewing and runs to `end_at`, already paid (`stop_renewal`; no partial refunds); a bought next
   * period is cancelled and its price goes back to the balance (`refund`, the amount in `refund`); a
   * purchase awaiting payment is cancelled (`cancel`). Empty when nothing changes. Optional only so
   * answers of older servers still parse; this server always sends it.
   */
  takes_over: z
    .array(
      z.object({
        packet_id: z.number().int(),
        packet_name: z.string(),
        change: z.enum(['stop_renewal', 'refund', 'cancel']),
        end_at: IsoDateTime.nullable(),
        refund: Money,
      }),
    )
    .optional(),
  bundle: BundleInfo.nullable(),
  design: PacketDesign.nullable(),
})
export type Packet = z.infer<typeof Packet>

export const PacketsQuery = z.object({
  includes: z.enum(['availables']).optional(),
  provider_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
})

/** /v2/packets/{id}: the free packet is id 0. */
export const PacketIdParam = z.object({ id: z.coerce.number().int().min(0).max(INT_MAX) })

export const ProviderRef = z.object({
  /** A provider id or its shortname. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
})
export const ProviderPacketParams = ProviderRef.extend({
  packetId: z.coerce.number().int().min(0).max(INT_MAX),
})
export const ProviderBundlePacketParams = ProviderRef.extend({
  bundleId: z.coerce.number().int().positive().max(INT_MAX),
  packetId: z.coerce.number().int().min(0).max(INT_MAX),
})

export const Bundle = BundleInfo.extend({ packets: z.array(Packet) })

/** spec 3 §3 "Provider data". */
export const ProviderInfo = z.object({
  provider_data: z.object({
    id: z.number().int(),
    name: z.string(),
    landing: z.object({
      shortname: z.string(),
      logo: z.string().nullable(),
      support_url: z.string().nullable(),
      support_phone: z.string().nullable(),
      support_email: z.string().nullable(),
      regform_btn_url: z.string().nullable(),
      regform_btn_caption: z.string().nullable(),
    }),
  }),
  packets: z.array(Packet),
  bundles: z.array(Bundle),
})
export type ProviderInfo = z.infer<typeof ProviderInfo>

/** A content's packets (quick sales of a title): its purchase types and the library that plays it. */
export const ContentSalePacket = z.object({
  packet: Packet,
  library_id: z.number().int(),
  purchases: z.array(PurchaseType),
})
