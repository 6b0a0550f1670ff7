import { useTranslation } from 'react-i18next'
import type { Channel } from '@efir/contract'
import { FavouriteToggle } from '../../shared/favourite-toggle/favourite-toggle'
import { useModal } from '../../shared/hooks/use-modal'
import { useSession } from '../../shared/session/use-session'
import { useToggleFavourite } from './api'

/**
 * Adds or removes a channel favourite (spec 2 §4 "Favourites on channels"): a guest or a viewer who is
 * not signed in gets the auth modal; a signed-in user toggles it at once (optimistic).
 */
export function FavouriteButton({ channel, className }: { channel: Channel; className?: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const modal = useModal()
  const toggle = useToggleFavourite()
  const label = t(channel.is_favored ? 'channel_favourite_remove' : 'channel_favourite_add', {
    name: channel.name,
  })
  return (
    <FavouriteToggle
      favourite={channel.is_favored}
      label={label}
      look="heart"
      className={className}
      onToggle={() => {
        if (session.status !== 'user') modal.open('auth')
        else toggle.mutate(channel)
      }}
    />
  )
}
