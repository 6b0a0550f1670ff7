import { describe, expect, it } from 'vitest'
import {
  advantagesLocked,
  chooseGuideView,
  INSTRUCTION_ADVANTAGES,
  INSTRUCTION_DEVICES,
  isManualDevice,
  MANUAL_DEVICES,
} from './device-guides'

const g = (slug: string) => ({ slug })

describe('chooseGuideView (spec 3 §2 instructions and manuals)', () => {
  const guides = [g('other'), g('lg_tv'), g('android_tv'), g('smart_fridge')]

  it.each([null, undefined, '', '  '])(
    'with no device (%j) shows the chooser in the spec order',
    (device) => {
      expect(chooseGuideView(device, guides, INSTRUCTION_DEVICES)).toEqual({
        kind: 'chooser',
        guides: [g('android_tv'), g('lg_tv'), g('other')],
      })
    },
  )

  it('shows the steps of a listed device with a guide, whatever its case', () => {
    expect(chooseGuideView('LG_TV', guides, INSTRUCTION_DEVICES)).toEqual({
      kind: 'steps',
      guide: g('lg_tv'),
    })
  })

  it.each([
    ['a device outside the spec list, even with a guide', 'smart_fridge'],
    ['a listed device the operator wrote no guide for', 'sony'],
    ['a manual device asked of the instructions', 'dune'],
  ])('%s is unknown', (_, device) => {
    expect(chooseGuideView(device, guides, INSTRUCTION_DEVICES)).toEqual({ kind: 'unknown' })
  })

  it('the chooser is empty when the server has no guides (the spec: "shows nothing")', () => {
    expect(chooseGuideView(null, [], INSTRUCTION_DEVICES)).toEqual({ kind: 'chooser', guides: [] })
  })

  it('lists the spec devices and the four set-top boxes', () => {
    expect(INSTRUCTION_DEVICES).toHaveLength(11)
    expect(MANUAL_DEVICES).toEqual(['dune', 'tvip', 'eltex', 'mag'])
    expect(isManualDevice('mag')).toBe(true)
    expect(isManualDevice('android_tv')).toBe(false)
  })
})

describe('instruction advantages (spec 3 §2, §9)', () => {
  it('are four', () => expect(INSTRUCTION_ADVANTAGES).toHaveLength(4))
  it.each([
    ['starting', true],
    ['anonymous', true],
    ['guest', true],
    ['user', false],
  ] as const)('for a %s viewer locked: %s', (status, locked) => {
    expect(advantagesLocked(status)).toBe(locked)
  })
})
