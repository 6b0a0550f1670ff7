import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BalanceLine } from '../../features/commerce/balance-line'
import ProfileList from '../../features/profiles/profile-list'
import { useModal } from '../../shared/hooks/use-modal'
import { readPartner } from '../../shared/partner'
import { Button, IconButton } from '../../shared/ui/button'
import { CloseIcon } from '../../shared/ui/icons'
import { LogoutConfirm } from '../logout-confirm'
import { useNetworkInfo, useSession } from '../session-bridge'
import { SETTINGS_MENU_ROUTES, settingsMenuItems, userDisplayName } from './settings-menu-rules'
import styles from './settings-menu.module.css'
import { isLoggedIn } from '../../shared/session/logged-in'

export interface SettingsMenuPanelProps {
  id: string
  compact: boolean
  /** scroll mode: the panel's height limit (settings-menu-rules.ts) */
  maxHeight: number | undefined
  onClose: () => void
}

/**
 * The settings dropdown's content (spec 3 §2 "Settings dropdown (from avatar)"): close, title, who is
 * signed in, profiles, links to the settings area, promo code, support and logout with confirmation.
 * A lazy chunk: only signed-in viewers who open it load it.
 */
export default function SettingsMenuPanel({ id, compact, maxHeight, onClose }: SettingsMenuPanelProps) {
  const { t } = useTranslation()
  const modal = useModal()
  const session = useSession()
  const networkInfo = useNetworkInfo()
  const titleId = useId()
  const profilesId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState(false)
  // Focus moves into the dropdown when it opens, and back to its top after a cancelled logout.
  useEffect(() => {
    if (!confirming) closeRef.current?.focus()
  }, [confirming])

  const items = settingsMenuItems(networkInfo, readPartner())
  const className = [styles.panel, compact && styles.compact, maxHeight !== undefined && styles.scroll]
    .filter(Boolean)
    .join(' ')
  return (
    <section id={id} aria-labelledby={titleId} className={className} style={{ maxHeight }}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('account_settings')}
        </h2>
        <IconButton ref={closeRef} label={t('close')} icon={<CloseIcon />} onClick={onClose} />
      </div>
      {confirming ? (
        <LogoutConfirm onCancel={() => setConfirming(false)} onDone={onClose} />
      ) : (
        <>
          {isLoggedIn(session) && (
            <>
              <p className={styles.who}>{userDisplayName(session.user)}</p>
              <BalanceLine />
            </>
          )}
          <h3 id={profilesId} className={styles.subtitle}>
            {t('profiles')}
          </h3>
          <Suspense fallback={null}>
            <ProfileList labelledBy={profilesId} />
          </Suspense>
          <ul className={styles.links}>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => modal.open('profiles')}>
                {t('profiles_manage')}
              </button>
            </li>
            <li>
              <Link to={SETTINGS_MENU_ROUTES.account}>{t('account_subscriptions')}</Link>
            </li>
            {items.partnerCabinet && (
              <li>
                <a href={items.partnerCabinet.url} target="_blank" rel="noopener noreferrer">
                  {items.partnerCabinet.label}
                  <span className="visually-hidden"> {t('opens_new_tab')}</span>
                </a>
              </li>
            )}
            <li>
              <Link to={SETTINGS_MENU_ROUTES.parental}>{t('section_lk_parental')}</Link>
            </li>
            {items.promoCode && (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => modal.open('promocode')}>
                  {t('footer_enter_promo')}
                </button>
              </li>
            )}
          </ul>
          {items.support.length > 0 && (
            <>
              <h3 className={styles.subtitle}>{t('footer_support')}</h3>
              <ul className={styles.links}>
                {items.support.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{t(link.labelKey, { email: link.label, phone: link.label })}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {items.logout && (
            <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
              {t('sign_out')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
