import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { Alert } from '../../shared/ui/alert'
import { ComingSoon } from '../../shared/ui/coming-soon'
import { SkeletonList } from '../../shared/ui/skeleton'
import { normaliseInfoText } from './info-text'
import styles from './info-document-page.module.css'

/** spec 1 §9: lists and documents change rarely; keep the text 300 s. */
const DOCUMENT_CACHE_MS = 300_000

async function fetchDocument(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal })
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
}: {
  url: string | null | undefined
  titleKey: string
}) {
  const { t } = useTranslation()
  const query = useQuery({
    queryKey: ['info-document', url],
    queryFn: ({ signal }) => fetchDocument(url as string, signal),
    enabled: Boolean(url),
    staleTime: DOCUMENT_CACHE_MS,
    meta: HANDLES_ERRORS, // shows info_text_unavailable in place
  })
  if (!url) return <ComingSoon section={t(titleKey)} inModal />
  if (query.isPending) return <SkeletonList count={3} height={18} />
  if (query.isError) return <Alert tone="error">{t('info_text_unavailable')}</Alert>
  return <div className={styles.text}>{query.data}</div>
}
