import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { CLOSE_DELAY_MS, sectionOfPath, titleKeyOf } from '../features/settings/settings-rules'
import type { SettingsSlots } from '../features/settings/settings-area'
import { backgroundOf } from '../shared/hooks/background-location'
import { ParentalGate } from '../shared/parental/parental-gate'
import { LazyModalFrame } from '../shared/ui/lazy-modal-frame'
import { PageFrame, StateMessage } from '../shared/ui/page-frame'
import { Spinner } from '../shared/ui/spinner'
import { Button, ButtonLink } from '../shared/ui/button'
import { AlertIcon } from '../shared/ui/icons'
import { useModal } from '../shared/hooks/use-modal'
import { LogoutConfirm } from './logout-confirm'
import { useSession } from './session-bridge'
import { isLoggedIn } from '../shared/session/logged-in'

// The settings area and what other features draw inside it: lazy chunks (spec 3 §2 "Settings area").
const SettingsArea = lazy(() => import('../features/settings/settings-area'))
const ProfileList = lazy(() => import('../features/profiles/profile-list'))
const SubscriptionsTab = lazy(() => import('../features/commerce/subscriptions-tab'))
const PaymentTab = lazy(() => import('../features/commerce/payment-tab'))
// spec 3 §2 "Parental tab" and the PIN step of the settings gate (spec 1 §4 settings flag)
const ParentalSettings = lazy(() => import('../features/parental/parental-settings'))
const PincodeBody = lazy(() => import('../features/parental/pincode-modal'))
const renderPin = (done: () => void) => <PincodeBody onClose={done} />

/**
 * /settings, /settings/{id}, /settings/language/{id}: the settings area as a modal page. app/ hands it
 * the profile list, commerce's subscriptions and payment tabs, the parental tab and the logout
 * confirmation. Close (spec 3 §2): the dialog fades out, then after 300 ms the saved backUrl (the page
 * underneath) or home; never back through the area's own screens.
 */
export function SettingsModalPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const [leaving, setLeaving] = useState(false)
  const section = sectionOfPath(location.pathname)
  const close = () => {
    if (leaving) return
    setLeaving(true)
    const background = backgroundOf(location)
    window.setTimeout(() => {
      void navigate(background ?? '/', { replace: true, state: background?.state as unknown })
    }, CLOSE_DELAY_MS)
  }
  const slots = settingsSlots(close)
  return (
    <LazyModalFrame
      title={t(section ? titleKeyOf(section) : 'section_settings')}
      closable
      onClose={close}
      leaving={leaving}
      size="wide"
    >
      <Suspense fallback={<Spinner />}>
        <ParentalGate action="settings" renderPin={renderPin} started={session.status !== 'starting'}>
          <SettingsArea slots={slots} />
        </ParentalGate>
      </Suspense>
    </LazyModalFrame>
  )
}

/** What app/ hands the settings area (the features it composes). */
function settingsSlots(onLogoutDone: () => void): SettingsSlots {
  return {
    profiles: (labelledBy) => <ProfileList labelledBy={labelledBy} />,
    subscriptions: <SubscriptionsTab />,
    payment: <PaymentTab />,
    parental: <ParentalSettings />,
    logout: (onCancel) => <LogoutConfirm onCancel={onCancel} onDone={onLogoutDone} />,
  }
}

/**
 * spec 1 §2 /lk (the personal account) and spec 3 §2 /lk_parental: pages that land on the settings
 * area's account menu and parental tab; their links open the other screens as modal pages over them.
 */
export function AccountPage({ section }: { section: 'account' | 'parental' }) {
  const { t } = useTranslation()
  const session = useSession()
  const slots = settingsSlots(() => undefined)
  // spec 1 §4 "Parental check": the settings flag guards the account pages as it guards /settings
  return (
    <PageFrame title={t(titleKeyOf(section))}>
      <Suspense fallback={<Spinner />}>
        <ParentalGate action="settings" renderPin={renderPin} started={session.status !== 'starting'}>
          <SettingsArea slots={slots} section={section} />
        </ParentalGate>
      </Suspense>
    </PageFrame>
  )
}

/**
 * /account_mobile?access_token= (spec 1 §2): the account-only mode a mobile app opens with its viewer's
 * token. The shell hides header and footer here (spec 3 §2); the page is the settings area's account
 * menu, whose subscriptions, payment and other screens open as modal pages over it. Without a usable
 * token nobody is signed in (no guest, session/start-branch.ts): the page says so and offers sign-in
 * or the site.
 */
export function AccountMobileRoute() {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  if (session.status === 'starting') return <Spinner />
  if (!isLoggedIn(session))
    return (
      <PageFrame>
        <StateMessage
          icon={<AlertIcon />}
          title={t('account_mobile_signed_out')}
          text={t('account_mobile_signed_out_text')}
        >
          <Button onClick={() => modal.open('auth')}>{t('sign_in')}</Button>
          {/* a document load: the site's own start-up runs (a guest where the network allows) instead of
              this signed-out state, which outside account-only mode forces the sign-in dialog */}
          <ButtonLink to="/" reloadDocument variant="secondary">
            {t('account_mobile_to_site')}
          </ButtonLink>
        </StateMessage>
      </PageFrame>
    )
  return (
    <PageFrame title={t('section_account_mobile')}>
      <Suspense fallback={<Spinner />}>
        <ParentalGate action="settings" renderPin={renderPin} started>
          <SettingsArea slots={settingsSlots(() => undefined)} section="account" />
        </ParentalGate>
      </Suspense>
    </PageFrame>
  )
}
