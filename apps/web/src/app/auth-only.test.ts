import { describe, expect, it } from 'vitest'
import { qrTopUpPayload } from '../shared/commerce/qr-top-up'
import { isCloseForbidden } from './auth-only'

const at = (pathname: string, id: string, payload?: Record<string, unknown>, forcedLogin = false) =>
  isCloseForbidden({ id, payload, forcedLogin, pathname })

describe('auth-only (blocked) state: which modal cannot be closed (spec 3 §4 "Modal lifecycle")', () => {
  it.each([
    // block status -2: the block dialog
    ['/', 'block_alma', undefined, false, true],
    ['/channels', 'block_alma', undefined, false, true],
    // block status -1: the QR payment of the amount owed
    ['/', 'pay_qr_kaspi', qrTopUpPayload(1990), false, true],
    // a purchase's own QR dialog stays closable
    ['/', 'pay_qr_kaspi', undefined, false, false],
    // the app requires login and shows auth
    ['/', 'auth', undefined, true, true],
    ['/', 'auth', undefined, false, false],
    // an ordinary modal
    ['/', 'refill', undefined, false, false],
    // legal and info pages: everything may be closed
    ['/agreement', 'block_alma', undefined, false, false],
    ['/privacy', 'pay_qr_kaspi', qrTopUpPayload(10), false, false],
    ['/faq', 'auth', undefined, true, false],
    ['/packets/3', 'block_alma', undefined, false, false],
  ] as const)('%s #%s %j (login forced: %s) → cannot close: %s', (path, id, payload, forced, expected) => {
    expect(at(path, id, payload, forced)).toBe(expected)
  })
})
