/** One short notice (spec 3 §9: alerts stay 3 s). */
export interface Toast {
  id: number
  text: string
  tone: 'info' | 'success' | 'error'
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
  dismiss: (id: number): void => {
    emit(toasts.filter((toast) => toast.id !== id))
  },
}
