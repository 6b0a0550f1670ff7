import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { usePageSeo } from '../../shared/hooks/use-seo'
import { Alert } from '../../shared/ui/alert'
import { ComingSoon } from '../../shared/ui/coming-soon'
import { SkeletonList } from '../../shared/ui/skeleton'
import { normaliseInfoText } from './info-text'
import styles from './info-document-page.module.css'

/** spec 1 §9: lists and documents change rarely; keep the text 300 s. */
const DOCUMENT_CACHE_MS = 300_000

async function fetchDocument(url: string, language: string, signal: AbortSignal): Promise<string> {
  // the operator's text in the interface language, asked for as the API calls ask (spec 1 §7)
  const response = await fetch(url, { signal, headers: { 'Accept-Language': language } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return normaliseInfoText(await response.text())
}

/**
 * Agreement or privacy text (spec 3 §2): plain text fetched from the address in network data.
 * Without an address the section shows its "coming" state. Rendered inside a modal page.
 */
export default function InfoDocumentPage({
  url,
  titleKey,
  canonicalPath,
}: {
  url: string | null | undefined
  titleKey: string
  /** spec 3 §2: /privacy has its canonical address (a link in the head while it is shown). */
  canonicalPath?: string
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  usePageSeo(titleKey, t(titleKey)) // the tab names the document
  const canonical = canonicalPath ? (
    <link rel="canonical" href={new URL(canonicalPath, window.location.origin).href} />
  ) : null
  const query = useQuery({
    queryKey: ['info-document', url, language],
    queryFn: ({ signal }) => fetchDocument(url as string, language, signal),
    enabled: Boolean(url),
    staleTime: DOCUMENT_CACHE_MS,
    meta: HANDLES_ERRORS, // shows info_text_unavailable in place
  })
  let body
  if (!url) body = <ComingSoon section={t(titleKey)} inModal />
  else if (query.isPending) body = <SkeletonList count={3} height={18} />
  else if (query.isError) body = <Alert tone="error">{t('info_text_unavailable')}</Alert>
  else body = <div className={styles.text}>{query.data}</div>
  return (
    <>
      {canonical}
      {body}
    </>
  )
}
