// The widths the layout decides by (spec 2 §9, spec 3 §9), one name each.

/**
 * "Mobile width 932 or less": the channel viewer page instead of the TV page, the players' touch
 * timings, content pages' phone layout, the tablet image sets (spec 2 §2, §4, §9; spec 3 §9).
 */
export const MOBILE_MAX_WIDTH = 932

/** Small screens: 481 and less take the phone image sets (spec 3 §9 "smaller sets for phones (up to 480)"). */
export const PHONE_MAX_WIDTH = 480
