import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { LoginResponse, Provider } from '@efir/contract'
import { apiBaseUrl } from '../../shared/api/api-client'
import { useSessionActions } from '../../shared/session/session-actions'
import * as api from './auth-api'
import { authErrorText, type AuthStep } from './auth-errors'
import { ChoiceForm } from './choice-form'
import { CodeForm } from './code-form'
import { messengerBotUrl } from './messenger-code'
import { MessengerWait } from './messenger-wait'
import { PhoneForm } from './phone-form'
import { codeLength, formatPhone, usesMiddlewareOtp } from './phone-mask'
import { RESEND_COUNTDOWN_S } from './resend-timer'

type Step =
  | { kind: 'phone' }
  | {
      kind: 'code'
      phone: string
      middleware: boolean
      /** The code came from the messenger bot, not by SMS. */
      messenger: boolean
      sentAt: number
      countdownS: number
      length: number
    }
  | { kind: 'messenger'; phone: string; botUrl: string }
  | { kind: 'city'; mwat: string; cities: api.MwCity[] }
  /** `cities`: the city step it came from, to choose another one (none when the phone had addresses). */
  | { kind: 'address'; mwat: string; addresses: api.MwAddress[]; cities?: api.MwCity[] }

interface Props {
  provider: Provider | null | undefined
  onLoggedIn: (response: LoginResponse) => Promise<void>
}

/**
 * Phone entry → code entry → (middleware provider: city/address) → logged in (spec 3 §4 "Login modal",
 * spec 1 §4 middleware OTP); or phone → the provider's messenger bot → code. Going back clears phone and
 * error.
 */
export function PhoneFlow({ provider, onLoggedIn }: Props) {
  const { t } = useTranslation()
  const session = useSessionActions()
  const [step, setStep] = useState<Step>({ kind: 'phone' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const mask = provider?.phone_mask
  const apiBase = useQuery({ queryKey: ['api-base'], queryFn: apiBaseUrl, staleTime: Infinity })
  const bot = provider?.otp_bot

  const run = async (where: AuthStep, action: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (e) {
      setError(authErrorText(e, where, t))
    } finally {
      setBusy(false)
    }
  }

  const send = (phone: string) =>
    run('send-code', async () => {
      const middleware = usesMiddlewareOtp(provider, phone)
      const res = middleware
        ? await api.mwSendCode(session, phone)
        : await api.sendCode(session, phone, provider?.id)
      const countdownS = res.resend_after > 0 ? res.resend_after : RESEND_COUNTDOWN_S
      const length = codeLength(provider, phone, res.code_length)
      setStep({ kind: 'code', phone, middleware, messenger: false, sentAt: Date.now(), countdownS, length })
    })

  // opened in the click itself (a popup needs the gesture); the wait step links to it again
  const openMessenger =
    bot && apiBase.data !== undefined
      ? (phone: string) => {
          const botUrl = messengerBotUrl(bot, phone, apiBase.data)
          window.open(botUrl, '_blank', 'noopener,noreferrer')
          setError(undefined)
          setStep({ kind: 'messenger', phone, botUrl })
        }
      : undefined

  const messengerCodeSent = (phone: string) =>
    setStep({
      kind: 'code',
      phone,
      middleware: false,
      messenger: true,
      sentAt: Date.now(),
      countdownS: RESEND_COUNTDOWN_S,
      length: codeLength(provider, phone),
    })

  const afterMiddlewareCode = async (mwat: string, addresses: api.MwAddress[]) => {
    const [only] = addresses
    // spec 1 §4: exactly one address is set automatically; none → cities
    if (addresses.length === 1 && only) return onLoggedIn(await api.mwChooseAddress(mwat, only))
    if (addresses.length > 1) return setStep({ kind: 'address', mwat, addresses })
    setStep({ kind: 'city', mwat, cities: await api.mwListCities(mwat) })
  }

  const back = () => {
    setError(undefined)
    setStep({ kind: 'phone' })
  }

  switch (step.kind) {
    case 'phone':
      return (
        <PhoneForm
          mask={mask}
          mainBrand={provider?.main_brand ?? false}
          busy={busy}
          error={error}
          onSubmit={(phone) => void send(phone)}
          onMessenger={openMessenger}
        />
      )
    case 'messenger':
      return (
        <MessengerWait
          phone={step.phone}
          phoneShown={formatPhone(step.phone, mask)}
          botUrl={step.botUrl}
          onCodeSent={() => messengerCodeSent(step.phone)}
          onSms={() => void send(step.phone)}
          onBack={back}
        />
      )
    case 'code':
      return (
        <CodeForm
          key={step.sentAt}
          hint={t(step.messenger ? 'messenger_code_sent' : 'code_sent_to', {
            phone: formatPhone(step.phone, mask),
          })}
          length={step.length}
          sentAt={step.sentAt}
          countdownS={step.countdownS}
          busy={busy}
          error={error}
          onBack={back}
          onResend={() => void send(step.phone)}
          onSubmit={(code) =>
            void run(step.middleware ? 'middleware' : 'check-code', async () => {
              if (!step.middleware) return onLoggedIn(await api.checkCode(session, step.phone, code))
              const res = await api.mwCheckCode(session, step.phone, code)
              await afterMiddlewareCode(res.mwat, res.addresses)
            })
          }
        />
      )
    case 'city':
      return (
        <ChoiceForm
          // each step its own form: the address step must not keep the city's selection (issue 30)
          key="city"
          labelKey="city"
          options={step.cities.map((c) => ({ value: c.id, label: c.name }))}
          busy={busy}
          error={error}
          onBack={back}
          onSubmit={(cityId) =>
            void run('middleware', async () => {
              const res = await api.mwChooseCity(step.mwat, cityId)
              const [only] = res.addresses
              if (res.addresses.length === 1 && only)
                return onLoggedIn(await api.mwChooseAddress(step.mwat, only))
              setStep({ kind: 'address', mwat: step.mwat, addresses: res.addresses, cities: step.cities })
            })
          }
        />
      )
    case 'address': {
      const { cities, mwat } = step
      // issue 30: a city with none of this phone's addresses says so, and offers another city
      const otherCity = cities
        ? () => {
            setError(undefined)
            setStep({ kind: 'city', mwat, cities })
          }
        : undefined
      return (
        <ChoiceForm
          key={`address-${step.addresses.map((a) => a.address_id).join(',')}`}
          labelKey="address"
          options={step.addresses.map((a) => ({ value: a.address_id, label: a.address }))}
          emptyText={t('mw_no_addresses')}
          busy={busy}
          error={error}
          onBack={back}
          onOther={otherCity}
          otherLabel={t('mw_other_city')}
          onSubmit={(addressId) =>
            void run('middleware', async () => {
              const address = step.addresses.find((a) => a.address_id === addressId)
              if (!address) throw new Error(`address ${addressId} is not offered`)
              await onLoggedIn(await api.mwChooseAddress(mwat, address))
            })
          }
        />
      )
    }
  }
}
