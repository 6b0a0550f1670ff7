/**
 * spec 2 §4: "An unpurchased programme opens the packet purchase flow", and "Channel purchase": a guest
 * is sent to auth, then buys afterwards. What a click on a programme of a channel not bought starts
 * (issue 31: it opened an empty "packets with this film" modal, and a guest was not offered sign-in).
 */
export type SchedulePurchase =
  /** the channel's one packet: its purchase flow (a guest signs in first, then buys it: authAfterBuy) */
  | { kind: 'buy'; packetId: number }
  /** a guest and several packets: sign in first; the channel's packet list is there afterwards */
  | { kind: 'sign-in' }
  /** signed in and several packets: the channel's packet list (beside the player) takes focus */
  | { kind: 'choose' }
  /** no packets (spec 2 §4 "Channel with no packets shows channel_soon") */
  | { kind: 'soon' }
  /** the packets are still being fetched */
  | { kind: 'wait' }

export function schedulePurchase(
  packets: readonly { id: number }[] | undefined,
  signedIn: boolean,
): SchedulePurchase {
  if (!packets) return { kind: 'wait' }
  const [only, ...more] = packets
  if (!only) return { kind: 'soon' }
  if (more.length === 0) return { kind: 'buy', packetId: only.id }
  return signedIn ? { kind: 'choose' } : { kind: 'sign-in' }
}
