import type { MenuPage, NetworkInfo, Resources } from '@efir/contract'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { useModal } from '../../shared/hooks/use-modal'
import { changeLanguage } from '../../shared/i18n/i18n'
import { LANGUAGE_NAMES, type InterfaceLanguage } from '../../shared/i18n/languages'
import {
  deviceLinks,
  informationLinks,
  sectionPages,
  storeBadges,
  supportLinks,
  type FooterLink,
} from './footer-rules'
import { MenuLink } from './menu-link'
import styles from './footer.module.css'

export interface FooterProps {
  menuPages: MenuPage[]
  networkInfo: NetworkInfo | undefined
  resources: Resources | undefined
  languages: readonly InterfaceLanguage[]
  brandName: string
  compact: boolean
  /** the profile chosen on this device is a child's (spec 3 §2: hides page id 1000) */
  childProfile: boolean
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}

function FooterItem({ link, badge = false }: { link: FooterLink; badge?: boolean }) {
  const { t } = useTranslation()
  const location = useLocation()
  const modal = useModal()
  const label =
    link.kind === 'external' && link.label
      ? t(link.labelKey, { email: link.label, phone: link.label })
      : t(link.labelKey)
  if (link.kind === 'route') {
    return (
      <Link
        className={styles.link}
        to={link.to}
        state={link.modalPage ? backgroundState(location) : undefined}
      >
        {label}
      </Link>
    )
  }
  if (link.kind === 'modal') {
    return (
      <button type="button" className={styles.link} onClick={() => modal.open(link.modal)}>
        {label}
      </button>
    )
  }
  const newTab = /^https?:/.test(link.href)
  return (
    <a
      className={badge ? styles.badge : styles.link}
      href={link.href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
      {newTab && <span className="visually-hidden"> {t('opens_new_tab')}</span>}
    </a>
  )
}

/** The site footer of spec 3 §2: sections, information, support, devices, languages. */
export function Footer({
  menuPages,
  networkInfo,
  resources,
  languages,
  brandName,
  compact,
  childProfile,
}: FooterProps) {
  const { t, i18n } = useTranslation()
  const sections = sectionPages(menuPages, childProfile)
  const info = informationLinks(networkInfo, resources)
  const support = supportLinks(networkInfo)
  const devices = deviceLinks(resources)
  const badges = storeBadges(resources)
  return (
    <footer className={[styles.footer, compact && styles.mobile].filter(Boolean).join(' ')}>
      <div className={styles.columns}>
        {sections.length > 0 && (
          <Column title={t('footer_sections')}>
            {sections.map((page) => (
              <li key={page.id}>
                <MenuLink page={page} className={styles.link} />
              </li>
            ))}
          </Column>
        )}
        <Column title={t('footer_information')}>
          {info.map((link) => (
            <li key={link.labelKey}>
              <FooterItem link={link} />
            </li>
          ))}
        </Column>
        {support.length > 0 && (
          <Column title={t('footer_support')}>
            {support.map((link) => (
              <li key={link.labelKey}>
                <FooterItem link={link} />
              </li>
            ))}
          </Column>
        )}
        {devices.length > 0 && (
          <Column title={t('footer_devices')}>
            {devices.map((link) => (
              <li key={link.labelKey}>
                <FooterItem link={link} />
              </li>
            ))}
          </Column>
        )}
        {languages.length > 1 && (
          <Column title={t('language')}>
            {languages.map((lng) => (
              <li key={lng}>
                <button
                  type="button"
                  lang={lng}
                  className={styles.link}
                  aria-pressed={i18n.resolvedLanguage === lng}
                  onClick={() => void changeLanguage(lng)}
                >
                  {LANGUAGE_NAMES[lng]}
                </button>
              </li>
            ))}
          </Column>
        )}
      </div>
      {badges.length > 0 && (
        <ul className={styles.badges} aria-label={t('store_badges')}>
          {badges.map((link) => (
            <li key={link.labelKey}>
              <FooterItem link={link} badge />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.bottom}>
        {t('footer_copyright', { year: new Date().getFullYear(), name: brandName })}
      </p>
    </footer>
  )
}
