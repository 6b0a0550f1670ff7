// spec 3 §4 "Notification prompts" and §9: which prompt may show, and when a closed one comes back.

/** Prompt kinds of spec 3 §4 (one at a time; hidden while a modal is open). */
export type PromptKind =
  | 'register'
  | 'email'
  | 'survey_unsubscribe'
  | 'survey_rate'
  | 'permission'
  | 'install'
  | 'product_install'
  | 'freedommedia_install'
  | 'freedommedia_promo'

/** spec 3 §9: reopen delays in seconds after a prompt was closed; any other kind: 0. */
export const PROMPT_REOPEN_DELAY_S: Partial<Record<PromptKind, number>> = {
  register: 28800,
  product_install: 259200,
  freedommedia_install: 259200,
  permission: 1209600,
}

/** spec 2 §4, spec 3 §2 and §9: the register prompt shows 5000 ms after a channel or content opens. */
export const REGISTER_PROMPT_DELAY_MS = 5000

/** True when a prompt closed at `closedAt` (ms, or null for never) may show again at `now` (ms). */
export function mayReopen(kind: PromptKind, closedAt: number | null, now: number): boolean {
  if (closedAt === null) return true
  return now - closedAt >= (PROMPT_REOPEN_DELAY_S[kind] ?? 0) * 1000
}

/** Who is watching, as far as prompts care. */
export interface PromptViewer {
  /** signed in with an account (not a guest, not anonymous) */
  signedIn: boolean
  /** the viewer has bought something */
  hasPurchases: boolean
  /** the network's promo_days (null: not set) */
  promoDays: number | null | undefined
}

/** spec 3 §4 "Purchase flow": the register prompt is for guests without purchases while promo days is set. */
export function wantsRegisterPrompt(viewer: PromptViewer): boolean {
  return !viewer.signedIn && !viewer.hasPurchases && !!viewer.promoDays && viewer.promoDays > 0
}
