import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { showApiError, subscribeApiErrors } from './api-error-bus'

const failure = (code: string) => new ApiError({ status: 500, code, message: code, endpointId: 'x' })

describe('the error bus', () => {
  it('keeps errors shown before the dialog host subscribed (the start-up runs before the first render), a few at most', () => {
    for (const code of ['a', 'b', 'c', 'd']) showApiError(failure(code))
    const listener = vi.fn()
    const stop = subscribeApiErrors(listener)
    expect(listener.mock.calls.map(([error]) => (error as ApiError).code)).toEqual(['a', 'b', 'c'])
    showApiError(failure('e'))
    expect(listener).toHaveBeenCalledTimes(4)
    stop()
    // delivered once: a second host does not get them again
    const second = vi.fn()
    subscribeApiErrors(second)()
    expect(second).not.toHaveBeenCalled()
  })
})
