import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, type LinkProps } from 'react-router'
import type { Channel } from '@efir/contract'
import type { RenderPlayer } from '../../shared/player-props'
import { Button } from '../../shared/ui/button'
import { Image } from '../../shared/ui/image'
import { ChannelFavoriteButton } from './channel-favorite-button'
import cardStyles from './channel-card.module.css'
import styles from './channel-preview.module.css'

/** How long the mouse rests on a channel card before its zoomed preview opens, ms (hover intent). */
export const PREVIEW_REST_MS = 500
/** How long the zoomed preview stays after the pointer left the card (a slip over its edge), ms. */
export const PREVIEW_LEAVE_MS = 150
/** spec 2 §4 "Preview start delay 30 ms". */
export const PREVIEW_START_MS = 30

const NO_NEIGHBOURS = {}
const noop = () => undefined

/**
 * The pointer handlers of a card with a zoomed preview: it opens once the mouse has rested on the card
 * for PREVIEW_REST_MS and closes PREVIEW_LEAVE_MS after it left (the zoomed card is inside the card, so
 * moving onto it keeps it). Touch and pen never open it: a tap opens the channel.
 */
export function usePreviewIntent(setOpen: (open: boolean) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(() => {
    const later = (open: boolean, ms: number) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setOpen(open), ms)
    }
    return {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') later(true, PREVIEW_REST_MS)
      },
      onPointerLeave: () => later(false, PREVIEW_LEAVE_MS),
    }
  }, [setOpen])
}

export interface ChannelPreviewProps {
  channel: Channel
  to: LinkProps['to']
  linkState?: unknown
  /** the preview video may play (channel-rules `previewPlays`); else the still */
  plays: boolean
  renderPlayer: RenderPlayer
  /** closes the zoomed card */
  onClose: () => void
}

/**
 * spec 2 §2 "Channel preview (zoomed card)": the card grown over its neighbours with the channel's live
 * picture in the player's preview mode (muted, its own sound toggle, hidden for a third-party embedded
 * player), the airing programme, the favourite toggle (its tooltip says add or remove) and Back. A click
 * on the picture opens the channel page. Adult and ad-only channels show their still.
 */
export function ChannelPreview({
  channel,
  to,
  linkState,
  plays,
  renderPlayer,
  onClose,
}: ChannelPreviewProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  // Back and Escape give focus back to the card's own link (the zoomed card is inside the card)
  const close = useCallback(
    (refocus: boolean) => {
      const link = ref.current
        ?.closest('[data-channel-id]')
        ?.querySelector<HTMLElement>('[data-channel-link]')
      onClose()
      if (refocus) link?.focus()
    },
    [onClose],
  )
  const [started, setStarted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), PREVIEW_START_MS)
    return () => clearTimeout(timer)
  }, [])
  // Escape closes the zoomed card (and only it), giving focus back to the card when it was inside
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      close(ref.current?.contains(document.activeElement) ?? false)
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [close])
  const programme = channel.current_schedule?.program.title
  return (
    <div
      ref={ref}
      className={styles.zoomed}
      role="group"
      aria-label={t('channel_preview', { name: channel.name })}
      data-channel-preview={channel.id}
    >
      <div className={styles.picture}>
        {plays && started ? (
          renderPlayer({
            channel,
            mode: 'preview',
            schedule: [],
            neighbours: NO_NEIGHBOURS,
            onZap: noop,
            onProgramme: noop,
          })
        ) : (
          <Image
            src={channel.cover.full || channel.logo}
            alt=""
            className={styles.still}
            data-preview-still=""
          />
        )}
        {/* a click on the picture opens the channel; for the keyboard, the card's own link does */}
        <Link
          to={to}
          state={linkState}
          className={styles.pictureLink}
          tabIndex={-1}
          aria-hidden="true"
          onClick={onClose}
        />
      </div>
      <div className={styles.body}>
        <span className={cardStyles.name}>{channel.name}</span>
        {programme && <span className={cardStyles.programme}>{programme}</span>}
      </div>
      <div className={styles.actions}>
        <ChannelFavoriteButton channel={channel} />
        <Button variant="secondary" size="small" onClick={() => close(true)}>
          {t('back')}
        </Button>
      </div>
    </div>
  )
}
