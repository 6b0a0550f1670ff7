import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentMetadata } from '@efir/contract'
import { Button } from '../../shared/ui/button'
import { buttonAction, episodeButtonLabel, watchButtonMode } from './content-rules'
import styles from './content-page.module.css'

type MetaButton = ContentMetadata['buttons'][number]

interface WatchButtonProps {
  meta: ContentMetadata | undefined
  loading: boolean
  busy: boolean
  onPlay: () => void
  onPurchase: (offer?: unknown) => void
  onTrailer?: (() => void) | undefined
  /** On an episode's page: that episode (the button names and plays it, issue 31). */
  episode?: { id: number; season: number | null; series: number | null } | undefined
  /** Opens the not-available modal (spec 3 §8: its text and a watch-TV button). */
  onNotAvailable: () => void
}

/**
 * Spec 3 §4 "Watch button": no access shows "not available" and opens the no-access dialog; one button
 * acts directly; several open an option list; a spinner while loading. Trailer buttons are drawn as
 * the card's own trailer button, so they do not count here.
 */
export function WatchButton({
  meta,
  loading,
  busy,
  onPlay,
  onPurchase,
  onTrailer,
  episode,
  onNotAvailable,
}: WatchButtonProps) {
  const { t } = useTranslation()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const buttons = (meta?.buttons ?? []).filter((b) => b.button_type !== 'trailer')
  const mode = watchButtonMode(meta ? { ...meta, buttons } : undefined)
  if (loading) {
    return (
      <Button disabled aria-busy="true">
        {t('content_watch')}
      </Button>
    )
  }
  const act = (button: MetaButton | undefined) => {
    setOpen(false)
    const action = button ? buttonAction(button) : { kind: 'play' as const }
    if (action.kind === 'quick-packets') onPurchase()
    else if (action.kind === 'offer') onPurchase(action.data)
    else if (action.kind === 'trailer') onTrailer?.()
    else onPlay()
  }
  const words = (b: MetaButton): { caption: string; sub: string | null } => {
    const own = episodeButtonLabel(b, episode, meta?.next_to_play)
    if (own.kind === 'server') return { caption: b.caption, sub: b.sub_caption }
    return {
      caption: own.resumes ? b.caption : t('content_watch'),
      sub: t('catalogue_episode', { season: own.season, series: own.series }),
    }
  }
  const label = (b: MetaButton) => {
    const w = words(b)
    return w.sub ? `${w.caption} · ${w.sub}` : w.caption
  }
  switch (mode.kind) {
    case 'no-access':
      return (
        <Button variant="secondary" onClick={onNotAvailable}>
          {t('content_not_available_short')}
        </Button>
      )
    case 'single': {
      const button = buttons[mode.index]
      const w = button ? words(button) : { caption: t('content_watch'), sub: null }
      return (
        <Button onClick={() => act(button)} disabled={busy} aria-busy={busy || undefined}>
          {w.caption} {w.sub && <span className={styles.subCaption}>{w.sub}</span>}
        </Button>
      )
    }
    case 'list':
      return (
        <div className={styles.menuAnchor}>
          <Button
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen((v) => !v)}
            disabled={busy}
          >
            {t('content_watch')}
          </Button>
          {open && (
            <ul id={listId} className={styles.menu} aria-label={t('content_watch_options')}>
              {buttons.map((b, i) => (
                <li key={`${b.button_type}-${i}`}>
                  <button type="button" className={styles.menuItem} onClick={() => act(b)}>
                    {label(b)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )
    default:
      return (
        <Button onClick={onPlay} disabled={busy} aria-busy={busy || undefined}>
          {t('content_watch')}
        </Button>
      )
  }
}
