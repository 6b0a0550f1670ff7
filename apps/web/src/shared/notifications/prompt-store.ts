import { useSyncExternalStore } from 'react'
import { mayReopen, type PromptKind } from './prompt-rules'

// The one prompt on screen (spec 3 §4: one at a time) and when each kind was last closed.
let active: PromptKind | null = null
const listeners = new Set<() => void>()
const closedKey = (kind: PromptKind) => `notification_closed_${kind}`

function set(next: PromptKind | null) {
  if (next === active) return
  active = next
  listeners.forEach((l) => l())
}

function closedAt(kind: PromptKind): number | null {
  const raw = Number(localStorage.getItem(closedKey(kind)))
  return Number.isFinite(raw) && raw > 0 ? raw : null
}

export const promptStore = {
  /** Shows `kind` unless another prompt is up or it was closed within its reopen delay. */
  show(kind: PromptKind, now = Date.now()): void {
    if (active === null && mayReopen(kind, closedAt(kind), now)) set(kind)
  },
  /** Closes the prompt and stores when (the reopen delay counts from here). */
  close(kind: PromptKind, now = Date.now()): void {
    localStorage.setItem(closedKey(kind), String(now))
    if (active === kind) set(null)
  },
  /** Takes a prompt away without counting it as closed (it has done its job or no longer applies). */
  dismiss(kind: PromptKind): void {
    if (active === kind) set(null)
  },
  get: (): PromptKind | null => active,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useActivePrompt(): PromptKind | null {
  return useSyncExternalStore(promptStore.subscribe, promptStore.get, promptStore.get)
}
