import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { readPartner } from '../../shared/partner'
import { useNetworkInfo } from '../../shared/session/use-session'
import { isWebView } from '../../shared/web-view'
import { useAccounts } from '../../shared/commerce/account-queries'
import { SectionMenuLink, type SectionLink } from './section-link'
import { accountMenu } from './settings-rules'
import styles from './settings.module.css'

/** spec 3 §2 "The account menu": subscriptions, payment or the cabinet link, profiles, ... logout. */
export function AccountMenu({
  link,
  renderLogout,
}: {
  link: SectionLink
  renderLogout: (onCancel: () => void) => ReactNode
}) {
  const { t } = useTranslation()
  const network = useNetworkInfo()
  const accounts = useAccounts()
  const modal = useModal()
  const [confirming, setConfirming] = useState(false)
  if (confirming) return renderLogout(() => setConfirming(false))
  const items = accountMenu({
    paymentAllowed: accounts.data?.[0]?.is_payment_allowed ?? false,
    webView: isWebView(navigator.userAgent),
    partner: readPartner(),
    lkLink: network?.lk_link,
    hasLanguages: (network?.languages.available.length ?? 0) > 0,
  })
  return (
    <ul className={styles.menu} aria-busy={accounts.isPending}>
      {items.map((item) => (
        <li key={item.kind === 'section' ? item.section : item.kind}>
          {item.kind === 'section' && (
            <SectionMenuLink link={link} to={item.section}>
              {t(item.labelKey)}
            </SectionMenuLink>
          )}
          {item.kind === 'external' && (
            <a className={styles.menuItem} href={item.url} target="_blank" rel="noopener noreferrer">
              <span>
                {item.label}
                <span className="visually-hidden"> {t('opens_new_tab')}</span>
              </span>
              <span aria-hidden="true">↗</span>
            </a>
          )}
          {item.kind === 'profiles' && (
            <button type="button" className={styles.menuItem} onClick={() => modal.open('profiles')}>
              <span>{t(item.labelKey)}</span>
              <span aria-hidden="true">›</span>
            </button>
          )}
          {item.kind === 'logout' && (
            <button type="button" className={styles.menuItem} onClick={() => setConfirming(true)}>
              <span>{t(item.labelKey)}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
