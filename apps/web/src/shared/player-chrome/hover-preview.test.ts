import { describe, expect, it } from 'vitest'
import { parseTimings, pickThumbnail, previewBoxWidth } from './hover-preview'

describe('spec 2 §4 hover preview', () => {
  it.each([
    [{ fullscreen: true, mobile: false }, 147],
    [{ fullscreen: true, mobile: true }, 147],
    [{ fullscreen: false, mobile: true }, 98],
    [{ fullscreen: false, mobile: false }, 122.5],
  ])('box width %o → %s', (view, width) => {
    expect(previewBoxWidth(view)).toBe(width)
  })

  const sprite = { seek_points: [0, 10_000, 20_000, 30_000, 40_000], sprite: 's.jpg', sprite_columns: 2 }
  it.each([
    [0, 0, 0],
    [9_999, 0, 0],
    [10_000, 196, 0],
    [25_000, 0, 110],
    [99_000, 0, 220],
  ])('at %s ms the tile is (%s, %s)', (ms, x, y) => {
    expect(pickThumbnail(sprite, ms)).toEqual({ url: 's.jpg', x, y, width: 196, height: 110 })
  })

  it('tiles map points onto the sprite', () => {
    const t = { seek_points: [0, 10_000], sprite: 's.jpg', sprite_columns: 10, tiles: [12, 13] }
    expect(pickThumbnail(t, 15_000)).toMatchObject({ x: 3 * 196, y: 110 })
  })

  it('one image per point, none before the first', () => {
    const t = { seek_points: [5_000, 15_000], images: ['a.jpg', 'b.jpg'] }
    expect(pickThumbnail(t, 1_000)).toBeNull()
    expect(pickThumbnail(t, 19_000)?.url).toBe('a.jpg')
    expect(pickThumbnail(t, 21_000)?.url).toBe('b.jpg')
  })

  it('an unexpected file is no preview', () => {
    expect(parseTimings({ seek_points: 'x' })).toBeNull()
    expect(parseTimings(null)).toBeNull()
    expect(parseTimings({ seek_points: [1, 2] })).toEqual({ seek_points: [1, 2] })
  })
})
