import { describe, expect, it } from 'vitest'
import { qrTopUpAmount, qrTopUpPayload } from './qr-top-up'

describe('QR top-up data (spec 1 §4: -1 opens the QR payment dialog with the amount)', () => {
  it('carries the amount and cannot be closed', () => {
    expect(qrTopUpPayload(1500.5)).toEqual({ topUpAmount: 1500.5, closable: false })
    expect(qrTopUpAmount(qrTopUpPayload(1500.5))).toBe(1500.5)
  })
  it('without a positive amount it is a purchase QR', () => {
    expect(qrTopUpAmount(undefined)).toBeNull()
    expect(qrTopUpAmount({})).toBeNull()
    expect(qrTopUpAmount({ topUpAmount: 0 })).toBeNull()
    expect(qrTopUpAmount({ topUpAmount: '100' })).toBeNull()
    expect(qrTopUpAmount({ topUpAmount: Number.NaN })).toBeNull()
  })
})
