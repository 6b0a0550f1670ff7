import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { ERROR_CODES } from '@efir/contract/routes'
import { packshotQueue, resumePosition, type PlayerSource } from '@efir/player'
import { isApiError } from '../../shared/api/api-error'
import { useModal } from '../../shared/hooks/use-modal'
import { Button, ButtonLink } from '../../shared/ui/button'
import { usePageTitle } from '../../shared/hooks/document-title'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { Spinner } from '../../shared/ui/spinner'
import { BackIcon } from '../../shared/player-chrome/player-icons'
import { useModalLayer } from '../../shared/player-chrome/use-modal-layer'
import { useOverlayLayer } from '../../shared/ui/overlay-layers'
import { useContent, useContentMetadata, useEpisodes } from './api'
import { buttonAction, contentIdOf, nextEpisode } from './content-rules'
import { usePlayAction } from './use-play-action'
import { parentalDecision } from '../../shared/parental/parental-check'
import { parentalStore, usePinRemembered } from '../../shared/parental/parental-store'
import { isSignedIn, useSession } from '../../shared/session/use-session'
import { useAccountBlocked, useRefreshBlockStatus } from '../../shared/session/account-block'
import { refreshTrailer, useTrailerStream } from './trailer-stream'
import { fetchContentStream, pendingSave, useContentStream, useSavePosition } from './watch-api'
import { useCloseModalPage } from './use-close-modal-page'
import VodPlayer from './vod-player'
import { shouldSavePosition, toPlaybackPoints } from './watch-points'
import styles from './watch-page.module.css'

function Overlay({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const layer = useRef<HTMLDivElement>(null)
  // a modal layer: focus moves in and stays, the page below is inert, focus returns to the opener
  useModalLayer(layer)
  // spec 3 §4: prompts stay hidden while this modal page is open (issue 31: the e-mail prompt covered
  // half the film on a phone, and "Skip intro" under it could not be clicked)
  useOverlayLayer(false)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // a menu inside the player takes its own Escape (it prevents the default)
      if (e.key !== 'Escape' || e.defaultPrevented || document.fullscreenElement || window.location.hash)
        return
      onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div
      ref={layer}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      tabIndex={-1}
    >
      <h1 className="visually-hidden">{title}</h1>
      <button type="button" className={styles.back} onClick={onClose}>
        <BackIcon />
        {t('back')}
      </button>
      {children}
    </div>
  )
}

/** A message in place of the player, with a way out. */
function Gate({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={styles.gate}>
      <p className={styles.gateTitle}>{title}</p>
      {children}
    </div>
  )
}

/**
 * /watch/{id} (spec 3 §2 "Watch page"): the fullscreen player over the page underneath. Resumes from
 * history (spec 2 §5), asks the PIN for age 18+ (spec 3 §4), saves the position, offers the next episode.
 */
export default function WatchPage() {
  const { t } = useTranslation()
  const params = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  const modal = useModal()
  const session = useSession()
  const id = contentIdOf(params.id)
  const content = useContent(id)
  const meta = useContentMetadata(id)
  const { requestPurchase } = usePlayAction(meta.data?.stream_using.library_id ?? null)
  const close = useCloseModalPage(id ? `/contents/${id}` : '/')
  const user = isSignedIn(session) ? session.user : null
  const pinRemembered = usePinRemembered()
  const c = content.data
  const allowed =
    !!c &&
    (pinRemembered ||
      parentalDecision({
        action: 'vod',
        age: c.age,
        adult: c.is_adult,
        user,
        // the remembered PIN window is pinRemembered above
        lastEntryAt: null,
        now: 0,
      }).kind === 'allow')
  // history is read after any position save still on its way (leaving a player saves it)
  const [freshFor, setFreshFor] = useState<number | null>(null)
  const refetchMeta = meta.refetch
  const sessionReady = session.status !== 'starting'
  useEffect(() => {
    if (!sessionReady || id === null) return
    let alive = true
    void pendingSave()
      .then(() => refetchMeta())
      .then(() => {
        if (alive) setFreshFor(id)
      })
    return () => {
      alive = false
    }
  }, [id, refetchMeta, sessionReady])
  const metaFresh = (freshFor === id && !!meta.data) || meta.isError
  const libraryId = meta.data?.stream_using.library_id ?? c?.library_id
  // issue 30: a blocked account (-2) plays nothing behind the block dialog
  const blocked = useAccountBlocked()
  const stream = useContentStream(libraryId, id, allowed && metaFresh && !c?.is_announcement && !blocked)
  // a refused stream (the first answer or a renewal) may be a block set meanwhile: read it again
  const refreshBlockStatus = useRefreshBlockStatus()
  const refused = isApiError(stream.error) && stream.error.code === ERROR_CODES.permissionDenied
  useEffect(() => {
    if (refused) refreshBlockStatus()
  }, [refused, refreshBlockStatus])
  // issue 8, 30: the server wants the PIN (its window passed, another sign-in, the device's film
  // switch, whatever this browser remembered): the page asks it, and asks the stream again after it
  const parentalRequired = isApiError(stream.error) && stream.error.code === ERROR_CODES.parentalRequired
  useEffect(() => {
    if (parentalRequired) parentalStore.forgetEntry()
  }, [parentalRequired])
  const refetchStream = stream.refetch
  useEffect(() => {
    if (parentalRequired && pinRemembered) void refetchStream()
  }, [parentalRequired, pinRemembered, refetchStream])
  const episodes = useEpisodes(c?.parent_id ?? null, !!c?.parent_id)
  const next = useMemo(
    () => (c && episodes.data ? nextEpisode(episodes.data, c.id) : undefined),
    [c, episodes.data],
  )

  const save = useSavePosition()
  const lastSaved = useRef<number | null>(null)
  const statId = stream.data?.stat.id
  const canSave = isSignedIn(session)
  const onPosition = useCallback(
    (seconds: number, _duration: number, reason: 'tick' | 'pause' | 'leave') => {
      if (!statId || !canSave || !shouldSavePosition(reason, seconds, lastSaved.current)) return
      lastSaved.current = seconds
      save({ statId, seconds })
    },
    [statId, canSave, save],
  )

  const source = useMemo<PlayerSource | null>(() => {
    const s = stream.data
    if (!s) return null
    return vodSource(s, resumePosition(meta.data?.history), packshotQueue(s.packshots))
    // the resume position is read once per stream answer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stream.data])
  // issue 8: the same answer asked again for a fresh media token (no packshots: the film goes on)
  const refresh = useCallback(async () => {
    if (libraryId === undefined || id === null) return null
    const fresh = await fetchContentStream(libraryId, id).catch((error: unknown) => {
      if (isApiError(error) && error.code === ERROR_CODES.permissionDenied) refreshBlockStatus()
      throw error
    })
    return vodSource(fresh, undefined, [])
  }, [libraryId, id, refreshBlockStatus])
  const points = useMemo(() => toPlaybackPoints(stream.data?.playback_points), [stream.data])

  const title = c?.title ?? t('section_watch')
  usePageTitle(c?.title) // the tab names what plays (the route's 'watch' until it loads)
  if (id === null)
    return (
      <Overlay title={title} onClose={close}>
        <NotFound textKey="not_found_content" />
      </Overlay>
    )
  if (meta.data && !meta.data.is_available && meta.data.is_lost)
    return (
      <Overlay title={title} onClose={close}>
        <NotFound textKey="not_found_content" />
      </Overlay>
    )
  if (content.isError)
    return (
      <Overlay title={title} onClose={close}>
        <LoadFailure
          error={content.error}
          notFoundKey="not_found_content"
          title={t('content_load_failed')}
          onRetry={() => void content.refetch()}
        />
      </Overlay>
    )
  if (!c)
    return (
      <Overlay title={title} onClose={close}>
        <Spinner />
      </Overlay>
    )
  if (c.is_announcement)
    return (
      <Overlay title={title} onClose={close}>
        <Gate title={t('warning_episode_is_announcement')} />
      </Overlay>
    )
  if (blocked)
    return (
      <Overlay title={title} onClose={close}>
        <Gate title={t('block_default')}>
          <p>{t('block_help')}</p>
        </Gate>
      </Overlay>
    )
  if (!allowed || (parentalRequired && !pinRemembered))
    return (
      <Overlay title={title} onClose={close}>
        <Gate title={t('content_pin_required')}>
          <Button onClick={() => modal.open('pincode')}>{t('channel_enter_pin')}</Button>
        </Gate>
      </Overlay>
    )
  if (stream.isError) {
    const forbidden = isApiError(stream.error) && stream.error.status === 403
    const pay = meta.data?.buttons.find((b) => b.button_type === 'pay')
    return (
      <Overlay title={title} onClose={close}>
        <Gate
          title={forbidden ? (pay ? pay.caption : t('content_not_available')) : t('error_video_download')}
        >
          {forbidden && pay ? (
            // spec 3 §4 "Content play action": an unpurchased title offers its purchase, then plays
            <Button
              onClick={() => {
                const action = buttonAction(pay)
                requestPurchase(c.id, c.id, action.kind === 'offer' ? action.data : undefined)
              }}
            >
              {pay.sub_caption ? `${pay.caption} · ${pay.sub_caption}` : pay.caption}
            </Button>
          ) : forbidden ? (
            <ButtonLink to={`/contents/${c.slug}`} replace state={location.state as unknown}>
              {t('content_open_card')}
            </ButtonLink>
          ) : (
            <Button onClick={() => void stream.refetch()}>{t('player_retry')}</Button>
          )}
        </Gate>
      </Overlay>
    )
  }
  return (
    <Overlay title={title} onClose={close}>
      {source ? (
        <VodPlayer
          source={source}
          sourceKey={`content-${c.id}-${stream.data?.stat.id ?? 0}`}
          title={title}
          points={points}
          screenshotTimings={stream.data?.screenshot_timings}
          refresh={refresh}
          onPosition={onPosition}
          next={
            next
              ? {
                  title: next.title,
                  onPlay: () =>
                    void navigate(`/watch/${next.id}`, { replace: true, state: location.state as unknown }),
                }
              : null
          }
        />
      ) : (
        <Spinner />
      )}
    </Overlay>
  )
}

/** /trailers/{id} (spec 3 §2): the trailer player. */
export function TrailerPage() {
  const { t } = useTranslation()
  const params = useParams()
  const id = contentIdOf(params.id)
  const trailer = useTrailerStream(id)
  const close = useCloseModalPage()
  const title = trailer.data?.title ?? t('section_trailer')
  usePageTitle(trailer.data?.title)
  const refresh = useCallback(() => (id === null ? Promise.resolve(null) : refreshTrailer(id)), [id])
  const source = useMemo<PlayerSource | null>(
    () =>
      trailer.data
        ? {
            kind: 'hls',
            urls: { hls: trailer.data.hls },
            live: false,
            ...(trailer.data.img ? { poster: trailer.data.img } : {}),
          }
        : null,
    [trailer.data],
  )
  if (id === null)
    return (
      <Overlay title={title} onClose={close}>
        <NotFound />
      </Overlay>
    )
  if (trailer.isError)
    return (
      <Overlay title={title} onClose={close}>
        <LoadFailure
          error={trailer.error}
          title={t('content_load_failed')}
          onRetry={() => void trailer.refetch()}
        />
      </Overlay>
    )
  return (
    <Overlay title={title} onClose={close}>
      {source ? (
        <VodPlayer source={source} sourceKey={`trailer-${id}`} title={title} refresh={refresh} />
      ) : (
        <Spinner />
      )}
    </Overlay>
  )
}

/** The player source of a content's stream answer. */
function vodSource(
  s: { hls_mbr: string | null; hls: string | null; img: string | null },
  startPosition: number | undefined,
  packshots: string[],
): PlayerSource {
  return {
    kind: 'hls',
    urls: { hls_mbr: s.hls_mbr, hls: s.hls },
    live: false,
    ...(startPosition === undefined ? {} : { startPosition }),
    ...(s.img ? { poster: s.img } : {}),
    packshots,
  }
}
