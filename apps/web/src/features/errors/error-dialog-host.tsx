import { lazy, Suspense, useEffect, useState } from 'react'
import type { ApiError } from '../../shared/api/api-error'
import { subscribeApiErrors } from '../../shared/api/api-error-bus'
import { useTopOverlayLayer } from '../../shared/ui/overlay-layers'

const loadErrorDialog = () => import('./error-dialog')
const ErrorDialog = lazy(loadErrorDialog)

/** Fetches the dialog's chunk ahead of the first error (the shell calls it when the browser is idle). */
export function preloadErrorDialog(): void {
  void loadErrorDialog()
}

/**
 * Mounted once by the shell: listens to showApiError (shared/api/api-error-bus) and shows the generic
 * error dialog of spec 1 §8. Tiny and eager; the dialog itself (Radix) loads on first use.
 */
export function ErrorDialogHost() {
  const [shown, setShown] = useState<{ error: ApiError; afterClose?: (() => void) | undefined }>()
  useEffect(() => subscribeApiErrors((error, afterClose) => setShown({ error, afterClose })), [])
  // issue 31: a modal that opens after the error (the sign-in dialog a failed start-up forces) would take
  // focus and hide the error from screen readers: the error dialog is laid anew above it (its z-index is
  // above every modal's too)
  const top = useTopOverlayLayer()
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <ErrorDialog
        key={top?.id ?? 0}
        error={shown.error}
        onClose={() => {
          setShown(undefined)
          shown.afterClose?.()
        }}
      />
    </Suspense>
  )
}
