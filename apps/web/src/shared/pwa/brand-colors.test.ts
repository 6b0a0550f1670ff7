import { describe, expect, it } from 'vitest'
import { BRAND_CACHE, BRAND_ENTRY, offlineColors, rememberBrandColors } from './brand-colors'

const AURORA = {
  primary: '#0f766e',
  on_primary: '#ffffff',
  accent: '#5eead4',
  background: '#0b1d2a',
  surface: '#12293a',
  text: '#e6f1f5',
}

/** A Cache Storage of one cache, as much of it as rememberBrandColors uses. */
function fakeStorage() {
  const entries = new Map<string, Response>()
  const opened: string[] = []
  const storage = {
    open: (name: string) => {
      opened.push(name)
      return Promise.resolve({
        put: (key: string, res: Response) => Promise.resolve(void entries.set(key, res)),
      })
    },
  } as unknown as CacheStorage
  return { storage, entries, opened }
}

describe('the brand’s colours for the offline page (issue 12)', () => {
  it('keeps the four the page is drawn in', () => {
    expect(offlineColors(AURORA)).toEqual({
      background: '#0b1d2a',
      text: '#e6f1f5',
      primary: '#0f766e',
      on_primary: '#ffffff',
    })
  })

  it.each([
    null,
    'x',
    { ...AURORA, text: undefined },
    { ...AURORA, background: 'red;}body{display:none' },
    { ...AURORA, primary: '</style><script>' },
  ])('takes nothing but plain colours (%j): none', (value) => {
    expect(offlineColors(value)).toBeNull()
  })

  it('stores them where the worker reads them', async () => {
    const { storage, entries, opened } = fakeStorage()
    await rememberBrandColors(AURORA, storage)
    expect(opened).toEqual([BRAND_CACHE])
    expect(offlineColors(await entries.get(BRAND_ENTRY)?.json())).toEqual(offlineColors(AURORA))
  })

  it('without Cache Storage or with a broken token stores nothing', async () => {
    await expect(rememberBrandColors(AURORA, undefined)).resolves.toBeUndefined()
    const { storage, opened } = fakeStorage()
    await rememberBrandColors({ ...AURORA, text: 'url(x)' }, storage)
    expect(opened).toEqual([])
  })
})
