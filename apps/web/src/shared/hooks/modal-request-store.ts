import type { ModalId } from './modal-ids'

/** A modal asked for without the hash (spec 3 §2: message, pay_iframe, pay_redirect), with its data. */
export interface ModalRequest {
  id: ModalId
  payload?: Record<string, unknown>
}

type Listener = () => void
let current: ModalRequest | null = null
/** Last payload per modal, kept after the request clears so a closing modal keeps its text. */
const lastPayloads = new Map<ModalId, Record<string, unknown> | undefined>()
const listeners = new Set<Listener>()

/** In-memory store of the no-hash modal request; the modal host subscribes to it. */
export const modalRequestStore = {
  get: (): ModalRequest | null => current,
  set: (request: ModalRequest | null): void => {
    current = request
    if (request) lastPayloads.set(request.id, request.payload)
    listeners.forEach((listener) => listener())
  },
  /** A hash modal opened with (or without) data: the host reads it through `payloadOf`. */
  remember: (id: ModalId, payload: Record<string, unknown> | undefined): void => {
    lastPayloads.set(id, payload)
    listeners.forEach((listener) => listener())
  },
  /** The data the modal was last opened with. */
  payloadOf: (id: ModalId): Record<string, unknown> | undefined => lastPayloads.get(id),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
