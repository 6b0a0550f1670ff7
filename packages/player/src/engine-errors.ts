// Spec 2 §4 "Errors and recovery" applied: what the controller does with an hls.js error once
// recovery.ts has decided. The decision is pure; this is where it touches the engine and the video.
import type { ErrorData } from 'hls.js'
import type { EngineContext } from './engine-context'
import type { EngineErrorInfo, RecoveryAction } from './recovery'

/** Carries out `action` for the hls.js error `info`; a 403 refresh goes back to the controller. */
export function applyRecovery(
  ctx: EngineContext,
  action: RecoveryAction,
  info: EngineErrorInfo,
  data: ErrorData,
  refreshToken: () => void,
): void {
  const hls = ctx.engines.hls
  const video = ctx.video
  const position = video?.currentTime ?? -1
  switch (action.kind) {
    case 'ignore':
      return
    case 'restart-load':
      return hls?.startLoad(ctx.store.get().live ? -1 : position)
    case 'retry-fragment':
      if (info.fatal) hls?.startLoad(position)
      return
    case 'recover-media':
      return hls?.recoverMediaError()
    case 'remove-top-level':
      return hls?.removeTopLevel()
    case 'codec-error':
      video?.pause()
      hls?.stopLoad()
      return ctx.fail({ kind: 'codec', details: info.details }, { codecError: true })
    case 'video-error':
      return ctx.store.set({ videoError: true, errorCount: 0 })
    case 'refresh-token':
      return refreshToken()
    case 'forbidden':
      return ctx.fail({ kind: 'forbidden', details: info.details, code: 403, url: data.url }, {}, true)
    case 'destroy':
      return ctx.fail(
        { kind: info.type === 'keySystemError' ? 'drm' : 'fatal', details: info.details },
        {},
        true,
      )
    case 'pause-and-destroy':
      video?.pause()
      return ctx.fail({ kind: 'download', details: info.details, url: data.url }, {}, true)
  }
}
