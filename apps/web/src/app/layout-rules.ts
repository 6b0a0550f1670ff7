import { isEmbedPath } from '../shared/embed-mode'

/* Embed pages (e.g. /channel_embed/5): no header, no footer (spec 3 §2). */

function startsWithPage(pathname: string, page: string): boolean {
  const path = pathname.toLowerCase()
  return path === page || path.startsWith(`${page}/`)
}

/** spec 3 §2 "Header": hidden on /promo/lovi, /account_mobile and embed pages. */
export function isHeaderHidden(pathname: string): boolean {
  return (
    startsWithPage(pathname, '/promo/lovi') ||
    startsWithPage(pathname, '/account_mobile') ||
    isEmbedPath(pathname)
  )
}

/** spec 3 §2 "Footer": hidden on /gift, /promo/lovi, /account_mobile (the mobile account) and in embed mode. */
export function isFooterHidden(pathname: string): boolean {
  return startsWithPage(pathname, '/gift') || isHeaderHidden(pathname)
}

/** spec 3 §9: mobile layout at 1023 px and less, or 1281 px and less on mobile (touch) devices. */
export const MOBILE_LAYOUT_MAX_WIDTH = 1023
export const MOBILE_DEVICE_MAX_WIDTH = 1281

export function isMobileLayout(width: number, isTouchDevice: boolean): boolean {
  return width <= MOBILE_LAYOUT_MAX_WIDTH || (isTouchDevice && width <= MOBILE_DEVICE_MAX_WIDTH)
}

/** spec 3 §9: header dark above 140 px, hides above 250 px (downward scroll, small landscape screens). */
export const HEADER_DARK_AFTER_PX = 140
export const HEADER_HIDE_AFTER_PX = 250
/** spec 3 §9: "small screens 481 and less" — here the height of a landscape phone. */
export const SMALL_SCREEN_PX = 481

export interface HeaderScrollState {
  dark: boolean
  hidden: boolean
}

/** How the header looks at scroll offset `y`, having been at `previousY` (spec 3 §2 "Header"). */
export function headerScrollState(
  previousY: number,
  y: number,
  viewport: { width: number; height: number },
): HeaderScrollState {
  const smallLandscape = viewport.width > viewport.height && viewport.height <= SMALL_SCREEN_PX
  return {
    dark: y > HEADER_DARK_AFTER_PX,
    hidden: smallLandscape && y > HEADER_HIDE_AFTER_PX && y > previousY,
  }
}
