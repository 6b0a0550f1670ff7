/*
 * The first step of enabling a packet (spec 3 §4 "Purchase flow" step 1, "Enabling a packet from its
 * page"), the same from the packet page and from a channel's packet list.
 */
import { paymentStore, type PlayAfter } from './payment-store'

export interface Viewer {
  /** The country is forbidden: the session is geo-locked or the network says so (spec 1 §6). */
  countryForbidden: boolean
  /** A signed-in user (not a guest, not signed out). */
  signedIn: boolean
}

export type PurchaseStart =
  /** spec 3 §4, §6: "Forbidden-country mode blocks enabling packets … with a notice"; nothing starts. */
  | { kind: 'forbidden-country' }
  /** spec 3 §4 step 4: a guest (or nobody) signs in first and buys afterwards (authAfterBuy). */
  | { kind: 'sign-in-first' }
  /** The purchase opens (#subscription; the parental check, action pay, runs there). */
  | { kind: 'subscribe' }

export function purchaseStart(viewer: Viewer): PurchaseStart {
  if (viewer.countryForbidden) return { kind: 'forbidden-country' }
  return viewer.signedIn ? { kind: 'subscribe' } : { kind: 'sign-in-first' }
}

/** What a start opens: the notice (a message; its Close is the way out), the sign-in, or the purchase. */
export interface PurchaseStartModal {
  id: 'message' | 'auth' | 'subscription'
  payload?: { title: string; text: string }
}

export function purchaseStartModal(start: PurchaseStart, t: (key: string) => string): PurchaseStartModal {
  switch (start.kind) {
    case 'forbidden-country':
      return {
        id: 'message',
        payload: { title: t('warning_unsupported_region'), text: t('packet_forbidden_country') },
      }
    case 'sign-in-first':
      return { id: 'auth' }
    case 'subscribe':
      return { id: 'subscription' }
  }
}

/**
 * Decides, and remembers what the decision starts: the packet (and what plays after it), and for a
 * viewer signing in first, the packet to buy afterwards. A refused start leaves the stored flow alone.
 */
export function startPacketPurchase(
  packetId: number,
  playAfter: PlayAfter | null,
  viewer: Viewer,
): PurchaseStart {
  const start = purchaseStart(viewer)
  if (start.kind === 'forbidden-country') return start
  paymentStore.begin(packetId, playAfter)
  if (start.kind === 'sign-in-first') paymentStore.setAuthAfterBuy(packetId)
  return start
}
