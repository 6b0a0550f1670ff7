import type { Resources } from '@efir/contract'

/** spec 3 §2 "Footer" Devices column: the stores, in order — Android TV, Samsung, LG, Android, iPhone/iPad. */
const STORES = [
  ['android_tv', 'store_android_tv'],
  ['samsung', 'store_samsung'],
  ['lg', 'store_lg'],
  ['android', 'store_android'],
  ['ios', 'store_ios'],
] as const

export interface StoreLink {
  store: (typeof STORES)[number][0]
  /** i18n key of the store's label. */
  labelKey: (typeof STORES)[number][1]
  href: string
}

/** The operator's app store pages (resources' store links), those it has, in the footer's order. */
export function storeLinks(resources: Resources | undefined): StoreLink[] {
  if (!resources) return []
  return STORES.flatMap(([store, labelKey]) => {
    const href = resources.stores[store]
    return href ? [{ store, labelKey, href }] : []
  })
}
