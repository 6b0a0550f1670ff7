import { useTranslation } from 'react-i18next'
import type { Channel } from '@efir/contract'
import { FavoriteToggle } from '../../shared/favorite-toggle/favorite-toggle'
import { useModal } from '../../shared/hooks/use-modal'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { useToggleChannelFavorite } from './api'

/**
 * Adds or removes a channel favorite (spec 2 §4 "Favorites on channels"): a guest or a viewer who is
 * not signed in gets the auth modal; a signed-in user toggles it at once (optimistic).
 */
export function ChannelFavoriteButton({ channel, className }: { channel: Channel; className?: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  const toggle = useToggleChannelFavorite()
  const label = t(channel.is_favored ? 'favorite_remove_named' : 'favorite_add_named', {
    name: channel.name,
  })
  return (
    <FavoriteToggle
      favorite={channel.is_favored}
      label={label}
      look="heart"
      className={className}
      onToggle={() => {
        if (!isLoggedIn(session)) modal.open('auth')
        else toggle.mutate(channel)
      }}
    />
  )
}
