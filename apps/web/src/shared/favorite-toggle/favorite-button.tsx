import { useTranslation } from 'react-i18next'
import { useModal } from '../hooks/use-modal'
import { FavoriteToggle } from './favorite-toggle'
import { useSession } from '../session/use-session'
import { isLoggedIn } from '../session/logged-in'
import { useFavoriteOf, useToggleFavorite } from './favorites-api'
import type { FavoriteKind } from './favorite-rules'

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
 * The favorite toggle of a content, a person, a channel or a programme (spec 3 §4 "Favorites"): a plus when not a favorite,
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
    if (!isLoggedIn(session)) modal.open('auth')
    // a negative id is the optimistic record of an add still in flight: wait for the server's answer
    else if (!record || record.id > 0) toggle.mutate({ kind, objectId: id, favoriteId: record?.id })
  }
  const label = t(favorite ? 'favorite_remove_named' : 'favorite_add_named', { name })
  return (
    <FavoriteToggle
      favorite={favorite}
      label={label}
      look={look}
      tone={tone}
      className={className}
      onToggle={onClick}
    />
  )
}

export default FavoriteButton
