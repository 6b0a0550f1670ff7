import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { getSeoMasks } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { useSeoEntry } from './document-title'
import { useNetworkInfo } from '../session/use-session'
import { fallbackTitle, seoTextsFor, type SeoTexts, type SeoValues } from './use-seo.logic'

/**
 * spec 3 §5: fills the page's SEO masks (GET /v2/seo/masks) with its values and writes the document
 * title, description, keywords and share title; returns the texts so the page shows `h1` as its heading.
 * `fallback` stands in while the masks load or when the page has none.
 */
export function useSeo(page: string, values: SeoValues, fallback: SeoTexts = {}): SeoTexts {
  const masks = useQuery({ ...endpointQueryOptions(getSeoMasks), meta: HANDLES_ERRORS })
  const key = JSON.stringify(values)
  const fallbackKey = JSON.stringify(fallback)
  const texts = useMemo<SeoTexts>(
    () => ({
      ...(JSON.parse(fallbackKey) as SeoTexts),
      ...seoTextsFor(masks.data ?? [], page, JSON.parse(key) as SeoValues),
    }),
    [masks.data, page, key, fallbackKey],
  )
  useSeoEntry(texts.title ? texts : undefined)
  return texts
}

/**
 * useSeo for a page that names itself (movies, series, search, favourites, a channel, a person):
 * `values` fill its masks (with the provider's name); without a mask the tab reads "page — provider".
 */
export function usePageSeo(page: string, pageName: string | undefined, values: SeoValues = {}): SeoTexts {
  const providerName = useNetworkInfo()?.provider?.name
  return useSeo(
    page,
    { ...values, provider_name: providerName },
    { title: pageName ? fallbackTitle(pageName, providerName) : undefined },
  )
}
