import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import { useNetworkInfo } from '../session/use-session'
import { createLayeredStack, fallbackTitle, type SeoTexts } from './use-seo.logic'

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

let base = ''
/** index.html's description of the site: the tab keeps it while the page shown has none of its own. */
const baseDescription =
  typeof document === 'undefined'
    ? undefined
    : document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content || undefined
let shown: SeoTexts | undefined

/** Writes the top page's texts: the tab title (else the provider's name) and the SEO meta tags. */
function render(): void {
  if (typeof document === 'undefined') return
  document.title = shown?.title ?? base
  setMeta('name', 'description', shown?.description ?? baseDescription)
  setMeta('name', 'keywords', shown?.keywords)
  setMeta('property', 'og:title', shown?.shareTitle ?? shown?.title)
  setMeta('property', 'og:locale', shown ? 'ru_RU' : undefined) // spec 3 §5: site locale ru_RU
}

/** The SEO texts of the page (or modal page) that named itself last, over the layers (use-seo.ts). */
export const seoStack = createLayeredStack<SeoTexts>((top) => {
  shown = top
  render()
})

/** The title of the tab when no page names itself: the provider's name (white-label, the shell's). */
export function setBaseDocumentTitle(title: string): void {
  base = title
  render()
}

/** The title layer of what renders inside: 0 for pages, 1 inside a modal page (it names the tab first). */
export const TitleLayer = createContext(0)

/** The tab (title and meta tags) names this page while it is shown, and is given back when it goes. */
export function useSeoEntry(texts: SeoTexts | undefined): void {
  const layer = useContext(TitleLayer)
  const [order] = useState(() => seoStack.open(layer))
  useEffect(() => seoStack.set(order, texts), [order, texts])
  useEffect(() => () => seoStack.close(order), [order])
}

/**
 * A tab title with no masks to ask for (nothing of use-seo's query in the initial load): a route's own
 * name (app/route-titles.ts) under the pages that name themselves, a not-found page over them.
 * "page — provider"; nothing while `pageName` is undefined.
 */
export function usePageTitle(pageName: string | undefined): void {
  const providerName = useNetworkInfo()?.provider?.name
  const title = pageName ? fallbackTitle(pageName, providerName) : undefined
  useSeoEntry(useMemo(() => (title ? { title } : undefined), [title]))
}
