import { payShortUrl } from '@efir/contract/routes'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { formatMoney } from '../../shared/commerce/money'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { useAccounts, useBalance } from '../../shared/commerce/account-queries'
import { usePayforms } from './api'
import { paymentStore } from '../../shared/commerce/payment-store'
import { parseAmount, returnUrl } from './account-rules'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { SignInFirst } from './sign-in-first'
import styles from './account.module.css'

/**
 * Top-up (#refill, spec 3 §2 "Modals"): an amount and a pay system, then the gateway's card page
 * (short_url); the gateway sends the viewer back with purchased=true and the stored transaction is polled
 * (payment-watcher), after which the balance refreshes.
 */
export default function RefillModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const session = useSession()
  const accounts = useAccounts()
  const account = accounts.data?.[0]
  const balance = useBalance()
  const payforms = usePayforms(account?.id)
  const systems = (payforms.data ?? []).filter((p) => p.payform_shortname === 'short_url')
  const [amount, setAmount] = useState('')
  const [system, setSystem] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const amountId = useId()
  const chosen = system ?? systems[0]?.shortname ?? null

  if (!isLoggedIn(session)) return <SignInFirst onClose={onClose} />
  if (accounts.isPending || (account && payforms.isPending))
    return (
      <div className={styles.body} aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={96} />
      </div>
    )
  if (accounts.isError || payforms.isError || !account)
    return (
      <div className={styles.body}>
        <Alert tone="error">{t('acc_load_error')}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => void (accounts.isError ? accounts.refetch() : payforms.refetch())}>
            {t('retry')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    )
  if (!account.is_payment_allowed || systems.length === 0)
    return (
      <div className={styles.body}>
        <p>{t(account.is_payment_allowed ? 'acc_no_paysystems' : 'acc_payment_not_allowed')}</p>
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseAmount(amount)
    if ('error' in parsed) {
      setError(t(`acc_${parsed.error}`))
      return
    }
    const value = parsed.amount
    if (!chosen) return
    setSending(true)
    setError(null)
    try {
      const started = await apiRequest(payShortUrl, {
        params: { id: account.id },
        body: {
          paysystem_shortname: chosen,
          amount: value,
          is_save_card: false,
          return_url: returnUrl(window.location.href),
        },
        idempotencyKey: paymentStore.intentKey(`refill-${account.id}-${chosen}-${value}`),
      })
      paymentStore.watch(started, null)
      if (started.full_url) window.location.assign(started.full_url)
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('error_generic'))
      setSending(false)
    }
  }
  return (
    <form className={styles.body} onSubmit={(e) => void submit(e)} noValidate>
      {balance.data && (
        <p className={styles.muted}>
          {t('acc_balance', { amount: formatMoney(balance.data.balance, balance.data.currency) })}
        </p>
      )}
      <label className={styles.field} htmlFor={amountId}>
        {t('acc_amount', { symbol: account.currency.UTF_NAME })}
      </label>
      <input
        id={amountId}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        maxLength={10}
        aria-invalid={!!error}
        onChange={(e) => {
          setError(null)
          setAmount(e.target.value)
        }}
        required
      />
      <fieldset className={styles.options}>
        <legend>{t('acc_paysystem')}</legend>
        {systems.map((s) => (
          <label key={s.shortname} className={styles.option}>
            <input
              type="radio"
              name="paysystem"
              checked={chosen === s.shortname}
              onChange={() => setSystem(s.shortname)}
            />
            {s.title || s.name}
          </label>
        ))}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? t('acc_processing') : t('acc_refill_pay')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}
