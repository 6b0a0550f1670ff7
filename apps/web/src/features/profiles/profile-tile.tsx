import type { Profile } from '@efir/contract'
import styles from './profile-list.module.css'

/** One profile as a button: its avatar (or initial), name and the child mark. */
export function ProfileTile({
  profile,
  pressed,
  disabled,
  childLabel,
  label,
  onClick,
}: {
  profile: Profile
  /** Marks the current profile; omitted in edit mode (the tile then opens the form). */
  pressed?: boolean
  disabled?: boolean
  childLabel: string
  /** An accessible name other than the profile's name (edit mode: "Edit Anna"). */
  label?: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={styles.profile}
      aria-pressed={pressed}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={styles.avatar} aria-hidden="true">
        {profile.icon ? <img src={profile.icon} alt="" /> : profile.name.slice(0, 1).toUpperCase()}
      </span>
      <span className={styles.name}>{profile.name}</span>
      {profile.role === 'child' && <span className={styles.role}>{childLabel}</span>}
    </button>
  )
}
