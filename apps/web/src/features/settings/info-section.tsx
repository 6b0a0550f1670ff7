import { Fragment, useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FIRST_NAME_MAX_LENGTH } from '@efir/contract/routes'
import { isApiError } from '../../shared/api/api-error'
import { showApiError } from '../../shared/api/api-error-bus'
import { formatMoney } from '../../shared/commerce/money'
import { useModal } from '../../shared/hooks/use-modal'
import { useNetworkInfo, useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { Button } from '../../shared/ui/button'
import { toastStore } from '../../shared/ui/toast-store'
import { useBalance } from '../../shared/commerce/account-queries'
import { useDevices, useSaveInfo } from './api'
import {
  FIELD_ERROR_RESET_MS,
  fieldErrorKey,
  infoFormErrors,
  saveErrorOutcome,
  type InfoField,
} from '../../shared/text/email-rules'
import { VERSION_LABEL } from './settings-rules'
import styles from './settings.module.css'
import { formatDate } from '../../shared/i18n/date-format'

/**
 * spec 3 §2 Info: phone, balance, the first_name + e-mail form, provider name, account, provider
 * contacts, current device, login time, IP address, version label 188.
 */
export function InfoSection() {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const network = useNetworkInfo()
  const balance = useBalance()
  const devices = useDevices()
  if (!isLoggedIn(session)) return null
  const { user } = session
  const provider = network?.provider
  const current = devices.data?.find((d) => d.is_current)
  const dash = '—'
  const facts: [string, string][] = [
    [t('settings_info_phone'), user.phone || dash],
    [
      t('settings_info_balance'),
      balance.data ? formatMoney(balance.data.balance, balance.data.currency) : balance.isError ? dash : '…',
    ],
    [t('settings_info_provider'), provider?.name ?? dash],
    [t('settings_info_account'), user.username],
    [
      t('settings_info_contacts'),
      [provider?.landing.support.phone, provider?.landing.support.email].filter(Boolean).join(', ') || dash,
    ],
    [
      t('settings_info_device'),
      current ? `${current.model}, ${current.os_name}` : devices.isPending ? '…' : dash,
    ],
    [t('settings_info_login_at'), current ? formatDate(current.login_at, i18n.language, 'dateTime') : dash],
    [t('settings_info_ip'), network?.remote || dash],
    [t('settings_info_version'), VERSION_LABEL],
  ]
  return (
    <>
      <InfoForm key={user.id} firstName={user.first_name ?? ''} email={user.email ?? ''} />
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  )
}

/** The first_name + e-mail form (spec 3 §5, §8). */
function InfoForm({ firstName, email }: { firstName: string; email: string }) {
  const { t } = useTranslation()
  const modal = useModal()
  const save = useSaveInfo()
  const nameId = useId()
  const emailId = useId()
  const [form, setForm] = useState({ first_name: firstName, email })
  const [invalid, setInvalid] = useState<InfoField[]>([])
  // issue 31: what is wrong, said under the field until it changes (the red state flashes, spec 3 §5)
  const [problems, setProblems] = useState<Partial<Record<InfoField, string>>>({})
  // spec 3 §5: the field's error state resets after 500 ms
  useEffect(() => {
    if (invalid.length === 0) return
    const timer = window.setTimeout(() => setInvalid([]), FIELD_ERROR_RESET_MS)
    return () => window.clearTimeout(timer)
  }, [invalid])

  const refuse = (fields: InfoField[]) => {
    setInvalid(fields)
    setProblems(Object.fromEntries(fields.map((f) => [f, t(fieldErrorKey(f, form[f]))])))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const errors = infoFormErrors(form)
    if (errors.length > 0) return refuse(errors) // nothing is sent
    save.mutate(
      { first_name: form.first_name.trim(), email: form.email.trim() },
      {
        onSuccess: () => toastStore.show(t('settings_info_saved'), 'success'),
        onError: (error) => {
          const outcome = isApiError(error) ? saveErrorOutcome(error) : { kind: 'general' as const }
          if (outcome.kind === 'duplicate_email')
            modal.open('message', { title: t('error'), text: t('error_duplicate_email') })
          else if (outcome.kind === 'field') refuse([outcome.field])
          else showApiError(error)
        },
      },
    )
  }
  const field = (name: InfoField, id: string, label: string, type: string, autoComplete: string) => {
    const problem = problems[name]
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className={[styles.input, invalid.includes(name) ? styles.invalid : ''].join(' ')}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={name === 'first_name' ? FIRST_NAME_MAX_LENGTH : undefined}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          value={form[name]}
          onChange={(e) => {
            setForm((f) => ({ ...f, [name]: e.target.value }))
            setProblems(({ [name]: _changed, ...rest }) => rest)
          }}
        />
        {problem && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    )
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('settings_info_form')}>
      {field('first_name', nameId, t('settings_info_first_name'), 'text', 'given-name')}
      {field('email', emailId, t('settings_info_email'), 'email', 'email')}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('settings_info_save')}
        </Button>
      </div>
    </form>
  )
}
