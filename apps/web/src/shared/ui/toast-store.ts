/** One short notice (spec 3 §9: alerts stay 3 s); `announce` is for screen readers only (not drawn). */
export interface Toast {
  id: number
  text: string
  tone: 'info' | 'success' | 'error' | 'announce'
}

/** spec 3 §9 "Alert delay 3 s". */
export const TOAST_DURATION_MS = 3000

type Listener = () => void
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit(next: readonly Toast[]): void {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Global notice queue; render it once with `<ToastRegion />`. Texts are already translated. */
export const toastStore = {
  get: (): readonly Toast[] => toasts,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  show: (text: string, tone: Toast['tone'] = 'info'): number => {
    const id = nextId++
    emit([...toasts, { id, text, tone }])
    setTimeout(() => toastStore.dismiss(id), TOAST_DURATION_MS)
    return id
  },
  /** Says `text` through the same polite live region without drawing it (a player key's effect). */
  announce: (text: string): number => toastStore.show(text, 'announce'),
  dismiss: (id: number): void => {
    emit(toasts.filter((toast) => toast.id !== id))
  },
}
