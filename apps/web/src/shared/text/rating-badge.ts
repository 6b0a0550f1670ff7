/** spec 3 §5: the rating badge colour: below 6.1 grey, otherwise green. */
export const GOOD_RATING_FROM = 6.1

export interface RatingBadgeText {
  /** One decimal, as shown ("7.8"). */
  text: string
  /** Green (6.1 and above, as shown) rather than grey. */
  good: boolean
}

/**
 * spec 3 §5 "Ratings shown only when the integer part is non-zero, one decimal; rating badge colour:
 * below 6.1 grey, otherwise green": one rule for row cards, the promo banner, the content card and the
 * programme details. The colour follows the shown (rounded) value, so "6.1" is never grey.
 */
export function ratingBadge(rating: number | null | undefined): RatingBadgeText | undefined {
  if (rating == null || !Number.isFinite(rating) || Math.trunc(rating) === 0) return undefined
  const text = rating.toFixed(1)
  return { text, good: Number(text) >= GOOD_RATING_FROM }
}
