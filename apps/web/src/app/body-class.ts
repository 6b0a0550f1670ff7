import { isOpenChannelPath, pathSegments } from './path-segments'

/**
 * spec 1 §2: the page body carries a class named after the first path segment, or page_channel on an
 * open channel. The home page (/) is named after its template, startpage. Characters that cannot be
 * part of a class name are replaced by "_".
 */
export function bodyClassFor(pathname: string): string {
  if (isOpenChannelPath(pathname)) return 'page_channel'
  const first = pathSegments(pathname)[0] ?? 'startpage'
  return `page_${first.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`
}
