import { getTransaction, linkCard } from '@efir/contract/routes'
import { useCallback, useEffect, useState } from 'react'
import { apiRequest, newIdempotencyKey } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { isNumber, isRecord, isString, storedItem } from '../../shared/storage/stored-item'
import { POLL_INTERVAL_MS, pollOutcome, shouldPoll } from './transaction-rules'

/*
 * Card linking (spec 3 §7 POST /v2/users/self/cards; §4 "The card-link check can be cancelled"): the
 * gateway's card page takes a verification payment, then sends the viewer back; the link transaction is
 * kept in localStorage across that round trip and polled like any transaction (every 5 s, 504 pending).
 */
const KEY = 'efir.card_link'

export interface StoredCardLink {
  id: number
  createdAt: number
  pollingSince: number
  /** The promo code the link was made for (promo wizard step 3), if any. */
  code: string | null
}

const isStoredCardLink = (v: unknown): v is StoredCardLink =>
  isRecord(v) &&
  isNumber(v.id) &&
  isNumber(v.createdAt) &&
  isNumber(v.pollingSince) &&
  (v.code === null || isString(v.code))

const cardLink = storedItem(KEY, isStoredCardLink)

export const cardLinkStore = {
  get: (): StoredCardLink | null => cardLink.read() ?? null,
  set: (value: StoredCardLink | null): void => {
    // storage blocked: the check cannot resume after the gateway
    cardLink.write(value ?? undefined)
  },
}

/** Starts linking a card and goes to the gateway's card page (a full-page redirect). */
export async function startCardLink(input: {
  accountId: number
  paysystem: string
  neededRefund?: boolean
  returnTo: string
  code: string | null
}): Promise<void> {
  const started = await apiRequest(linkCard, {
    body: {
      paysystem_shortname: input.paysystem,
      account_id: input.accountId,
      ...(input.neededRefund === undefined ? {} : { needed_refund: input.neededRefund }),
      return_url: input.returnTo,
    },
    idempotencyKey: newIdempotencyKey(),
  })
  const now = Date.now()
  cardLinkStore.set({
    id: started.id,
    createdAt: Date.parse(started.created_at) || now,
    pollingSince: now,
    code: input.code,
  })
  if (started.full_url) window.location.assign(started.full_url)
}

export type CardLinkState =
  | { phase: 'none' }
  | { phase: 'checking'; link: StoredCardLink }
  | { phase: 'complete'; link: StoredCardLink }
  | { phase: 'failed'; link: StoredCardLink; message: string | null }

/** Polls the stored card-link transaction; `cancel` stops it (and forgets it). */
export function useCardLinkCheck(): { state: CardLinkState; cancel: () => void; clear: () => void } {
  const [state, setState] = useState<CardLinkState>(() => {
    const link = cardLinkStore.get()
    return link ? { phase: 'checking', link } : { phase: 'none' }
  })
  const link = state.phase === 'checking' ? state.link : null
  useEffect(() => {
    if (!link) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      if (!shouldPoll(link, Date.now())) {
        cardLinkStore.set(null)
        setState({ phase: 'failed', link, message: null })
        return
      }
      let outcome
      try {
        outcome = pollOutcome(await apiRequest(getTransaction, { params: { id: link.id } }))
      } catch (error) {
        outcome = pollOutcome({ httpStatus: error instanceof ApiError ? error.status : 0 })
      }
      if (cancelled) return
      if (outcome.kind === 'continue') {
        timer = setTimeout(() => void tick(), POLL_INTERVAL_MS)
        return
      }
      cardLinkStore.set(null)
      if (outcome.kind === 'complete') setState({ phase: 'complete', link })
      else setState({ phase: 'failed', link, message: outcome.kind === 'error' ? outcome.message : null })
    }
    void tick()
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [link])
  const cancel = useCallback(() => {
    cardLinkStore.set(null)
    setState({ phase: 'none' })
  }, [])
  return { state, cancel, clear: cancel }
}
