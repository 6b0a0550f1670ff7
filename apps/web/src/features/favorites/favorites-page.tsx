import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { useModal } from '../../shared/hooks/use-modal'
import { Button } from '../../shared/ui/button'
import { AlertIcon, HeartIcon, UserIcon } from '../../shared/ui/icons'
import { Image } from '../../shared/ui/image'
import { PageFrame, StateMessage } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { ContentGrid } from '../../shared/content-grid/content-grid'
import { PersonList } from '../../shared/content-grid/person-tile'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { MY_ROWS, useMyRows } from './api'
import { FavoriteButton } from '../../shared/favorite-toggle/favorite-button'
import styles from './favorites.module.css'
import { usePageSeo } from '../../shared/hooks/use-seo'

/** /my for a signed-in user: favorite contents, channels, persons and programmes (spec 3 §2, §4). */
function FavoriteGroups() {
  const { t } = useTranslation()
  const location = useLocation()
  const rows = useMyRows()

  if (rows.some((q) => q.isPending)) return <SkeletonList />
  if (rows.every((q) => q.isError))
    return (
      <StateMessage icon={<AlertIcon />} title={t('favorites_load_error')} headingLevel={2}>
        <Button onClick={() => rows.forEach((q) => void q.refetch())}>{t('retry')}</Button>
      </StateMessage>
    )
  const groups = MY_ROWS.map((row, i) => ({ ...row, data: rows[i]?.data })).filter(
    (g) => g.data && g.data.contents.length + g.data.channels.length + g.data.persons.length > 0,
  )
  if (groups.length === 0)
    return (
      <StateMessage
        icon={<HeartIcon />}
        title={t('warning_no_favorites')}
        text={t('favorites_hint')}
        headingLevel={2}
      />
    )
  return groups.map(({ slug, kind, titleKey, data }) => (
    <section key={slug} className={styles.group} aria-labelledby={`favorites-${slug}`}>
      <h2 id={`favorites-${slug}`} className={styles.groupTitle}>
        {t(titleKey)}
      </h2>
      {data && data.contents.length > 0 && (
        <ContentGrid
          items={data.contents}
          label={t(titleKey)}
          action={(item) => <FavoriteButton kind={kind} id={item.id} name={item.title} look="icon" />}
        />
      )}
      {data && data.channels.length > 0 && (
        <ul className={styles.list} aria-label={t(titleKey)}>
          {data.channels.map((channel) => (
            <li key={channel.id} className={styles.row}>
              <Link
                to={`/channel/${channel.slug || channel.id}`}
                state={backgroundState(location)}
                className={styles.rowLink}
              >
                <Image className={styles.logo} src={channel.logo} alt="" kind="channel_logo" />
                <span>{channel.name}</span>
              </Link>
              <FavoriteButton kind="channel" id={channel.id} name={channel.name} look="icon" />
            </li>
          ))}
        </ul>
      )}
      {data && data.persons.length > 0 && <PersonList persons={data.persons} label={t(titleKey)} />}
    </section>
  ))
}

/**
 * /my (spec 3 §2): the viewer's favorites. It needs an account (spec 3 §6): a guest or a viewer not
 * signed in sees a sign-in prompt, and the auth modal opens once on arrival.
 */
export default function FavoritesPage() {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  const prompted = useRef(false)
  const needsAccount = session.status === 'guest' || session.status === 'anonymous'
  useEffect(() => {
    if (needsAccount && !prompted.current) {
      prompted.current = true
      modal.open('auth')
    }
  }, [needsAccount, modal])

  usePageSeo('my', t('section_my'), { name: t('section_my') }) // spec 3 §5: the favourites mask
  return (
    <PageFrame title={t('section_my')}>
      {isLoggedIn(session) ? (
        <FavoriteGroups />
      ) : session.status === 'starting' ? (
        <SkeletonList />
      ) : (
        <StateMessage icon={<UserIcon />} title={t('favorites_sign_in')} headingLevel={2}>
          <Button onClick={() => modal.open('auth')}>{t('sign_in')}</Button>
        </StateMessage>
      )}
    </PageFrame>
  )
}
