import { applyPromoKey, checkPromoKey } from '@efir/contract/routes'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { apiRequest, newIdempotencyKey } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Spinner } from '../../shared/ui/spinner'
import { useSession } from '../../shared/session/use-session'
import { useAccounts } from '../../shared/commerce/account-queries'
import { usePayforms, useRefreshCommerce } from './api'
import {
  afterCheck,
  codeFromLocation,
  backToEnter,
  needsSignIn,
  PROMO_CHECK_DELAY_MS,
  PROMO_CODE_MAX,
  PROMO_LOCK_MS,
  promoCounter,
  showsDayWord,
  validatePromoCode,
  type PromoStep,
} from './account-rules'
import { CardLinkFailure } from './card-modal'
import { startCardLink, useCardLinkCheck } from './card-link'
import styles from './account.module.css'
import { formatDate } from '../../shared/i18n/date-format'

type Granted = {
  tariff_name: string | null
  days: number
  end_at: string | null
  description: string
  packet_ids: number[]
}
type View =
  | { step: 'enter' }
  | { step: 'sign_in' }
  | { step: 'card'; neededRefund: boolean }
  | { step: 'confirm'; title: string | null; text: string | null }
  | { step: 'success'; granted: Granted }

/**
 * The promo wizard (#promocode_wizard, also #promocode; spec 3 §4 "Promo wizard"): 1 enter the code,
 * 2 sign in first, 3 link a card, 4 success with the tariff, days and end date. "N of 2" counter; a code
 * from the URL is checked after 600 ms; the activation button locks for 10 s; a 400/404 returns to step 1
 * with the server's message.
 */
export default function PromoWizard({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const refresh = useRefreshCommerce()
  const cardCheck = useCardLinkCheck()
  const accounts = useAccounts()
  const payforms = usePayforms(accounts.data?.[0]?.id)
  const [code, setCode] = useState(() =>
    cardCheck.state.phase === 'checking'
      ? (cardCheck.state.link.code ?? '')
      : codeFromLocation(location.pathname, location.search),
  )
  const [view, setView] = useState<View>({ step: 'enter' })
  const [error, setError] = useState<string | null>(null)
  const [locked, setLocked] = useState(false)
  const [working, setWorking] = useState(false)
  const inputId = useId()
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(lockTimer.current), [])

  const fail = useCallback(
    (e: unknown) => {
      setWorking(false)
      const status = e instanceof ApiError ? e.status : -1
      const message = e instanceof ApiError && e.message ? e.message : t('error_generic')
      if (backToEnter(status)) setView({ step: 'enter' })
      setError(message)
    },
    [t],
  )

  const apply = useCallback(
    async (key: string) => {
      setWorking(true)
      try {
        const granted = await apiRequest(applyPromoKey, {
          body: { key },
          idempotencyKey: newIdempotencyKey(),
        })
        void refresh()
        setWorking(false)
        setView({ step: 'success', granted })
      } catch (e) {
        fail(e)
      }
    },
    [fail, refresh],
  )

  const check = useCallback(
    async (raw: string) => {
      const valid = validatePromoCode(raw)
      if (!valid.ok) {
        setError(t(valid.error))
        return
      }
      setError(null)
      if (needsSignIn(session.status)) {
        setView({ step: 'sign_in' })
        return
      }
      setWorking(true)
      try {
        const answer = await apiRequest(checkPromoKey, { body: { key: valid.code } })
        const next = afterCheck(answer)
        if (next === 'apply') return await apply(valid.code)
        setWorking(false)
        if (next === 'card') setView({ step: 'card', neededRefund: answer.needed_refund })
        else setView({ step: 'confirm', title: answer.confirmation_title, text: answer.confirmation_text })
      } catch (e) {
        fail(e)
      }
    },
    [session.status, apply, fail, t],
  )

  // spec 3 §2: a code from the URL (or back from linking a card) is checked after 600 ms
  const autoChecked = useRef(false)
  const phase = cardCheck.state.phase
  useEffect(() => {
    if (autoChecked.current || session.status === 'starting') return
    if (phase === 'checking' || phase === 'failed') return
    if (!code) return
    autoChecked.current = true
    const timer = setTimeout(() => void check(code), PROMO_CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      autoChecked.current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the code the wizard opened with
  }, [session.status, phase])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (locked) return
    // spec 3 §9: the activation button locks for 10 s
    setLocked(true)
    lockTimer.current = setTimeout(() => setLocked(false), PROMO_LOCK_MS)
    void check(code)
  }

  if (phase === 'checking')
    return (
      <Frame step="card" code={code}>
        <div className={styles.status} role="status">
          <Spinner />
          <span>{t('acc_card_checking')}</span>
        </div>
        <Button variant="secondary" onClick={cardCheck.cancel}>
          {t('cancel')}
        </Button>
      </Frame>
    )
  if (phase === 'failed') return <CardLinkFailure onClose={onClose} />

  switch (view.step) {
    case 'sign_in':
      return (
        <Frame step="sign_in" code={code}>
          <p>{t('acc_promo_sign_in_text')}</p>
          <div className={styles.actions}>
            <Button
              onClick={() =>
                void navigate({
                  pathname: '/promo',
                  search: `?code=${encodeURIComponent(code.trim())}`,
                  hash: 'auth',
                })
              }
            >
              {t('sign_in')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </Frame>
      )
    case 'card': {
      const system = payforms.data?.find((p) => p.payform_shortname === 'short_url')?.shortname
      const account = accounts.data?.[0]
      return (
        <Frame step="card" code={code}>
          <p>{t(view.neededRefund ? 'acc_promo_card_text' : 'acc_promo_card_text_norefund')}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <div className={styles.actions}>
            <Button
              disabled={working || !system || !account}
              onClick={() => {
                if (!system || !account) return
                setWorking(true)
                startCardLink({
                  accountId: account.id,
                  paysystem: system,
                  neededRefund: view.neededRefund,
                  returnTo: `${window.location.origin}/promo?code=${encodeURIComponent(code.trim())}`,
                  code: code.trim(),
                }).catch(fail)
              }}
            >
              {working ? t('acc_processing') : t('acc_card_link')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </Frame>
      )
    }
    case 'confirm':
      return (
        <Frame step="enter" code={code}>
          {view.title && (
            <p className={styles.text}>
              <strong>{view.title}</strong>
            </p>
          )}
          {view.text && <p className={styles.text}>{view.text}</p>}
          <div className={styles.actions}>
            <Button disabled={working} onClick={() => void apply(code.trim())}>
              {t('acc_promo_confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setView({ step: 'enter' })}>
              {t('cancel')}
            </Button>
          </div>
        </Frame>
      )
    case 'success': {
      const g = view.granted
      const date = g.end_at ? formatDate(g.end_at, i18n.language, 'date') : null
      const days = showsDayWord(i18n.language) ? t('acc_promo_days', { count: g.days }) : String(g.days)
      return (
        <div className={styles.body}>
          <span className={styles.gift} aria-hidden="true">
            🎉
          </span>
          <p role="status" className={styles.text}>
            {g.tariff_name && g.days > 0
              ? t('acc_promo_success', { tariff: g.tariff_name, days, date: date ?? '' })
              : g.description || t('acc_promo_success_plain')}
          </p>
          <Button
            onClick={() => {
              const packet = g.packet_ids[0]
              // the packet page (no hash: the wizard closes with the navigation), else just close
              if (packet !== undefined) void navigate(`/packets/${packet}`)
              else onClose()
            }}
          >
            {t('acc_proceed')}
          </Button>
        </div>
      )
    }
    default:
      return (
        <Frame step="enter" code="">
          <form className={styles.body} onSubmit={submit} noValidate>
            <label htmlFor={inputId}>{t('acc_promo_enter_text')}</label>
            <input
              id={inputId}
              className={styles.input}
              value={code}
              maxLength={PROMO_CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              required
              aria-invalid={!!error}
              onChange={(e) => {
                setError(null)
                setCode(e.target.value)
              }}
            />
            {error && <Alert tone="error">{error}</Alert>}
            <div className={styles.actions}>
              <Button type="submit" disabled={locked || working}>
                {working ? t('acc_processing') : t('acc_promo_activate')}
              </Button>
            </div>
          </form>
        </Frame>
      )
  }
}

/** Steps 1-3: the counter, the gift image, a hint with the code and the step's content. */
function Frame({ step, code, children }: { step: PromoStep; code: string; children: React.ReactNode }) {
  const { t } = useTranslation()
  const counter = promoCounter(step)
  return (
    <div className={styles.body}>
      {counter && (
        <p className={styles.counter}>
          {t('acc_promo_counter', { current: counter.current, total: counter.total })}
        </p>
      )}
      <span className={styles.gift} aria-hidden="true">
        🎁
      </span>
      {code.trim() && <p className={styles.hint}>{code.trim()}</p>}
      {children}
    </div>
  )
}
