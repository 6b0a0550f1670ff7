/**
 * Modal ids of the product (spec 1 §2, spec 3 §2 "Modals"). The id is what the URL hash carries
 * (`#auth`), except for the no-hash modals below.
 */
export const MODAL_IDS = [
  'auth',
  'profiles',
  'confirm',
  'paysystems',
  'refill',
  'confirm_period',
  'pay_redirect',
  'card',
  'pay_card',
  'pay_phone_sms',
  'pay_qr',
  'pay_qr_kaspi',
  'pay_transaction',
  'pay_iframe',
  'subscription',
  'nofunds',
  'quick_packets',
  'packets_channels',
  'pincode',
  'parental',
  'parental_set',
  'parental_start',
  'smarttv',
  'message',
  'push',
  'block_alma',
  'promocode',
  'promocode_wizard',
] as const

export type ModalId = (typeof MODAL_IDS)[number]

/** spec 3 §2: the message, pay_iframe and pay_redirect modals do not change the hash. */
export const NO_HASH_MODALS: ReadonlySet<ModalId> = new Set<ModalId>([
  'message',
  'pay_iframe',
  'pay_redirect',
])

/**
 * spec 3 §2: "some modals push a history entry; the rest replace it". The spec does not list them; we
 * push the ones a viewer opens on purpose from a page (Back should close them) and replace the steps
 * of a flow (payment, PIN), so Back never walks through half a purchase.
 */
export const PUSH_MODALS: ReadonlySet<ModalId> = new Set<ModalId>([
  'auth',
  'profiles',
  'promocode',
  'promocode_wizard',
  'quick_packets',
  'subscription',
  'smarttv',
  'push',
])

export function isModalId(value: string): value is ModalId {
  return (MODAL_IDS as readonly string[]).includes(value)
}

/** The modal addressed by a location hash (`#auth` → `auth`), if any. */
export function modalIdFromHash(hash: string): ModalId | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  return isModalId(id) && !NO_HASH_MODALS.has(id) ? id : undefined
}

/**
 * The modal the address bar names right now. The browser router writes the URL at once, while
 * `useLocation` catches up only at the next render: two openers in one tick (start-up's sign-in dialog
 * and the forced sign-in of a page) must see each other's #auth, or each writes its own history entry
 * and closing steps back onto the other.
 */
export function modalInAddressBar(): ModalId | undefined {
  return typeof window === 'undefined' ? undefined : modalIdFromHash(window.location.hash)
}
