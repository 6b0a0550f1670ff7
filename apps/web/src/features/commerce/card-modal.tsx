import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/api-error'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { AlertIcon } from '../../shared/ui/icons'
import { Skeleton } from '../../shared/ui/skeleton'
import { Spinner } from '../../shared/ui/spinner'
import { useAccounts } from '../../shared/commerce/account-queries'
import { useCards, usePayforms, useRefreshCommerce } from './api'
import { startCardLink, useCardLinkCheck } from './card-link'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { SignInFirst } from './sign-in-first'
import styles from './account.module.css'

/**
 * Card linking (#card, spec 3 §7 POST /v2/users/self/cards): the linked cards, a button that opens the
 * gateway's card page; back here (#card) the link transaction is checked with a Cancel; a failure shows
 * promo_card_link_failure with Close (spec 3 §8).
 */
export default function CardModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const session = useSession()
  const check = useCardLinkCheck()
  const cards = useCards()
  const accounts = useAccounts()
  const account = accounts.data?.[0]
  const payforms = usePayforms(account?.id)
  const refresh = useRefreshCommerce()
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const system = payforms.data?.find((p) => p.payform_shortname === 'short_url')?.shortname

  if (!isLoggedIn(session)) return <SignInFirst onClose={onClose} />
  if (check.state.phase === 'checking')
    return (
      <div className={styles.body}>
        <div className={styles.status} role="status">
          <Spinner />
          <span>{t('acc_card_checking')}</span>
        </div>
        <Button variant="secondary" onClick={check.cancel}>
          {t('cancel')}
        </Button>
      </div>
    )
  if (check.state.phase === 'failed') return <CardLinkFailure onClose={onClose} />
  if (check.state.phase === 'complete')
    return (
      <div className={styles.body}>
        <p role="status">{t('acc_card_linked')}</p>
        <Button
          onClick={() => {
            void refresh()
            onClose()
          }}
        >
          {t('close')}
        </Button>
      </div>
    )
  if (cards.isPending || accounts.isPending)
    return (
      <div className={styles.body} aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    )
  const link = async () => {
    if (!account || !system) return
    setSending(true)
    setError(null)
    try {
      await startCardLink({
        accountId: account.id,
        paysystem: system,
        returnTo: `${window.location.origin}${window.location.pathname}${window.location.search}#card`,
        code: null,
      })
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('error_generic'))
      setSending(false)
    }
  }
  return (
    <div className={styles.body}>
      {cards.data && cards.data.length > 0 ? (
        <ul aria-label={t('acc_cards')}>
          {cards.data.map((c) => (
            <li key={c.id}>
              {c.number}
              {c.is_primary ? ` · ${t('acc_card_primary')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('acc_no_cards')}</p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button onClick={() => void link()} disabled={sending || !account || !system}>
          {sending ? t('acc_processing') : t('acc_card_link')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </div>
  )
}

/** spec 3 §8 "Card link failed": promo_card_link_failure with Close (an error icon, spec 3 §4). */
export function CardLinkFailure({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.body} role="alert">
      <div className={styles.status}>
        <AlertIcon />
        <p>{t('promo_card_link_failure')}</p>
      </div>
      <Button onClick={onClose}>{t('close')}</Button>
    </div>
  )
}
