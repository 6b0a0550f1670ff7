import type { InfoPageKind } from '@efir/contract'

/** Every kind of information page the server has, in the order the test feed lists them. */
export const INFO_PAGE_KINDS: readonly InfoPageKind[] = [
  'faq',
  'instructions',
  'manual',
  'rules',
  'app_store',
]

/**
 * Where an information page is shown (spec 1 §2, spec 3 §2 routes): a device's instructions at
 * /instructions?device=, a box's manual at /manual/{box}, a rules page at its own top-level slug, the
 * FAQ (all sections) at /faq and the app-store page at /app_store.
 */
export function infoPagePath(kind: InfoPageKind, slug: string): string {
  switch (kind) {
    case 'instructions':
      return `/instructions?device=${encodeURIComponent(slug)}`
    case 'manual':
      return `/manual/${encodeURIComponent(slug)}`
    case 'rules':
      return `/${encodeURIComponent(slug)}`
    case 'faq':
      return '/faq'
    case 'app_store':
      return '/app_store'
  }
}
