import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../shared/ui/skeleton'
import { useCurrentProfile, useProfiles, useSelectProfile } from './profiles-api'
import { profileSwitch } from './profile-switch'
import styles from './profile-list.module.css'

/**
 * The viewer's profiles as a row of choices, the current one pressed (spec 3 §2 "Settings dropdown":
 * profile list). Choosing another switches to it (profile-switch.ts).
 */
export default function ProfileList({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation()
  const profiles = useProfiles()
  const current = useCurrentProfile()
  const select = useSelectProfile()
  if (profiles.isPending) return <Skeleton height={64} />
  if (!profiles.data) return null
  const currentId = current.data?.id
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {profiles.data.map((profile) => {
        const chosen = profile.id === (select.isPending ? select.variables : currentId)
        return (
          <li key={profile.id}>
            <button
              type="button"
              className={styles.profile}
              aria-pressed={chosen}
              disabled={select.isPending}
              onClick={() => {
                const next = profileSwitch(profile, currentId)
                if (next.kind === 'switch') select.mutate(next.id)
              }}
            >
              <span className={styles.avatar} aria-hidden="true">
                {profile.icon ? <img src={profile.icon} alt="" /> : profile.name.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.name}>{profile.name}</span>
              {profile.role === 'child' && <span className={styles.role}>{t('profile_child')}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
