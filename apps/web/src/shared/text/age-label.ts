/**
 * spec 3 §5 "Age label: motion_rating.text, else "{age}+"": one label per title, used by row cards,
 * the promo banner and the content card (which showed both, "6+ 18+"). No label for age 0 without a
 * motion rating.
 */
export function ageLabel(item: {
  age?: number | null
  motion_rating?: { text?: string | null } | null
}): string | undefined {
  const text = item.motion_rating?.text?.trim()
  if (text) return text
  return item.age && item.age > 0 ? `${item.age}+` : undefined
}
