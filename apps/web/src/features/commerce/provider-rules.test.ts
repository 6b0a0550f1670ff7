import { describe, expect, it } from 'vitest'
import {
  foreignPacketStep,
  landingBundlePacketPath,
  landingPacketPath,
  landingSections,
  PROVIDER_RULES,
  providerRule,
} from './provider-rules'

const packet = (
  id: number,
  price: string,
  base = false,
  kind: 'base' | 'additional' | 'promo' = base ? 'base' : 'additional',
) => ({
  id,
  name: `P${id}`,
  price,
  is_base: base,
  kind,
})
const bundle = (id: number, name: string, price: string) => ({ id, custom_name: name, custom_price: price })

describe('provider landing rules (spec 3 §2)', () => {
  it('is one table with the seven providers the spec names', () => {
    expect(
      Object.keys(PROVIDER_RULES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([8, 97, 442, 726, 760, 775, 922])
  })
  it('726 hides packets 424 and 430; 775 hides 66', () => {
    const packets = [packet(424, '1.00'), packet(430, '1.00'), packet(66, '1.00'), packet(1, '1.00')]
    expect(landingSections(726, packets, []).partner.map((p) => p.id)).toEqual([66, 1])
    expect(landingSections(775, packets, []).partner.map((p) => p.id)).toEqual([424, 430, 1])
    expect(landingSections(1, packets, []).partner.map((p) => p.id)).toEqual([424, 430, 66, 1])
  })
  it('8 sorts base packets by price; others keep the server order', () => {
    const packets = [packet(1, '4490.00', true), packet(2, '2990.00', true), packet(3, '990.00')]
    expect(landingSections(8, packets, []).base.map((p) => p.id)).toEqual([2, 1])
    expect(landingSections(9, packets, []).base.map((p) => p.id)).toEqual([1, 2])
  })
  it('97 and 922 sort bundles by name; others by custom price', () => {
    const bundles = [
      bundle(1, 'Максимум', '9990.00'),
      bundle(2, 'Интернет + ТВ', '7990.00'),
      bundle(3, 'Бизнес', '12000.00'),
    ]
    expect(landingSections(97, [], bundles).bundles.map((b) => b.id)).toEqual([3, 2, 1])
    expect(landingSections(922, [], bundles).bundles.map((b) => b.id)).toEqual([3, 2, 1])
    expect(landingSections(1, [], bundles).bundles.map((b) => b.id)).toEqual([2, 1, 3])
  })
  it('760 is shared; 442 uses the special modal; the rest neither', () => {
    expect(providerRule(760).shared).toBe(true)
    expect(providerRule(442).specialModal).toBe(true)
    expect(providerRule(1)).toMatchObject({ shared: false, specialModal: false, bundleOrder: 'custom_price' })
  })
  it('leaves the free (promo) packet out, splits base and partner packets', () => {
    const s = landingSections(
      1,
      [packet(0, '0.00', false, 'promo'), packet(1, '2990.00', true), packet(2, '1990.00')],
      [],
    )
    expect(s.base.map((p) => p.id)).toEqual([1])
    expect(s.partner.map((p) => p.id)).toEqual([2])
  })
  it('links packets by the id forms of the packet page', () => {
    expect(landingPacketPath('efir', 2)).toBe('/packets/efir_2')
    expect(landingBundlePacketPath(1, 2, 4)).toBe('/packets/1_2_4')
  })
  it('a packet of another provider: bought from a shared one, 442’s special modal, else the own provider page', () => {
    expect(foreignPacketStep(true, 726)).toBe('buy')
    expect(foreignPacketStep(false, 760)).toBe('buy')
    expect(foreignPacketStep(false, 442)).toBe('special-modal')
    expect(foreignPacketStep(false, 2)).toBe('own-provider-page')
    expect(foreignPacketStep(false, null)).toBe('own-provider-page')
  })
})
