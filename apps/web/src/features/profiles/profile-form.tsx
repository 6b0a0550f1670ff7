import type { Profile } from '@efir/contract'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { parentalStore } from '../../shared/parental/parental-store'
import { Button } from '../../shared/ui/button'
import { AvatarPicker } from './avatar-picker'
import { deleteRefusal } from './profile-switch'
import { useCreateProfile, useDeleteProfile, usePatchProfile } from './profiles-api'
import { isParentalRequired, useProfileParental } from './use-switch-profile'
import styles from './profile-list.module.css'

/** The server's own message (profile_limit, active_profile, last_adult_profile…), else a generic one. */
function errorText(error: unknown, t: (key: string) => string): string {
  return isApiError(error) && error.status < 500 && error.message ? error.message : t('profiles_failed')
}

/**
 * The edit form (spec 3 §2 "Profiles modal"), or new mode when `profile` is null: name (required,
 * spec 3 §5), the child switch (saved at once for an existing profile, spec 3 §4), the avatar picker,
 * and delete (never the active profile, nor the last adult one).
 */
export function ProfileForm({
  profile,
  all,
  currentId,
  onDone,
  askPin,
}: {
  profile: Profile | null
  all: readonly Profile[]
  currentId: number | undefined
  onDone: () => void
  /** Shows the modal's own PIN step (the form stays mounted under it). */
  askPin: () => void
}) {
  const { t } = useTranslation()
  const nameId = useId()
  const [name, setName] = useState(profile?.name ?? '')
  const [child, setChild] = useState(profile?.role === 'child')
  const [avatar, setAvatar] = useState<number | null>(profile?.icon_avatar_id ?? null)
  const create = useCreateProfile()
  const patch = usePatchProfile()
  const remove = useDeleteProfile()
  const profileParental = useProfileParental(askPin)
  /** A change the server refused for want of the PIN (its window ended): PIN, then again. */
  const retryAfterPin = (error: unknown, again: () => void) => {
    if (!isParentalRequired(error)) return
    parentalStore.forgetEntry()
    profileParental(again)
  }
  const refusal = profile ? deleteRefusal(profile, all, currentId) : null
  const failed = create.error ?? patch.error ?? remove.error
  const busy = create.isPending || patch.isPending || remove.isPending
  const toggleChild = (on: boolean) => {
    setChild(on)
    if (!profile) return
    // spec 3 §4: toggling the child switch saves immediately
    const save = () =>
      patch.mutate(
        { id: profile.id, role: on ? 'child' : 'adult' },
        { onError: (error) => (setChild(!on), retryAfterPin(error, save)) },
      )
    save()
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return
    if (!profile) {
      create.mutate(
        { name: trimmed, role: child ? 'child' : 'adult', icon_avatar_id: avatar },
        { onSuccess: onDone },
      )
      return
    }
    const save = () =>
      patch.mutate(
        { id: profile.id, name: trimmed, icon_avatar_id: avatar },
        { onSuccess: onDone, onError: (error) => retryAfterPin(error, save) },
      )
    save()
  }
  return (
    <form className={styles.modal} onSubmit={onSubmit} noValidate>
      <h3 className={styles.formTitle}>{profile ? t('profile_edit_title') : t('profile_new_title')}</h3>
      <label htmlFor={nameId}>{t('profile_name')}</label>
      <input
        id={nameId}
        className={styles.input}
        value={name}
        maxLength={32}
        required
        aria-invalid={name.trim() === '' ? true : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <label className={styles.switch}>
        <span>{t('profile_child_switch')}</span>
        <input
          type="checkbox"
          role="switch"
          checked={child}
          disabled={busy}
          onChange={(e) => toggleChild(e.target.checked)}
        />
      </label>
      <AvatarPicker chosen={avatar} onChoose={setAvatar} />
      {failed && (
        <p className={styles.error} role="alert">
          {errorText(failed, t)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || name.trim() === ''}>
          {profile ? t('profile_save') : t('profile_create')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('back')}
        </Button>
        {profile && (
          <Button
            variant="ghost"
            disabled={busy || refusal !== null}
            aria-describedby={refusal ? `${nameId}-refusal` : undefined}
            onClick={() => remove.mutate(profile.id, { onSuccess: onDone })}
          >
            {t('profile_delete')}
          </Button>
        )}
      </div>
      {refusal && (
        <p id={`${nameId}-refusal`} className={styles.hint}>
          {t(refusal)}
        </p>
      )}
    </form>
  )
}
