import { useSyncExternalStore } from 'react'

/** Chromium's beforeinstallprompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let kept: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
let listening = false

/**
 * Starts keeping Chromium's beforeinstallprompt. Called at start-up (main.tsx): the prompt that offers
 * the install is a lazy chunk, and the event may come before it loads; it fires once per page.
 */
export function listenForInstall(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('beforeinstallprompt', (event) => {
    // spec 3 §4 "Install prompt": the browser's own mini-bar waits; our prompt offers the install
    event.preventDefault()
    kept = event as BeforeInstallPromptEvent
    listeners.forEach((l) => l())
  })
  window.addEventListener('appinstalled', () => {
    kept = null
    listeners.forEach((l) => l())
  })
}

const subscribe = (listener: () => void) => {
  listenForInstall()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const read = () => kept

/** The kept beforeinstallprompt event, or null when the browser offered no install (yet). */
export function useInstallEvent(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(subscribe, read, read)
}

/** Shows the browser's install dialog once; the kept event cannot be used again. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = kept
  if (!event) return 'dismissed'
  kept = null
  listeners.forEach((l) => l())
  await event.prompt()
  return (await event.userChoice).outcome
}
