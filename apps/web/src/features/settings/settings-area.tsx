import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { useModal } from '../../shared/hooks/use-modal'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { Button } from '../../shared/ui/button'
import { NotFound } from '../../shared/ui/not-found'
import { Spinner } from '../../shared/ui/spinner'
import { AccountMenu } from './account-menu'
import { DevicesSection } from './devices-section'
import { InfoSection } from './info-section'
import { LanguageMenu, LanguageInterface, TrackPriorities } from './language-sections'
import type { SectionLink } from './section-link'
import { parentOf, pathOfSection, sectionOfPath, type SettingsSection } from './settings-rules'
import { StartScreen } from './start-screen'
import styles from './settings.module.css'

/** What other features draw inside the settings area; app/ composes them (features never meet). */
export interface SettingsSlots {
  /** the profile list (features/profiles), labelled by the start screen's heading */
  profiles: (labelledBy: string) => ReactNode
  /** spec 3 §2 Subscriptions: base, other, promo sections (features/commerce) */
  subscriptions: ReactNode
  /** spec 3 §2 Payment: balance, refill, linked cards (features/commerce) */
  payment: ReactNode
  /** spec 3 §2 Parental tab (features/parental) */
  parental: ReactNode
  /** logout with its confirmation (spec 3 §2); `onCancel` returns to the menu */
  logout: (onCancel: () => void) => ReactNode
}

/**
 * The settings area (spec 3 §2 "Settings area", /settings, /settings/{id}, /settings/language/{id}):
 * one screen per sub-route with Back to its parent. The modal page's frame and close are app/'s.
 */
export default function SettingsArea({
  slots,
  section: fixed,
}: {
  slots: SettingsSlots
  /** the screen to show whatever the path (the /lk and /lk_parental pages) */
  section?: SettingsSection
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const modal = useModal()
  const section = fixed ?? sectionOfPath(location.pathname)
  if (section === null) return <NotFound />
  // a reload straight onto a sub-route: the session is still starting
  if (session.status === 'starting') return <Spinner />
  if (!isLoggedIn(session))
    return (
      <div className={styles.area}>
        <p>{t('settings_sign_in_first')}</p>
        <Button onClick={() => modal.open('auth')}>{t('sign_in')}</Button>
      </div>
    )
  const parent = parentOf(section)
  // links inside the area keep the page underneath (the modal page's background, or this page)
  const keep = fixed ? backgroundState(location) : (location.state as unknown)
  const go = (to: SettingsSection) => ({ to: pathOfSection(to), state: keep })
  return (
    <div className={styles.area}>
      {parent && (
        <div className={styles.nav}>
          <Button
            variant="ghost"
            size="small"
            onClick={() => void navigate(pathOfSection(parent), { state: keep })}
          >
            {`← ${t('back')}`}
          </Button>
        </div>
      )}
      <SectionBody section={section} slots={slots} link={go} />
    </div>
  )
}

function SectionBody({
  section,
  slots,
  link,
}: {
  section: SettingsSection
  slots: SettingsSlots
  link: SectionLink
}) {
  switch (section) {
    case 'start':
      return <StartScreen renderProfiles={slots.profiles} link={link} />
    case 'account':
      return <AccountMenu link={link} renderLogout={slots.logout} />
    case 'subscriptions':
      return slots.subscriptions
    case 'payment':
      return slots.payment
    case 'parental':
      return slots.parental
    case 'devices':
      return <DevicesSection />
    case 'info':
      return <InfoSection />
    case 'language':
      return <LanguageMenu link={link} />
    case 'language/interface':
      return <LanguageInterface />
    case 'language/audiotracks':
      return <TrackPriorities kind="audio" />
    case 'language/texttracks':
      return <TrackPriorities kind="text" />
  }
}
