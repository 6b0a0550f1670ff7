import { describe, expect, it } from 'vitest'
import { ApiError, loadFailureOf } from './api-error'

const failure = (status: number) => new ApiError({ status, code: 'x', message: '', endpointId: 'getContent' })

describe('loadFailureOf (issue 32: a bad id says not found, a lost connection says network)', () => {
  it.each([
    [404, 'not-found'],
    [0, 'network'],
    [500, 'server'],
    [503, 'server'],
    [400, 'server'],
    [403, 'server'],
  ] as const)('an API answer %i is %s', (status, kind) => {
    expect(loadFailureOf(failure(status))).toBe(kind)
  })

  it('a thrown error that is no API answer is the service failing, not the network', () => {
    expect(loadFailureOf(new TypeError('x is undefined'))).toBe('server')
  })
})
