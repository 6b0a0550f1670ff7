import { describe, expect, it } from 'vitest'
import {
  chooseImage,
  deviceClassOf,
  imageWidth,
  parseAspectRatio,
  pixelRatioCap,
  sizedImageUrl,
  type SourceImage,
} from './image-choice'

const img = (src: string, ar: string | number, type = 'cover'): SourceImage => ({ src, ar, type })

describe('chooseImage (spec 3 §5 content images)', () => {
  const all = [
    img('first', '1:1', 'other'),
    img('poster43', '4:3', 'poster'),
    img('poster169', '16:9', 'poster'),
    img('cover169', '16:9'),
    img('poster23', '2:3', 'poster'),
    img('cover916', '9:16'),
    img('cover23', '2:3'),
    img('cover34', '3:4'),
  ]

  it.each([
    ['wide', 'cover169'],
    ['horizontal', 'cover169'],
    ['vertical', 'cover34'],
  ] as const)('%s prefers covers', (shape, expected) => {
    expect(chooseImage(all, shape)).toBe(expected)
  })

  it('vertical walks 3:4, 2:3, 9:16 covers, then posters', () => {
    expect(
      chooseImage(
        all.filter((i) => i.src !== 'cover34'),
        'vertical',
      ),
    ).toBe('cover23')
    expect(chooseImage([img('cover916', '9:16'), img('poster34', '3:4', 'poster')], 'vertical')).toBe(
      'cover916',
    )
    expect(chooseImage([img('p', '2:3', 'poster'), img('x', '16:9')], 'vertical')).toBe('p')
  })

  it('horizontal falls back to a poster 16:9, then cover.src_16x9, then 4:3, then the first', () => {
    expect(chooseImage([img('p', '16:9', 'poster'), img('a', '1:1')], 'horizontal')).toBe('p')
    expect(chooseImage([img('a', '1:1')], 'horizontal', { src_16x9: 'c169' })).toBe('c169')
    expect(chooseImage([img('a', '1:1'), img('b', '4:3', 'poster')], 'horizontal')).toBe('b')
    expect(chooseImage([img('a', '1:1'), img('b', '2:3', 'poster')], 'horizontal')).toBe('a')
  })

  it('reads itype and numeric ratios', () => {
    expect(chooseImage([{ src: 'n', ar: 16 / 9, itype: 'cover' }], 'wide')).toBe('n')
  })

  it('gives nothing (the stub) without images', () => {
    expect(chooseImage([], 'vertical')).toBeUndefined()
    expect(chooseImage(undefined, 'wide', null)).toBeUndefined()
    expect(chooseImage([{ src: '', ar: '16:9', type: 'cover' }], 'wide')).toBeUndefined()
  })
})

describe('image widths (spec 3 §9)', () => {
  it('classes devices at 480 and 932', () => {
    expect([320, 480, 481, 932, 933, 1920].map(deviceClassOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ])
  })

  it('caps the pixel ratio at 2 above 1440 px and 3 above 1920 px', () => {
    expect(pixelRatioCap(1280)).toBe(1)
    expect(pixelRatioCap(1440)).toBe(1)
    expect(pixelRatioCap(1441)).toBe(2)
    expect(pixelRatioCap(1920)).toBe(2)
    expect(pixelRatioCap(1921)).toBe(3)
  })

  it.each([
    ['content-v', 1280, 2, 324],
    ['content-h', 1600, 2, 686],
    ['promo-bg', 2560, 3, 5760],
    ['promo-bg', 2560, 1.5, 2880],
    ['channel_logo', 1280, 1, 100],
    ['person', 1920, 3, 300],
    ['content-v', 375, 3, 320],
    ['promo-wide', 800, 1, 932],
  ] as const)('%s at %i px, ratio %d → %i', (kind, width, ratio, expected) => {
    expect(imageWidth(kind, width, ratio)).toBe(expected)
  })
})

describe('sizedImageUrl', () => {
  it('adds the width and the format to raster images', () => {
    expect(sizedImageUrl('/static/a.png', 324)).toBe('/static/a.png?w=324')
    expect(sizedImageUrl('/static/a.jpg?v=2', 648, 'webp')).toBe('/static/a.jpg?v=2&w=648&format=webp')
  })
  it('leaves vector and data images alone', () => {
    expect(sizedImageUrl('/static/a.svg', 324, 'webp')).toBe('/static/a.svg')
    expect(sizedImageUrl('/static/a.svg?x=1', 324)).toBe('/static/a.svg?x=1')
    expect(sizedImageUrl('data:image/png;base64,AA', 324)).toBe('data:image/png;base64,AA')
  })
})

describe('parseAspectRatio', () => {
  it.each([
    ['16:9', 16 / 9],
    ['2x3', 2 / 3],
    ['3/4', 0.75],
    ['1.5', 1.5],
    [1.78, 1.78],
    ['', undefined],
    ['wide', undefined],
    [null, undefined],
  ] as const)('%s', (ar, expected) => {
    expect(parseAspectRatio(ar)).toBe(expected)
  })
})
