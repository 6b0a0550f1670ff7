import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { castPlan, castSessionMessage, remotePlaybackMessage, type CastStatus } from './cast'
import type { CastConnection } from './cast-sender'

interface Options {
  videoRef: RefObject<HTMLVideoElement | null>
  url: string | null
  live: boolean
  alert: (text: string) => void
  /** a Cast sender session plays on the receiver: the local video stops */
  pauseLocal: () => void
  /** the session ended: the local video goes on (live: at the live edge) */
  resumeLocal: () => void
}

/** A frame that may not present (spec 2 §4 "requires ... presentation permission"). */
function sandboxed(): boolean {
  if (window.self === window.top) return false
  const policy = (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy
  return policy ? !policy.allowsFeature('presentation') : false
}

/**
 * spec 2 §4 "Casting and picture-in-picture": the Google Cast sender (loaded on the first press, a
 * lazy chunk plus Google's remote script) or the Remote Playback API, with the spec's messages when
 * neither can cast. While a cast runs, its panel replaces the controls.
 */
export function useCast(o: Options) {
  const { t } = useTranslation()
  const latest = useRef(o)
  useEffect(() => {
    latest.current = o
  })
  const [status, setStatus] = useState<CastStatus>('disconnected')
  const [device, setDevice] = useState<string | null>(null)
  const connection = useRef<CastConnection | null>(null)
  const busy = useRef(false)

  const tell = useCallback((key: string | null) => key && latest.current.alert(t(key)), [t])

  const remotePrompt = useCallback(
    (senderFailed: boolean) => {
      const remote: RemotePlayback | undefined = latest.current.videoRef.current?.remote
      if (!remote) return tell(senderFailed ? 'cast_init_failed' : 'cast_not_supported')
      remote
        .prompt()
        .catch((e: unknown) => tell(remotePlaybackMessage((e as { name?: string }).name, senderFailed)))
    },
    [tell],
  )

  // Remote Playback (AirPlay, Chrome's Media Router for plain sources) reports its own state
  useEffect(() => {
    const remote: RemotePlayback | undefined = o.videoRef.current?.remote
    if (!remote) return
    const onConnecting = () => setStatus('buffering')
    const onConnect = () => setStatus('connected')
    const onDisconnect = () => setStatus('disconnected')
    remote.addEventListener('connecting', onConnecting)
    remote.addEventListener('connect', onConnect)
    remote.addEventListener('disconnect', onDisconnect)
    return () => {
      remote.removeEventListener('connecting', onConnecting)
      remote.removeEventListener('connect', onConnect)
      remote.removeEventListener('disconnect', onDisconnect)
    }
  }, [o.videoRef])

  const start = useCallback(() => {
    const video = latest.current.videoRef.current
    // NOTE: `remote` is typed as always there, it is missing in Firefox and old browsers
    const remote: RemotePlayback | undefined = video?.remote
    const plan = castPlan({
      hasSource: !!latest.current.url,
      secureContext: window.isSecureContext,
      userAgent: navigator.userAgent,
      sandboxed: sandboxed(),
      remotePlayback: !!remote,
    })
    if (plan.kind === 'refuse') return tell(plan.message)
    if (plan.kind === 'remote-playback') return remotePrompt(false)
    // Chromium: the Cast sender chunk and Google's script load only now
    if (busy.current) return
    busy.current = true
    void import('./cast-sender')
      .then(async ({ loadCastSender, castWithSender, CastSessionError }) => {
        const api = await loadCastSender()
        if (!api) return plan.fallback ? remotePrompt(true) : tell('cast_init_failed')
        const url = new URL(latest.current.url ?? '', window.location.href).href
        try {
          const running = await castWithSender(api, url, latest.current.live, setStatus)
          connection.current = running
          setDevice(running.device)
        } catch (e) {
          tell(e instanceof CastSessionError ? castSessionMessage(e.code) : 'cast_connect_failed')
        }
      })
      .catch(() => tell('cast_init_failed'))
      .finally(() => {
        busy.current = false
      })
  }, [tell, remotePrompt])

  const stop = useCallback(() => {
    connection.current?.stop()
    connection.current = null
    setDevice(null)
    setStatus('disconnected')
  }, [])

  useEffect(() => () => connection.current?.stop(), [])
  const active = status !== 'disconnected'

  // a sender session plays on the receiver (Remote Playback moves the element's own playback itself)
  const senderCasting = device !== null && active
  const pausedLocal = useRef(false)
  useEffect(() => {
    if (senderCasting === pausedLocal.current) return
    pausedLocal.current = senderCasting
    if (senderCasting) latest.current.pauseLocal()
    else latest.current.resumeLocal()
  }, [senderCasting])

  return { start, stop, status, device, active }
}
