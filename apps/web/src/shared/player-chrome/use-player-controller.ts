import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react'
import {
  OnlineWatcher,
  PlayerController,
  initialPlayerState,
  type PlayerControllerOptions,
  type PlayerSource,
  type PlayerState,
} from '@efir/player'
import { MOBILE_MAX_WIDTH } from '../ui/breakpoints'
import { playerStorage } from './player-storage'

/** Builds the controller of a mounted player (tests inject a fake). */
export type ControllerFactory = (
  video: HTMLVideoElement | null,
  options: PlayerControllerOptions,
) => PlayerController

export const createController: ControllerFactory = (video, options) => new PlayerController(video, options)

const IDLE_STATE = initialPlayerState()
const noSubscription = () => () => undefined

/**
 * ONE PlayerController per mounted player, created at the first stream answer (its online-check URL
 * feeds the OnlineWatcher, spec 2 §4 "Offline") and reused across channel switches; destroyed on unmount.
 * The stored volume and muted flag apply from the start (spec 2 §4); a preview starts muted whatever is
 * stored (it starts without the viewer's gesture, and its sound is its own mute toggle's).
 * A player that renders a second video element in the same place (`spareRef`) switches on it (the core's
 * `spareVideo`); `shownVideoRef` is the element on screen, a new object when the two change places.
 */
export function usePlayerController(
  factory: ControllerFactory,
  onForbidden: () => Promise<PlayerSource | null>,
  { startMuted = false }: { startMuted?: boolean } = {},
) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const spareRef = useRef<HTMLVideoElement>(null)
  const controllerRef = useRef<PlayerController | null>(null)
  const watcherRef = useRef<OnlineWatcher | null>(null)
  const forbiddenRef = useRef(onForbidden)
  const [controller, setController] = useState<PlayerController | null>(null)
  useEffect(() => {
    forbiddenRef.current = onForbidden
  })

  const ensure = useCallback(
    (onlineCheckUrl: string) => {
      if (controllerRef.current) return controllerRef.current
      const watcher = new OnlineWatcher({ url: onlineCheckUrl })
      const created = factory(videoRef.current, {
        onForbidden: () => forbiddenRef.current(),
        onlineWatcher: watcher,
        isMobile: window.innerWidth <= MOBILE_MAX_WIDTH,
        spareVideo: spareRef.current,
      })
      created.setVolume(playerStorage.volume())
      created.setMuted(startMuted || playerStorage.muted())
      watcherRef.current = watcher
      controllerRef.current = created
      setController(created)
      return created
    },
    [factory, startMuted],
  )

  useEffect(
    () => () => {
      controllerRef.current?.destroy()
      watcherRef.current?.destroy()
      controllerRef.current = null
      watcherRef.current = null
    },
    [],
  )

  const subscribe = useCallback(
    (fn: () => void) => (controller ? controller.subscribe(fn) : noSubscription()),
    [controller],
  )
  const getSnapshot = useCallback((): PlayerState => controller?.getState() ?? IDLE_STATE, [controller])
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  const shown = state.shownVideo
  const shownVideoRef = useMemo<RefObject<HTMLVideoElement | null>>(
    () => ({
      get current() {
        return (shown === 1 ? spareRef : videoRef).current
      },
    }),
    [shown],
  )
  return { videoRef, spareRef, shownVideoRef, controller, controllerRef, ensure, state }
}
