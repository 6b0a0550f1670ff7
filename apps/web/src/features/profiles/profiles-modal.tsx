import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { parentalStore } from '../../shared/parental/parental-store'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { ProfileForm } from './profile-form'
import { canAddProfile, editNeedsParentalCheck, type ProfilesScreen } from './profile-switch'
import { ProfileTile } from './profile-tile'
import { useProfiles } from './profiles-api'
import { useProfileParental, useSwitchProfile } from './use-switch-profile'
import styles from './profile-list.module.css'

/** The PIN step the app puts in (features/parental's PIN dialog body; `onClose` when done). */
export type RenderPin = (onClose: () => void) => ReactNode

/**
 * The `#profiles` modal (spec 3 §2 "Profiles modal"): the list (choose one), edit mode (open one's
 * form; an adult one after the PIN), the edit form with the avatar picker, and new mode while fewer
 * than 5 exist. The PIN (action profile) is asked inside it: `#pincode` would replace this modal.
 */
export default function ProfilesModal({ onClose, renderPin }: { onClose: () => void; renderPin: RenderPin }) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  const askPin = useCallback(() => setAsking(true), [])
  return (
    <>
      {asking && (
        <section className={styles.modal}>
          {renderPin(() => setAsking(false))}
          <Button
            variant="secondary"
            onClick={() => {
              parentalStore.setPending(null)
              setAsking(false)
            }}
          >
            {t('back')}
          </Button>
        </section>
      )}
      <div hidden={asking}>
        <ProfilesScreens onClose={onClose} askPin={askPin} />
      </div>
    </>
  )
}

function ProfilesScreens({ onClose, askPin }: { onClose: () => void; askPin: () => void }) {
  const { t } = useTranslation()
  const profiles = useProfiles()
  const [screen, setScreen] = useState<ProfilesScreen>({ kind: 'list' })
  const { choose, currentId, pendingId } = useSwitchProfile(onClose, askPin)
  const profileParental = useProfileParental(askPin)
  if (profiles.isPending) return <Skeleton height={120} />
  if (!profiles.data) return <p role="alert">{t('profiles_failed')}</p>
  const all = profiles.data
  if (screen.kind === 'form') {
    const profile = all.find((p) => p.id === screen.profileId) ?? null
    return (
      <ProfileForm
        key={screen.profileId ?? 'new'}
        profile={profile}
        all={all}
        currentId={currentId}
        askPin={askPin}
        onDone={() => setScreen({ kind: 'edit-list' })}
      />
    )
  }
  const editing = screen.kind === 'edit-list'
  return (
    <div className={styles.modal}>
      <p className={styles.hint}>{editing ? t('profiles_edit_hint') : t('profiles_choose_hint')}</p>
      <ul className={styles.list}>
        {all.map((profile) => (
          <li key={profile.id}>
            <ProfileTile
              profile={profile}
              childLabel={t('profile_child')}
              disabled={pendingId !== undefined}
              {...(editing
                ? {
                    label: t('profile_edit_named', { name: profile.name }),
                    onClick: () => {
                      const open = () => setScreen({ kind: 'form', profileId: profile.id })
                      if (editNeedsParentalCheck(profile)) profileParental(open)
                      else open()
                    },
                  }
                : { pressed: profile.id === (pendingId ?? currentId), onClick: () => choose(profile) })}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {canAddProfile(all.length) && (
          <Button variant="secondary" onClick={() => setScreen({ kind: 'form', profileId: null })}>
            {t('profile_add')}
          </Button>
        )}
        <Button
          variant={editing ? 'primary' : 'secondary'}
          onClick={() => setScreen(editing ? { kind: 'list' } : { kind: 'edit-list' })}
        >
          {editing ? t('profiles_done') : t('profiles_edit')}
        </Button>
      </div>
    </div>
  )
}
