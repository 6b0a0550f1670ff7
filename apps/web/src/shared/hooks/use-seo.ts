import { useEffect, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { getSeoMasks } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { seoTextsFor, type SeoTexts, type SeoValues } from './use-seo.logic'

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!content) {
    meta?.remove()
    return
  }
  if (!meta) {
    meta = document.createElement('meta')
    meta.setAttribute(attribute, key)
    document.head.appendChild(meta)
  }
  meta.content = content
}

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
  useEffect(() => {
    // NOTE: after this commit's effects: the shell's own title effect (brand name) runs after ours.
    queueMicrotask(() => {
      if (texts.title) document.title = texts.title
      setMeta('name', 'description', texts.description)
      setMeta('name', 'keywords', texts.keywords)
      setMeta('property', 'og:title', texts.shareTitle ?? texts.title)
      setMeta('property', 'og:locale', 'ru_RU') // spec 3 §5: site locale ru_RU
    })
  }, [texts])
  return texts
}
