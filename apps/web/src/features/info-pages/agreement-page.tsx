import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { trackEvent } from '../../shared/analytics/analytics'
import { useSentinel } from '../../shared/hooks/use-near-viewport'
import { agreementRequests, type AgreementState } from '../../shared/commerce/agreement-request'
import { Button } from '../../shared/ui/button'
import InfoDocumentPage from './info-document-page'
import { normaliseInfoText } from './info-text'
import styles from './info-pages.module.css'

/** spec 3 §2 "Agreement": the analytics event fires once the viewer is within 100 px of the end. */
export const AGREEMENT_READ_MARGIN_PX = 100

/**
 * /agreement (spec 3 §2): the operator's agreement from network data, or — opened by a purchase step
 * for a packet with an agreement — that packet's agreement with Accept and Cancel. Accept runs the
 * purchase's callback; both return to where the agreement was opened (history back, else backUrl).
 */
export default function AgreementPage({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const state = location.state as AgreementState | null
  const key = state?.agreementRequest
  const request = agreementRequests.get(key)
  const goBack = () => {
    agreementRequests.clear(key)
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) void navigate(-1)
    else void navigate(state?.backUrl ?? '/', { replace: true })
  }
  return (
    <ReadToEnd onRead={() => trackEvent('agreement_read', { type: request ? 'packet' : 'network' })}>
      {request ? (
        <div className={styles.article}>
          <h2 className={styles.sectionTitle}>{t('packet_agreement_title', { name: request.title })}</h2>
          <p className={styles.lead}>{normaliseInfoText(request.text)}</p>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                request.onAccept()
                goBack()
              }}
            >
              {t('agreement_accept')}
            </Button>
            <Button variant="secondary" onClick={goBack}>
              {t('agreement_cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <InfoDocumentPage url={url} titleKey="agreement" />
      )}
    </ReadToEnd>
  )
}

/**
 * Calls `onRead` once when its end comes within AGREEMENT_READ_MARGIN_PX of the visible area: a marker
 * that far above the end becomes visible (in whatever scrolls it: the modal body or the page).
 */
function ReadToEnd({ onRead, children }: { onRead: () => void; children: ReactNode }) {
  const [read, setRead] = useState(false)
  const marker = useSentinel<HTMLSpanElement>(0, !read, () => {
    setRead(true)
    onRead()
  })
  return (
    <div className={styles.readToEnd}>
      {children}
      <span ref={marker} className={styles.readMarker} style={{ bottom: AGREEMENT_READ_MARGIN_PX }} />
    </div>
  )
}
