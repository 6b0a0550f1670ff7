import type { Packet, ProviderInfo } from '@efir/contract'
import { getProviderInfo } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { endpointQueryOptions } from '../../shared/api/query'
import { formatPrice } from '../../shared/commerce/money'
import { useModal } from '../../shared/hooks/use-modal'
import { Button, ButtonLink, buttonClassName } from '../../shared/ui/button'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { PageFrame } from '../../shared/ui/page-frame'
import { Skeleton, SkeletonList } from '../../shared/ui/skeleton'
import { PacketPrice } from './packet-texts'
import { landingBundlePacketPath, landingPacketPath, landingSections, providerRule } from './provider-rules'
import commerce from './commerce.module.css'
import styles from './account.module.css'

const DEVICES = ['Smart TV', 'Android TV', 'Android', 'iPhone / iPad', 'Web'] as const

/**
 * /provider/{id or shortname} (spec 3 §2 "Provider landing page"): hero with the trial or watch button,
 * device instructions, the pause-and-record feature, devices, the provider's subscriptions (#bundles,
 * #tariffs: bundles, base and partner packets, per provider-rules.ts) and the contact block.
 */
export default function ProviderPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(id)
  const info = useQuery({
    ...endpointQueryOptions(getProviderInfo, { params: { id } }),
    enabled: valid,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
  if (!valid) return <NotFound />
  if (info.isPending)
    return (
      <PageFrame>
        <h1 className="visually-hidden">{t('acc_provider_title')}</h1>
        <div aria-busy="true">
          <Skeleton height={160} />
          <SkeletonList count={3} height={180} />
        </div>
      </PageFrame>
    )
  if (info.isError)
    return (
      <LoadFailure error={info.error} title={t('packets_load_error')} onRetry={() => void info.refetch()} />
    )
  return <Landing info={info.data} />
}

function Landing({ info }: { info: ProviderInfo }) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const modal = useModal()
  const provider = info.provider_data
  const rule = providerRule(provider.id)
  const sections = landingSections(provider.id, info.packets, info.bundles, i18n.language)
  // #tariffs and #bundles: scroll to the section once it is rendered
  useEffect(() => {
    const anchor = location.hash.replace(/^#/, '')
    if (anchor === 'tariffs' || anchor === 'bundles') document.getElementById(anchor)?.scrollIntoView()
  }, [location.hash])
  const trial = [...sections.base, ...sections.partner].find(
    (p) => p.trial_amount !== null && !p.is_used_trial,
  )
  const landing = provider.landing
  const packetLink = (p: Packet) => landingPacketPath(landing.shortname, p.id)
  // spec 3 §2/§4: provider 442 opens its special modal instead of the purchase
  const special = () =>
    modal.open('message', {
      title: provider.name,
      text: [t('acc_provider_special'), landing.support_phone, landing.support_email]
        .filter(Boolean)
        .join('\n'),
    })
  const packetCard = (p: Packet, to: string) => (
    <li key={`${to}`}>
      <article className={commerce.card} aria-labelledby={`landing-${to}`}>
        <h4 id={`landing-${to}`} className={commerce.cardName}>
          {p.name}
        </h4>
        {p.short && <p className={commerce.muted}>{p.short}</p>}
        <PacketPrice packet={p} />
        <div className={commerce.cardActions}>
          {rule.specialModal ? (
            <Button size="small" onClick={special}>
              {t('packet_enable')}
            </Button>
          ) : (
            <ButtonLink size="small" to={to} aria-label={`${t('packet_details')}: ${p.name}`}>
              {t('packet_details')}
            </ButtonLink>
          )}
        </div>
      </article>
    </li>
  )
  return (
    <PageFrame>
      <header className={commerce.hero}>
        {landing.logo && <img src={landing.logo} alt="" height={48} />}
        <h1>{provider.name}</h1>
        <div className={commerce.heroActions}>
          {trial ? (
            <ButtonLink to={`${packetLink(trial)}?action=buy`}>{t('acc_provider_trial')}</ButtonLink>
          ) : (
            <ButtonLink to="/channels">{t('acc_provider_watch')}</ButtonLink>
          )}
          <ButtonLink to="/instructions" variant="secondary">
            {t('acc_provider_instructions')}
          </ButtonLink>
        </div>
      </header>
      <section className={commerce.section} aria-labelledby="landing-features">
        <h2 id="landing-features" className={commerce.sectionTitle}>
          {t('acc_provider_features')}
        </h2>
        <p>{t('acc_provider_features_text')}</p>
      </section>
      <section className={commerce.section} aria-labelledby="landing-devices">
        <h2 id="landing-devices" className={commerce.sectionTitle}>
          {t('acc_provider_devices')}
        </h2>
        <ul className={styles.actions}>
          {DEVICES.map((d) => (
            <li key={d} className={commerce.state}>
              {d}
            </li>
          ))}
        </ul>
      </section>
      {sections.bundles.length > 0 && (
        <section id="bundles" className={commerce.section} aria-labelledby="landing-bundles">
          <h2 id="landing-bundles" className={commerce.sectionTitle}>
            {t('acc_provider_bundles')}
          </h2>
          <ul className={commerce.grid}>
            {sections.bundles.map((b) => (
              <li key={b.id}>
                <article className={commerce.card} aria-labelledby={`bundle-${b.id}`}>
                  <h3 id={`bundle-${b.id}`} className={commerce.cardName}>
                    {b.custom_name}
                  </h3>
                  <p className={commerce.muted}>{b.custom_description}</p>
                  {b.internet_speed && <p className={commerce.muted}>{b.internet_speed}</p>}
                  {b.packets[0] && (
                    <p className={commerce.price}>
                      {formatPrice(b.custom_price, b.packets[0].currency, t('channel_price_free'))}
                    </p>
                  )}
                  <ul className={styles.actions}>
                    {b.packets.map((p) => (
                      <li key={p.id}>
                        <ButtonLink
                          size="small"
                          variant="secondary"
                          to={landingBundlePacketPath(provider.id, b.id, p.id)}
                        >
                          {p.name}
                        </ButtonLink>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section id="tariffs" className={commerce.section} aria-labelledby="landing-tariffs">
        <h2 id="landing-tariffs" className={commerce.sectionTitle}>
          {t('acc_provider_tariffs')}
        </h2>
        {sections.base.length + sections.partner.length === 0 ? (
          <p className={commerce.muted}>{t('packets_empty')}</p>
        ) : (
          <>
            {sections.base.length > 0 && (
              <>
                <h3 className={commerce.groupTitle}>{t('packets_base')}</h3>
                <ul className={commerce.grid}>{sections.base.map((p) => packetCard(p, packetLink(p)))}</ul>
              </>
            )}
            {sections.partner.length > 0 && (
              <>
                <h3 className={commerce.groupTitle}>{t('acc_provider_partner')}</h3>
                <ul className={commerce.grid}>{sections.partner.map((p) => packetCard(p, packetLink(p)))}</ul>
              </>
            )}
          </>
        )}
      </section>
      <section className={commerce.section} aria-labelledby="landing-contacts">
        <h2 id="landing-contacts" className={commerce.sectionTitle}>
          {t('acc_provider_contacts')}
        </h2>
        <ul className={styles.options}>
          {landing.support_phone && (
            <li>
              <a href={`tel:${landing.support_phone.replace(/[^\d+]/g, '')}`}>{landing.support_phone}</a>
            </li>
          )}
          {landing.support_email && (
            <li>
              <a href={`mailto:${landing.support_email}`}>{landing.support_email}</a>
            </li>
          )}
          {landing.support_url && (
            <li>
              <a href={landing.support_url} target="_blank" rel="noopener noreferrer">
                {landing.support_url}
              </a>
            </li>
          )}
        </ul>
        {landing.regform_btn_url && (
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={landing.regform_btn_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {landing.regform_btn_caption || t('acc_provider_register')}
          </a>
        )}
      </section>
    </PageFrame>
  )
}
