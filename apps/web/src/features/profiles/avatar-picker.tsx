import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../shared/ui/skeleton'
import { useAvatarCategories } from './profiles-api'
import styles from './profile-list.module.css'

/** spec 3 §2 "avatar picker by category": a category's avatars, one pressed when chosen. */
export function AvatarPicker({
  chosen,
  onChoose,
}: {
  chosen: number | null
  onChoose: (id: number) => void
}) {
  const { t } = useTranslation()
  const categories = useAvatarCategories()
  const [shown, setShown] = useState(0)
  if (categories.isPending) return <Skeleton height={96} />
  if (!categories.data?.length) return null
  const category = categories.data[Math.min(shown, categories.data.length - 1)]
  return (
    <fieldset className={styles.picker}>
      <legend>{t('profile_avatar')}</legend>
      <div className={styles.actions}>
        {categories.data.map((c, i) => (
          <button
            key={c.title}
            type="button"
            className={styles.category}
            aria-pressed={i === shown}
            onClick={() => setShown(i)}
          >
            {c.title}
          </button>
        ))}
      </div>
      <ul className={styles.list}>
        {category?.avatars.map((avatar, i) => (
          <li key={avatar.id}>
            <button
              type="button"
              className={styles.avatarChoice}
              aria-pressed={avatar.id === chosen}
              aria-label={t('profile_avatar_numbered', { category: category.title, n: i + 1 })}
              onClick={() => onChoose(avatar.id)}
            >
              <img src={avatar.src} alt="" />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
