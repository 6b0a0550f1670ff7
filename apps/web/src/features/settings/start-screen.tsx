import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { useNetworkInfo, useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { useProfileCount } from './api'
import { SectionMenuLink, type SectionLink } from './section-link'
import { startItems } from './settings-rules'
import styles from './settings.module.css'

/**
 * spec 3 §2 "Start screen": the profile list (a create tile when fewer than 5 and no parental
 * settings), then account, promo code (promo enabled) and support (a support phone or e-mail).
 */
export function StartScreen({
  renderProfiles,
  link,
}: {
  renderProfiles: (labelledBy: string) => ReactNode
  link: SectionLink
}) {
  const { t } = useTranslation()
  const session = useSession()
  const network = useNetworkInfo()
  const modal = useModal()
  const profileCount = useProfileCount()
  const profilesId = useId()
  const supportId = useId()
  if (!isLoggedIn(session)) return null
  const { user } = session
  const support = network?.provider?.landing.support
  const items = startItems({
    profileCount: profileCount.data ?? 0,
    parentalSet: user.parental_status === 'set',
    promoEnabled: network?.provider?.promo_enabled ?? false,
    supportEmail: support?.email,
    supportPhone: support?.phone,
  })
  return (
    <>
      <p className={styles.heading}>{user.first_name || user.phone || user.username}</p>
      <h2 id={profilesId} className={styles.heading}>
        {t('profiles')}
      </h2>
      {renderProfiles(profilesId)}
      {items.createProfile && profileCount.isSuccess && (
        <button type="button" className={styles.menuItem} onClick={() => modal.open('profiles')}>
          <span>{t('settings_profile_create')}</span>
          <span aria-hidden="true">+</span>
        </button>
      )}
      <ul className={styles.menu}>
        <li>
          <SectionMenuLink link={link} to="account">
            {t('settings_title_account')}
          </SectionMenuLink>
        </li>
        {items.promoCode && (
          <li>
            <button type="button" className={styles.menuItem} onClick={() => modal.open('promocode')}>
              <span>{t('footer_enter_promo')}</span>
              <span aria-hidden="true">›</span>
            </button>
          </li>
        )}
      </ul>
      {items.support && support && (
        <section aria-labelledby={supportId}>
          <h2 id={supportId} className={styles.heading}>
            {t('footer_support')}
          </h2>
          <ul className={styles.menu}>
            {support.email && (
              <li>
                <a className={styles.menuItem} href={`mailto:${support.email}`}>
                  {t('support_email', { email: support.email })}
                </a>
              </li>
            )}
            {support.phone && (
              <li>
                <a className={styles.menuItem} href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>
                  {t('support_phone', { phone: support.phone })}
                </a>
              </li>
            )}
          </ul>
        </section>
      )}
    </>
  )
}
