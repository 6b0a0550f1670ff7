/** Deep links from a webview or a push (spec 1 §2 "Deep links", spec 3 §4 push destinations). */
export interface DeepLink {
  type: string
  /** slug or id of the target */
  id?: string | number
  /** channel start time */
  ts?: string | number
  /** promo code (promo_key) */
  code?: string
  library_id?: string | number
  /** 'auth' lets no guest through */
  need_auth?: string
}
