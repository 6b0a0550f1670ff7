import { describe, expect, it } from 'vitest'
import {
  appendRows,
  autoAdvanceMs,
  autoAdvanceTarget,
  destinationAction,
  dotCount,
  hasMorePages,
  nextSlide,
  packetRowNeedsSlider,
  rowHref,
  rowPageSize,
  rowsPerLoad,
  rowViewOf,
  showsOpenAllTile,
  showsPromoBg,
  showsSeeAll,
  showsSliderArrows,
  slidePadding,
  sliderEdges,
  sliderTarget,
  withoutFourK,
  wantsPlainList,
  gridColumns,
  overscanLines,
  ROW_TEMPLATES,
} from './row-rules'

describe('rows and sliders (spec 3 §2)', () => {
  it('shows see-all over 2 items and the open-all tile over 6', () => {
    expect([1, 2, 3, 6, 7].map(showsSeeAll)).toEqual([false, false, true, true, true])
    expect([2, 6, 7, 20].map(showsOpenAllTile)).toEqual([false, false, true, true])
  })

  it('links see-all to /row/{slug or id} with library_id and text', () => {
    expect(rowHref({ id: 5, slug: 'drama' })).toBe('/row/drama')
    expect(rowHref({ id: 5, slug: null })).toBe('/row/5')
    expect(rowHref({ id: 5, slug: 'x', library_id: 3, text: 'ab c' })).toBe('/row/x?library_id=3&text=ab+c')
  })

  it('has arrows only above 480 px', () => {
    expect([320, 480, 481, 1280].map(showsSliderArrows)).toEqual([false, false, true, true])
  })

  it.each([
    [1920, 120],
    [1280, 120],
    [1279, 100],
    [1024, 100],
    [1023, 80],
    [933, 80],
    [932, 60],
    [481, 60],
    [480, 24],
    [320, 24],
  ])('slide padding at %i px is %i', (width, padding) => {
    expect(slidePadding(width)).toBe(padding)
  })

  it('auto-advances every 7000 ms or the row duration', () => {
    expect(autoAdvanceMs()).toBe(7000)
    expect(autoAdvanceMs(0)).toBe(7000)
    expect(autoAdvanceMs(5)).toBe(5000)
    expect([0, 1, 2].map((i) => nextSlide(i, 3))).toEqual([1, 2, 0])
  })

  it('the dots hide the last item', () => {
    expect([0, 1, 2, 5].map(dotCount)).toEqual([0, 0, 1, 4])
  })

  it('pages a slider by whole visible items and stops at the ends', () => {
    expect(sliderEdges(0, 1000, 3000)).toEqual({ canPrev: false, canNext: true })
    expect(sliderEdges(2000, 1000, 3000)).toEqual({ canPrev: true, canNext: false })
    expect(sliderTarget(1, 0, 1000, 3000, 300)).toBe(900)
    expect(sliderTarget(1, 1800, 1000, 3000, 300)).toBe(2000)
    expect(sliderTarget(-1, 600, 1000, 3000, 300)).toBe(0)
  })

  it('a packet row slides only when its 332 px items do not fit', () => {
    expect(packetRowNeedsSlider(3, 1000)).toBe(false)
    expect(packetRowNeedsSlider(4, 1000)).toBe(true)
  })

  it('a promo-bg row needs 2 items and a non-mobile view', () => {
    expect(showsPromoBg(1, false)).toBe(false)
    expect(showsPromoBg(2, false)).toBe(true)
    expect(showsPromoBg(5, true)).toBe(false)
  })

  it('drops rows with duplicate ids on concatenation', () => {
    const rows = appendRows([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }, { id: 3 }])
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3])
  })

  it('knows every template', () => {
    expect(ROW_TEMPLATES.map(rowViewOf)).toEqual([
      'poster',
      'landscape',
      'person',
      'channel',
      'channel',
      'history',
      'history',
      'collection',
      'button',
      'button',
      'promo-bg',
      'promo-wide',
      'packet',
      'packet',
      'packet',
    ])
  })
})

describe('row page (spec 3 §2)', () => {
  it.each([
    ['content-v', false, 21],
    ['content-h', false, 18],
    ['person', false, 24],
    [null, false, 24],
    ['content-v', true, 100],
  ] as const)('page size of %s (prerender %s) is %i', (template, prerender, size) => {
    expect(rowPageSize(template, prerender)).toBe(size)
  })

  it.each([
    [false, 24],
    [true, 100],
  ])('loads rowset rows %s prerender → %i per load (spec 3 §9)', (prerender, rows) => {
    expect(rowsPerLoad(prerender)).toBe(rows)
  })

  it('has no more when a page returns fewer than the limit', () => {
    expect(hasMorePages(21, 21)).toBe(true)
    expect(hasMorePages(20, 21)).toBe(false)
  })

  it('filters 4K items', () => {
    expect(withoutFourK([{ k: false }, { k: true }], (i) => i.k)).toEqual([{ k: false }])
  })
})

describe('destinations (spec 3 §2)', () => {
  it('content opens the card', () => {
    expect(destinationAction({ type: 'content', id: 7, slug: 'film-7' })).toEqual({
      kind: 'route',
      to: '/contents/film-7',
    })
    expect(destinationAction({ type: 'content', id: 7, library_id: 2 })).toEqual({
      kind: 'route',
      to: '/contents/7?library_id=2',
    })
  })
  it('text opens a message, open_url a new tab', () => {
    expect(destinationAction({ type: 'text', title: 'T', description: 'D' })).toEqual({
      kind: 'message',
      title: 'T',
      text: 'D',
    })
    expect(destinationAction({ type: 'open_url', src: 'https://x.example' })).toEqual({
      kind: 'external',
      url: 'https://x.example',
    })
  })
  it('packet uses the id without OTT for a non-OTT provider when it exists', () => {
    const d = { type: 'packet', id: 'ott_5', id_no_ott: 5 }
    expect(destinationAction(d)).toEqual({ kind: 'route', to: '/packets/ott_5' })
    expect(destinationAction(d, { ottProvider: false })).toEqual({ kind: 'route', to: '/packets/5' })
    expect(destinationAction({ type: 'packet', id: 9 }, { ottProvider: false })).toEqual({
      kind: 'route',
      to: '/packets/9',
    })
  })
  it('row and channel destinations open their pages', () => {
    expect(destinationAction({ type: 'row', id: 1001, slug: 'genre-drama' })).toEqual({
      kind: 'route',
      to: '/row/genre-drama',
    })
    expect(destinationAction({ type: 'channel', id: 102, slug: null })).toEqual({
      kind: 'route',
      to: '/channels/17/102',
    })
  })
  it('unknown or missing does nothing', () => {
    expect(destinationAction(null)).toEqual({ kind: 'none' })
    expect(destinationAction({ type: 'weird' })).toEqual({ kind: 'none' })
  })
})

describe('row page list (spec 3 §2, §9)', () => {
  const safari13 =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1'
  const safari16 = safari13.replace('Version/13.1.2', 'Version/16.4')
  it('prerender and old mobile Safari get a plain list', () => {
    expect(wantsPlainList('Mozilla/5.0 Prerender (+https://github.com/prerender/prerender)')).toBe(true)
    expect(wantsPlainList(safari13)).toBe(true)
    expect(wantsPlainList(safari16)).toBe(false)
    expect(wantsPlainList('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe(false)
  })
  it('fits grid columns and converts the 500 px overscan to lines', () => {
    expect(gridColumns(1200, 180, 16)).toBe(6)
    expect(gridColumns(300, 180, 16)).toBe(2)
    expect(overscanLines(320)).toBe(2)
    expect(overscanLines(100)).toBe(5)
  })
})

describe('autoAdvanceTarget (spec 3 §2: a promo row loop needs loop_count)', () => {
  it.each([
    // index, items, loops done, loop_count → next
    [0, 3, 0, null, { index: 1, loops: 0 }],
    [2, 3, 0, null, null], // no loop_count: stays on the last slide
    [2, 3, 0, 0, null],
    [2, 3, 0, 2, { index: 0, loops: 1 }],
    [2, 3, 1, 2, { index: 0, loops: 2 }],
    [2, 3, 2, 2, null], // loop_count loops made
    [0, 1, 0, 5, null], // one slide never advances
  ] as const)('%i of %i, %i loops, loop_count %s', (index, items, loops, loopCount, next) => {
    expect(autoAdvanceTarget(index, items, loops, loopCount)).toEqual(next)
  })
})
