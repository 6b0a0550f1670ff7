import { describe, expect, it, vi } from 'vitest'
import { agreementRequests } from './agreement-request'

describe('agreementRequests (spec 3 §2: accept only with a packet agreement and callback)', () => {
  it('finds the request by its key until it is cleared', () => {
    const onAccept = vi.fn()
    const key = agreementRequests.put({ title: 'Ночной 18+', text: 'Terms', onAccept })
    expect(agreementRequests.get(key)).toMatchObject({ title: 'Ночной 18+', text: 'Terms' })
    agreementRequests.get(key)?.onAccept()
    expect(onAccept).toHaveBeenCalledOnce()
    agreementRequests.clear(key)
    expect(agreementRequests.get(key)).toBeNull()
  })

  it('a newer request makes the older key find nothing; no key finds nothing', () => {
    const old = agreementRequests.put({ title: 'a', text: 'a', onAccept: () => {} })
    const fresh = agreementRequests.put({ title: 'b', text: 'b', onAccept: () => {} })
    expect(agreementRequests.get(old)).toBeNull()
    expect(agreementRequests.get(fresh)?.title).toBe('b')
    expect(agreementRequests.get(undefined)).toBeNull()
    agreementRequests.clear(old) // clearing a stale key leaves the current one
    expect(agreementRequests.get(fresh)?.title).toBe('b')
  })
})
