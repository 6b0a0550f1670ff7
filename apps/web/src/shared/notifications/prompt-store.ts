import { useSyncExternalStore } from 'react'
import { isNumber, storedItem } from '../storage/stored-item'
import type { PromptClosings, PromptKind } from './prompt-rules'

/**
 * What the prompt host cannot see for itself (spec 3 §4 "Notification prompts"): the kinds other code
 * asked for (register after a channel or content opened, the survey after unsubscribing), the kinds
 * closed in this page session, and when each kind was last closed (stored: the reopen delays of §9
 * count from there, across visits).
 */
export interface PromptFacts extends PromptClosings {
  asked: ReadonlySet<PromptKind>
  /** route changes since the page loaded (spec 3 §4: the permission prompt hides after more than one) */
  navigationSteps: number
}

/** When a kind was last closed (ms since epoch, its String() under the key). */
const closedItem = (kind: PromptKind) =>
  storedItem(`notification_closed_${kind}`, (v): v is number => isNumber(v) && v > 0)

const closedAt = (kind: PromptKind): number | null => closedItem(kind).read() ?? null

let facts: PromptFacts = { asked: new Set(), closedThisSession: new Set(), navigationSteps: 0, closedAt }
let lastPath: string | null = null
const listeners = new Set<() => void>()

function update(next: Omit<PromptFacts, 'closedAt'>) {
  facts = { ...next, closedAt }
  listeners.forEach((l) => l())
}

const withKind = (set: ReadonlySet<PromptKind>, kind: PromptKind) => new Set(set).add(kind)
function withoutKind(set: ReadonlySet<PromptKind>, kind: PromptKind) {
  const next = new Set(set)
  next.delete(kind)
  return next
}

export const promptStore = {
  /** A kind that shows on request became due (the host still decides: one at a time, reopen delays). */
  ask(kind: PromptKind): void {
    if (!facts.asked.has(kind)) update({ ...facts, asked: withKind(facts.asked, kind) })
  },
  /** Takes a request back without counting it as closed (it did its job or no longer applies). */
  withdraw(kind: PromptKind): void {
    if (facts.asked.has(kind)) update({ ...facts, asked: withoutKind(facts.asked, kind) })
  },
  /** The viewer closed the prompt: stores when (the reopen delay counts from here). */
  close(kind: PromptKind, now = Date.now()): void {
    closedItem(kind).write(now)
    update({
      ...facts,
      asked: withoutKind(facts.asked, kind),
      closedThisSession: withKind(facts.closedThisSession, kind),
    })
  },
  /** The prompt did its job (answered, saved, installed): gone for this session, no close time stored. */
  finish(kind: PromptKind): void {
    update({
      ...facts,
      asked: withoutKind(facts.asked, kind),
      closedThisSession: withKind(facts.closedThisSession, kind),
    })
  },
  /** The route is `pathname` now: a change from the last one is a navigation step. */
  navigated(pathname: string): void {
    if (pathname === lastPath) return
    const first = lastPath === null
    lastPath = pathname
    if (!first) update({ ...facts, navigationSteps: facts.navigationSteps + 1 })
  },
  get: (): PromptFacts => facts,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function usePromptFacts(): PromptFacts {
  return useSyncExternalStore(promptStore.subscribe, promptStore.get, promptStore.get)
}
