import { describe, expect, it } from 'vitest'
import { blockAction, blockDialog, blockLifted } from './block-rules'

const base = { amount: 0, message_detail: null }

describe('blockAction (spec 1 §4 "Block status")', () => {
  it('-2 opens the block dialog with the server message', () => {
    expect(blockAction({ ...base, status: -2, message_detail: 'Blocked' })).toEqual({
      kind: 'block',
      message: 'Blocked',
    })
    expect(blockAction({ ...base, status: -2, message_detail: '' })).toEqual({ kind: 'block', message: null })
  })
  it('-1 asks for the amount; without an amount nothing opens', () => {
    expect(blockAction({ ...base, status: -1, amount: 1990 })).toEqual({ kind: 'pay', amount: 1990 })
    expect(blockAction({ ...base, status: -1 })).toEqual({ kind: 'none' })
  })
  it('any other status or no answer does nothing', () => {
    expect(blockAction({ ...base, status: 0 })).toEqual({ kind: 'none' })
    expect(blockAction(null)).toEqual({ kind: 'none' })
    expect(blockAction(undefined)).toEqual({ kind: 'none' })
  })
  it('the block is lifted once the status is no longer -2', () => {
    expect(blockLifted({ status: 0 })).toBe(true)
    expect(blockLifted({ status: -2 })).toBe(false)
    expect(blockLifted(undefined)).toBe(false)
  })
})

describe('blockDialog (spec 1 §4: -2 block_alma; -1 the QR payment dialog with the amount)', () => {
  it('-2 opens block_alma with the message', () => {
    expect(blockDialog({ kind: 'block', message: 'Blocked' })).toEqual({
      id: 'block_alma',
      payload: { message: 'Blocked' },
    })
  })
  it('-1 opens the Kaspi QR topping up the amount, not closable', () => {
    expect(blockDialog({ kind: 'pay', amount: 1500.5 })).toEqual({
      id: 'pay_qr_kaspi',
      payload: { topUpAmount: 1500.5, closable: false },
    })
  })
  it('nothing else opens a dialog', () => {
    expect(blockDialog({ kind: 'none' })).toBeNull()
  })
})
