import { describe, expect, it } from 'vitest'
import {
  buyStep,
  dueNow,
  frameReturnUrl,
  isPaymentReturned,
  needsBasePacket,
  offerButton,
  ownedWarning,
  offerPaymentStep,
  payformModal,
  payRestStep,
  paymentFailure,
  periodStep,
  primaryCard,
  qrAnswer,
  returnUrl,
  shortfall,
} from './purchase-rules'

describe('purchase flow rules (spec 3 §4)', () => {
  it('step 2: an add-on without an owned base packet shows the base packets first', () => {
    const addon = { is_base: false, kind: 'additional' }
    expect(needsBasePacket(addon, [{ is_base: true, owned: false }])).toBe(true)
    expect(needsBasePacket(addon, [{ is_base: true, owned: true }])).toBe(false)
    expect(needsBasePacket(addon, [], true)).toBe(false)
    expect(needsBasePacket({ is_base: true, kind: 'base' }, [])).toBe(false)
    // a film's packet needs no base packet
    expect(needsBasePacket({ is_base: false, kind: 'content' }, [])).toBe(false)
  })
  it('step 3: a trial or one period buys at once; several periods are confirmed', () => {
    const p = { is_have_trial: false, is_used_trial: false }
    expect(periodStep([p])).toBe('buy')
    expect(periodStep([p, p])).toBe('confirm_period')
    expect(periodStep([{ is_have_trial: true, is_used_trial: false }, p])).toBe('buy')
    expect(periodStep([{ is_have_trial: true, is_used_trial: true }, p])).toBe('confirm_period')
  })
  it('step 4: enough balance confirms, else pay systems; payment not allowed confirms', () => {
    expect(buyStep('2990.00', { amount: '2990.00' }, true)).toBe('confirm')
    expect(buyStep('1500.00', { amount: '2990.00' }, true)).toBe('paysystems')
    expect(buyStep('1500.00', { amount: null, total_price: '990.00' }, true)).toBe('confirm')
    expect(buyStep(null, { amount: '1.00' }, true)).toBe('paysystems')
    expect(buyStep('0.00', { amount: '2990.00' }, false)).toBe('confirm')
  })
  it('the shortfall is the price minus the balance, never negative', () => {
    expect(shortfall('2990.00', '1500.00')).toBe('1490.00')
    expect(shortfall('990.00', '1500.00')).toBe('0.00')
  })
  it('pay forms open their modals', () => {
    expect(payformModal({ payform_shortname: 'short_url', shortname: 'democard' })).toBe('pay_redirect')
    expect(payformModal({ payform_shortname: 'linkedcard', shortname: 'linkedcard' })).toBe('pay_card')
    expect(payformModal({ payform_shortname: 'phone_sms', shortname: 'demophone' })).toBe('pay_phone_sms')
    expect(payformModal({ payform_shortname: 'qrcode', shortname: 'demoqr' })).toBe('pay_qr')
    expect(payformModal({ payform_shortname: 'qrcode_png', shortname: 'kaspi' })).toBe('pay_qr_kaspi')
    expect(payformModal({ payform_shortname: 'info', shortname: 'invoice' })).toBe('info')
  })
  it('a card page shows inside the product only when iframe payment is enabled for it (spec 3 §2)', () => {
    const card = { payform_shortname: 'short_url', shortname: 'demoframe' }
    expect(payformModal({ ...card, iframe: true })).toBe('pay_iframe')
    expect(payformModal({ ...card, iframe: false })).toBe('pay_redirect')
    expect(payformModal(card)).toBe('pay_redirect')
    // the switch belongs to card pages only
    expect(payformModal({ payform_shortname: 'qrcode', shortname: 'demoqr', iframe: true })).toBe('pay_qr')
  })
  it('the framed card page returns to the return page of the same origin', () => {
    expect(frameReturnUrl('http://x:8202')).toBe('http://x:8202/payment-return.html')
  })
  it("only the product's own return page ends the framed payment", () => {
    const data = { type: 'efir:payment-returned' }
    expect(isPaymentReturned({ origin: 'http://x', data }, 'http://x')).toBe(true)
    expect(isPaymentReturned({ origin: 'http://evil', data }, 'http://x')).toBe(false)
    expect(isPaymentReturned({ origin: 'http://x', data: 'efir:payment-returned' }, 'http://x')).toBe(false)
    expect(isPaymentReturned({ origin: 'http://x', data: null }, 'http://x')).toBe(false)
  })
  it.each<[number, 'channel' | 'content' | null, string]>([
    [402, 'content', 'nofunds'],
    [400, 'content', 'in-form'],
    [404, 'channel', 'in-form'],
    [451, 'content', 'in-form'],
    [504, 'channel', 'in-form'],
    [403, 'content', 'general:quick_packets'],
    [409, 'content', 'general:quick_packets'],
    [500, 'content', 'general:quick_packets'],
    [0, 'content', 'general:quick_packets'],
    [403, 'channel', 'general:close'],
    [422, 'content', 'in-form'],
    [409, null, 'general:close'],
  ])('a payment answered %i (buying for a %s) → %s (spec 3 §7)', (status, kind, expected) => {
    const outcome = paymentFailure(status, kind ? { kind } : null)
    expect(outcome.kind === 'general' ? `general:${outcome.then}` : outcome.kind).toBe(expected)
  })
  it('an offer transaction answered 400 no_funds shows the no-funds modal (spec 3 §7)', () => {
    expect(paymentFailure(400, { kind: 'content' }, 'no_funds')).toEqual({ kind: 'nofunds' })
    expect(paymentFailure(400, { kind: 'content' }, 'payment_declined')).toEqual({ kind: 'in-form' })
  })
  it('QR 402/451 show the server QR; another 402 is no funds (spec 3 §7)', () => {
    expect(qrAnswer(451, { qrcode_url: 'u' })).toEqual({ kind: 'server-qr', url: 'u' })
    expect(qrAnswer(402, { qrcode_url: 'u' })).toEqual({ kind: 'server-qr', url: 'u' })
    expect(qrAnswer(402, undefined)).toEqual({ kind: 'nofunds' })
    expect(qrAnswer(500, undefined)).toEqual({ kind: 'error' })
  })
  it('the primary card, else the first', () => {
    expect(
      primaryCard([
        { is_primary: false, id: 1 },
        { is_primary: true, id: 2 },
      ])?.id,
    ).toBe(2)
    expect(primaryCard([{ is_primary: false, id: 1 }])?.id).toBe(1)
    expect(primaryCard([])).toBeNull()
  })
  it('the return address drops the modal and adds purchased=true', () => {
    expect(returnUrl('http://x/channels/all/a?x=1#paysystems')).toBe(
      'http://x/channels/all/a?x=1&purchased=true',
    )
  })
  it('a pay button with button_data names the offer: its packet and period', () => {
    expect(offerButton({ packet_id: 7, purchase_type_id: 7 })).toEqual({ packetId: 7, purchaseTypeId: 7 })
    expect(offerButton({ packet_id: 7 })).toBeNull()
    expect(offerButton(null)).toBeNull()
    expect(offerButton('7')).toBeNull()
  })
  it('an offer payment: paid from the balance, else the pay form of its system', () => {
    const pending = { status: 'pending' }
    const system = (payform_shortname: string, shortname = 'x') => ({ payform_shortname, shortname })
    expect(offerPaymentStep({ status: 'complete' }, system('provider_account'))).toBe('paid')
    expect(offerPaymentStep(pending, system('linkedcard'))).toBe('pay_card')
    expect(offerPaymentStep(pending, system('short_url'))).toBe('pay_redirect')
    expect(offerPaymentStep(pending, { ...system('short_url'), iframe: true })).toBe('pay_iframe')
    expect(offerPaymentStep(pending, system('qrcode_png', 'kaspi'))).toBe('pay_qr_kaspi')
    expect(offerPaymentStep(pending, system('phone_sms'))).toBe('pay_phone_sms')
    expect(offerPaymentStep(pending, system('info'))).toBe('pay_transaction')
  })
})

describe('dueNow (issue 29 §6: a trial is free, not a full charge)', () => {
  const week = { years: 0, months: 0, days: 7 }
  const type = { amount: '1490.00', trial_amount: '0.00', trial_period_human: week, is_used_trial: false }
  it('an offered trial charges its trial price now, so a free one goes to confirm with an empty balance', () => {
    const due = dueNow({ ...type, is_have_trial: true })
    expect(due).toEqual({ amount: '0.00', trial: true })
    expect(buyStep('0.00', { amount: due.amount }, true)).toBe('confirm')
  })
  it('a used trial, or none, charges the period’s price', () => {
    expect(dueNow({ ...type, is_have_trial: true, is_used_trial: true })).toEqual({
      amount: '1490.00',
      trial: false,
    })
    expect(dueNow({ ...type, is_have_trial: false, trial_amount: null, trial_period_human: null })).toEqual({
      amount: '1490.00',
      trial: false,
    })
    expect(buyStep('0.00', { amount: '1490.00' }, true)).toBe('paysystems')
  })
})

describe('ownedWarning (issue 29: what the viewer has is not bought again)', () => {
  const packet = { can_subscribe: true, kind: 'base', included_in: null, subscription: null }
  const running = { status: 'active', end_at: '2026-12-01T00:00:00Z', is_paused: false }
  it.each([
    ['buyable: no warning', packet, null],
    [
      'included in a running bundle',
      { ...packet, can_subscribe: false, included_in: { packet_name: 'Всё включено' } },
      { kind: 'included', name: 'Всё включено' },
    ],
    [
      'a film still rented: until when',
      { ...packet, kind: 'content', can_subscribe: false, subscription: running },
      { kind: 'owned', until: '2026-12-01T00:00:00Z' },
    ],
    [
      'awaiting payment: paid on, no warning',
      { ...packet, can_subscribe: false, subscription: { ...running, status: 'awaiting_payment' } },
      null,
    ],
    [
      'a paused one that cannot be bought: owned, no date',
      { ...packet, can_subscribe: false, subscription: { ...running, status: 'paused', is_paused: true } },
      { kind: 'owned', until: null },
    ],
    ['a promo packet shows no buttons at all', { ...packet, kind: 'promo', can_subscribe: false }, null],
  ] as const)('%s', (_, given, warning) => {
    expect(ownedWarning(given)).toEqual(warning)
  })
})

describe('payRestStep (issue 29 §3: pay the rest)', () => {
  it.each([
    ['the open flow of that packet goes on to the pay systems', { packetId: 2 }, 2, { kind: 'paysystems' }],
    ['an offer starts again', { packetId: 2, offer: true }, 2, { kind: 'subscription', packetId: 2 }],
    [
      'another packet’s flow: this one starts again',
      { packetId: 5 },
      2,
      { kind: 'subscription', packetId: 2 },
    ],
    ['no flow (another tab)', null, 2, { kind: 'subscription', packetId: 2 }],
    ['nothing known', null, null, null],
  ] as const)('%s', (_, flow, packetId, step) => {
    expect(payRestStep(flow, packetId)).toEqual(step)
  })
})
