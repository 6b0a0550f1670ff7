import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

/**
 * The dialogs on screen, newest last, as far as the notification prompts care (spec 3 §4: "hidden
 * while a modal is open"). A modal page (a content card, a person) lends the prompt a slot inside its
 * dialog: Radix makes everything outside a modal dialog inert and closes the dialog on a click outside,
 * so a prompt drawn beside the card could not be clicked without closing the card. Any other dialog
 * has no slot and the prompt hides under it.
 */
export interface OverlayLayer {
  id: number
  /** the element the prompt is drawn into, or null: the prompt hides while this layer is on top */
  slot: HTMLElement | null
}

let open: readonly number[] = []
/** Slots by layer (a ref callback may name the slot before the layer's effect adds it). */
const slots = new Map<number, HTMLElement | null>()
let top: OverlayLayer | null = null
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  const id = open.at(-1)
  const slot = id === undefined ? null : (slots.get(id) ?? null)
  if (id !== top?.id || slot !== top?.slot) top = id === undefined ? null : { id, slot }
  listeners.forEach((l) => l())
}

const overlayLayers = {
  newId: (): number => nextId++,
  add(id: number): void {
    open = [...open, id]
    emit()
  },
  setSlot(id: number, slot: HTMLElement | null): void {
    slots.set(id, slot)
    emit()
  },
  remove(id: number): void {
    open = open.filter((layer) => layer !== id)
    slots.delete(id)
    emit()
  },
  top: (): OverlayLayer | null => top,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/**
 * Registers a dialog as an overlay layer while it is mounted. With `hostsPrompts`, the returned ref
 * callback names the element the prompt is drawn into; without, the prompt hides under this dialog.
 */
export function useOverlayLayer(hostsPrompts: boolean): (element: HTMLElement | null) => void {
  const [id] = useState(overlayLayers.newId)
  useEffect(() => {
    overlayLayers.add(id)
    return () => overlayLayers.remove(id)
  }, [id])
  return useCallback(
    (element: HTMLElement | null) => {
      if (hostsPrompts) overlayLayers.setSlot(id, element)
    },
    [id, hostsPrompts],
  )
}

/** The topmost dialog, or null when none is open. */
export function useTopOverlayLayer(): OverlayLayer | null {
  return useSyncExternalStore(overlayLayers.subscribe, overlayLayers.top, overlayLayers.top)
}
