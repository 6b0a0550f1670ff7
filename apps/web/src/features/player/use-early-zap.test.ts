import { describe, expect, it } from 'vitest'
import type { Channel } from '@efir/contract'
import { neighbourOfLink } from './use-early-zap'

const channel = (id: number, slug: string) => ({ id, slug }) as Channel

describe('neighbourOfLink (zap speed: a press on a neighbour card starts it at once)', () => {
  const neighbours = { previous: channel(101, 'efir-24'), next: channel(103, 'novosti-24') }
  it('finds the neighbour a channel link points to, by slug or id', () => {
    expect(neighbourOfLink('/channels/free/novosti-24', neighbours)?.id).toBe(103)
    expect(neighbourOfLink('/channels/17/101?x=1', neighbours)?.id).toBe(101)
    expect(neighbourOfLink('http://host/channel/efir-24/', neighbours)?.id).toBe(101)
  })
  it('ignores links to other channels and pages', () => {
    expect(neighbourOfLink('/channels/free/retro-kino', neighbours)).toBeUndefined()
    expect(neighbourOfLink('/packets', neighbours)).toBeUndefined()
    expect(neighbourOfLink('/persons/103', neighbours)).toBeUndefined()
    expect(neighbourOfLink('/channels/free/novosti-24', {})).toBeUndefined()
  })
})
