import { useEffect, useMemo, useState } from 'react'
import { DEFAULT_ONLINE_CHECK_URL, PACKSHOT_FADE_MS } from '@efir/player'
import { useMediaQuery } from '../../shared/hooks/use-media-query'
import { createController, usePlayerController } from '../../shared/player-chrome/use-player-controller'
import { refreshTrailer, trailerSource, useTrailerStream } from './trailer-stream'
import styles from './content-page.module.css'

/**
 * Spec 3 §2 "background image or trailer": the trailer plays muted behind the card on wide screens and
 * fades in over 4500 ms once it plays (spec 3 §9 "trailer fade"); never with reduced motion.
 */
export function TrailerBackground({ trailerId }: { trailerId: number }) {
  const wide = useMediaQuery('(min-width: 933px)')
  const still = useMediaQuery('(prefers-reduced-motion: reduce)')
  if (!wide || still) return null
  return <TrailerVideo trailerId={trailerId} />
}

function TrailerVideo({ trailerId }: { trailerId: number }) {
  const trailer = useTrailerStream(trailerId)
  const player = usePlayerController(createController, () => refreshTrailer(trailerId))
  const { ensure, controller, videoRef } = player
  const [shown, setShown] = useState(false)
  const hls = trailer.data?.hls
  const source = useMemo(() => (hls ? trailerSource(hls) : null), [hls])
  useEffect(() => {
    if (!source) return
    const controller = ensure(DEFAULT_ONLINE_CHECK_URL)
    controller.setMuted(true)
    void controller.load(source)
  }, [ensure, source])
  useEffect(
    () =>
      controller?.attachListener((event) => {
        if (event.type === 'playing') setShown(true)
      }),
    [controller],
  )
  return (
    <video
      ref={videoRef}
      className={styles.heroTrailer}
      style={{ opacity: shown ? 1 : 0, transitionDuration: `${PACKSHOT_FADE_MS}ms` }}
      muted
      loop
      playsInline
      aria-hidden="true"
      tabIndex={-1}
    />
  )
}
