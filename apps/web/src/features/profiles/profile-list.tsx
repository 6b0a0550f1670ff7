import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../shared/ui/skeleton'
import { ProfileTile } from './profile-tile'
import { useProfiles } from './profiles-api'
import { useSwitchProfile } from './use-switch-profile'
import styles from './profile-list.module.css'

/**
 * The viewer's profiles as a row of choices, the current one pressed (spec 3 §2 "Settings dropdown":
 * profile list). Choosing another switches to it (an adult one after the PIN, use-switch-profile.ts).
 */
export default function ProfileList({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation()
  const profiles = useProfiles()
  const { choose, currentId, pendingId } = useSwitchProfile()
  if (profiles.isPending) return <Skeleton height={64} />
  if (!profiles.data) return null
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {profiles.data.map((profile) => (
        <li key={profile.id}>
          <ProfileTile
            profile={profile}
            pressed={profile.id === (pendingId ?? currentId)}
            disabled={pendingId !== undefined}
            childLabel={t('profile_child')}
            onClick={() => choose(profile)}
          />
        </li>
      ))}
    </ul>
  )
}
