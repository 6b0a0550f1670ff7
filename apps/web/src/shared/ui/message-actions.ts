/**
 * The message modal's extra action (spec 3 §8 "Content not available: modal text content_not_available
 * with a watch-TV button"): a payload `action` of this value adds a button to the TV channels.
 */
export const WATCH_TV_ACTION = 'watch_tv'
/** Where the watch-TV button goes. */
export const WATCH_TV_PATH = '/channels'
