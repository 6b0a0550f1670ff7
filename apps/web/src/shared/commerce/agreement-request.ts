import type { BackgroundState } from '../hooks/background-location'

/*
 * spec 3 §2 "Agreement": accept and cancel appear only with a packet agreement and a callback. The
 * purchase step that needs the agreement (features/commerce) puts its request here and opens
 * /agreement with the request's key in the history state; the agreement page (features/info-pages)
 * shows the packet's text with Accept and Cancel, and Accept runs the callback. Without the key (the
 * footer's link, a reload) the page is the operator's agreement from network data, with no buttons.
 */

/** A packet agreement to accept: the packet's name, its agreement text and what accepting does. */
export interface AgreementRequest {
  title: string
  text: string
  onAccept: () => void
}

/** History state of /agreement opened for a packet: the request and the address it returns to. */
export interface AgreementState extends BackgroundState {
  agreementRequest?: string
  backUrl?: string
}

// One request at a time: the purchase flow asks for one agreement; an older key finds nothing.
let current: { key: string; request: AgreementRequest } | null = null
let counter = 0

export const agreementRequests = {
  /** Keeps the request and answers the key to carry in /agreement's history state. */
  put(request: AgreementRequest): string {
    counter += 1
    current = { key: `agreement-${counter}-${Date.now()}`, request }
    return current.key
  },
  get(key: string | undefined): AgreementRequest | null {
    return key !== undefined && current?.key === key ? current.request : null
  },
  /** Done with it (accepted or cancelled): the key finds nothing any more. */
  clear(key: string | undefined): void {
    if (current?.key === key) current = null
  },
}
