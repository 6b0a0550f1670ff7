import { lazy, Suspense } from 'react'
import type { ModalFrameProps } from './modal-frame'

const loadModalFrame = () => import('./modal-frame')
const Frame = lazy(() => loadModalFrame().then((m) => ({ default: m.ModalFrame })))

/**
 * Fetches the dialog frame (and Radix Dialog with it) ahead of the first modal, so opening one shows no
 * delay; the shell calls it when the browser is idle.
 */
export function preloadModalFrame(): void {
  void loadModalFrame()
}

/**
 * The modal frame as a lazy chunk: Radix stays out of the initial JavaScript of every page. Renders
 * nothing for the moment the chunk may still be on its way.
 */
export function LazyModalFrame(props: ModalFrameProps) {
  return (
    <Suspense fallback={null}>
      <Frame {...props} />
    </Suspense>
  )
}
