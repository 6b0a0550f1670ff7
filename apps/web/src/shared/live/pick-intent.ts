/**
 * How long the pointer or focus rests on a channel (a card, an airing cell of the guide) before its live
 * start is warmed, ms (issue 11): a pointer sweeping across a list warms nothing; one that stops to aim
 * warms what is under it.
 */
export const INTENT_REST_MS = 120
