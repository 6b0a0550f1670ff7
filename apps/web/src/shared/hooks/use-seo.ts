import { useContext, useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { getSeoMasks } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { TitleLayer, seoStack } from './document-title'
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

/** The tab (title and meta tags) names this page while it is shown, and is given back when it goes. */
function useSeoEntry(texts: SeoTexts | undefined): void {
  const layer = useContext(TitleLayer)
  const [order] = useState(() => seoStack.open(layer))
  useEffect(() => seoStack.set(order, texts), [order, texts])
  useEffect(() => () => seoStack.close(order), [order])
}

/**
 * A tab title with no masks to ask for: a route's own name (app/route-titles.ts) under the pages that
 * name themselves, a not-found page over them. "page — provider"; nothing while `pageName` is undefined.
 */
export function usePageTitle(pageName: string | undefined): void {
  const providerName = useNetworkInfo()?.provider?.name
  const title = pageName ? fallbackTitle(pageName, providerName) : undefined
  useSeoEntry(useMemo(() => (title ? { title } : undefined), [title]))
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
