import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../shared/api/api-error'
import { subscribeApiErrors } from '../shared/api/api-error-bus'
import { createQueryClient } from './providers'

const boom = () => new ApiError({ status: 400, code: 'validation_error', message: 'Boom', endpointId: 'x' })
const shown = vi.fn<(error: ApiError) => void>()
// each test listens on its own, so they pass in any order (`--sequence.shuffle`)
let unsubscribe: (() => void) | undefined
beforeEach(() => {
  unsubscribe = subscribeApiErrors(shown)
})
afterEach(() => {
  unsubscribe?.()
  shown.mockClear()
})

describe('the app query client (spec 1 §8 generic handler)', () => {
  it('shows a failed query and a failed mutation nobody handles', async () => {
    const client = createQueryClient()
    await client
      .fetchQuery({ queryKey: ['q'], queryFn: () => Promise.reject(boom()), retry: false })
      .catch(() => undefined)
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(boom()) })
      .execute(undefined)
      .catch(() => undefined)
    expect(shown).toHaveBeenCalledTimes(2)
    expect(shown.mock.calls[0]?.[0].message).toBe('Boom')
  })

  it('leaves alone the ones marked handlesErrors', async () => {
    const client = createQueryClient()
    const meta = { handlesErrors: true }
    await client
      .fetchQuery({ queryKey: ['q2'], queryFn: () => Promise.reject(boom()), retry: false, meta })
      .catch(() => undefined)
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(boom()), meta })
      .execute(undefined)
      .catch(() => undefined)
    expect(shown).not.toHaveBeenCalled()
  })
})
