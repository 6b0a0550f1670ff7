import { useTranslation } from 'react-i18next'
import type { PlayerState } from '@efir/player'
import { Spinner } from '../ui/spinner'
import { stallOf } from './player-stall'

/**
 * The spinner of a stalled picture, announced (the spinner is a polite status): "connection lost" while
 * offline, "loading" while buffering; nothing otherwise. One piece for the channel and the film player.
 */
export function PlayerStall({ state, className }: { state: PlayerState; className?: string }) {
  const { t } = useTranslation()
  const stall = stallOf(state)
  if (stall === null) return null
  return (
    <div className={className} data-stall={stall}>
      {stall === 'offline' ? (
        <>
          <Spinner label={t('player_connection_lost')} />
          <p aria-hidden="true">{t('player_connection_lost')}</p>
        </>
      ) : (
        <Spinner />
      )}
    </div>
  )
}
