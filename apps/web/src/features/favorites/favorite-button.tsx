import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { Button, IconButton } from '../../shared/ui/button'
import { useSession } from '../../shared/session/use-session'
import { useFavoriteOf, useToggleFavorite } from './api'
import type { FavoriteKind } from './favorite-rules'
import styles from './favorites.module.css'

const PlusIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 5v14M5 12h14" />
  </svg>
)
const CheckIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
)

export interface FavoriteButtonProps {
  kind: FavoriteKind
  id: number
  /** The title or name, for the accessible name ("Add “Матрица” to favourites"). */
  name: string
  /** `icon`: a round icon button (cards); `button`: icon and text (the content card, the person page). */
  look?: 'icon' | 'button'
  /** `secondary`: a button that stays quiet beside a page's main action (the content card's watch). */
  tone?: 'primary' | 'secondary'
  className?: string
}

/**
 * The favourite toggle of a content, a person, a channel or a programme (spec 3 §4 "Favourites"): a plus when not a favourite,
 * a done check when it is; a guest (or a viewer not signed in) gets the auth modal instead (spec 1 §6).
 */
export function FavoriteButton({
  kind,
  id,
  name,
  look = 'button',
  tone = 'primary',
  className,
}: FavoriteButtonProps) {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  const record = useFavoriteOf(kind, id)
  const favorite = record !== undefined
  const toggle = useToggleFavorite()
  const onClick = () => {
    if (session.status === 'starting') return
    if (session.status !== 'user') modal.open('auth')
    // a negative id is the optimistic record of an add still in flight: wait for the server's answer
    else if (!record || record.id > 0) toggle.mutate({ kind, objectId: id, favoriteId: record?.id })
  }
  const label = t(favorite ? 'favorite_remove_named' : 'favorite_add_named', { name })
  if (look === 'icon')
    return (
      <IconButton
        className={[styles.iconToggle, className].filter(Boolean).join(' ')}
        label={label}
        aria-pressed={favorite}
        icon={favorite ? <CheckIcon /> : <PlusIcon />}
        onClick={onClick}
      />
    )
  return (
    <Button
      variant={favorite ? 'secondary' : tone}
      className={className}
      aria-pressed={favorite}
      onClick={onClick}
    >
      {favorite ? <CheckIcon /> : <PlusIcon />}
      <span>{t(favorite ? 'favorite_remove' : 'favorite_add')}</span>
    </Button>
  )
}

export default FavoriteButton
