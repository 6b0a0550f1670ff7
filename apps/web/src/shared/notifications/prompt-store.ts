import { useSyncExternalStore } from 'react'
import { isNumber, storedItem } from '../storage/stored-item'
import { mayReopen, type PromptKind } from './prompt-rules'

// The one prompt on screen (spec 3 §4: one at a time) and when each kind was last closed.
let active: PromptKind | null = null
const listeners = new Set<() => void>()
/** When a kind was last closed (ms since epoch, its String() under the key). */
const closedItem = (kind: PromptKind) =>
  storedItem(`notification_closed_${kind}`, (v): v is number => isNumber(v) && v > 0)

function set(next: PromptKind | null) {
  if (next === active) return
  active = next
  listeners.forEach((l) => l())
}

function closedAt(kind: PromptKind): number | null {
  return closedItem(kind).read() ?? null
}

export const promptStore = {
  /** Shows `kind` unless another prompt is up or it was closed within its reopen delay. */
  show(kind: PromptKind, now = Date.now()): void {
    if (active === null && mayReopen(kind, closedAt(kind), now)) set(kind)
  },
  /** Closes the prompt and stores when (the reopen delay counts from here). */
  close(kind: PromptKind, now = Date.now()): void {
    closedItem(kind).write(now)
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
