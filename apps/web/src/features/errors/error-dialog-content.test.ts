import { describe, expect, it } from 'vitest'
import { ApiError } from '../../shared/api/api-error'
import { errorDialogContent, offersBackAction } from './error-dialog-content'

const t = (key: string) => (key === 'error' ? 'Error' : key)
const err = (p: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 400, code: 'validation_error', message: '', endpointId: 'x', ...p })

describe('generic error dialog (spec 1 §8)', () => {
  it("shows the server's message", () => {
    expect(errorDialogContent(err({ message: 'Nope' }), t)).toEqual({ text: 'Nope', fields: [] })
  })
  it('or the translated word error plus the status code', () => {
    expect(errorDialogContent(err({ status: 502 }), t).text).toBe('Error 502')
  })
  it('a string detail stands in for a missing message', () => {
    expect(errorDialogContent(err({ detail: 'Bad phone' }), t).text).toBe('Bad phone')
  })
  it('no response at all shows error_video_download', () => {
    expect(errorDialogContent(err({ status: 0 }), t).text).toBe('error_video_download')
  })
  it('an object detail lists each field as "field: text"', () => {
    expect(
      errorDialogContent(
        err({ message: 'Invalid', detail: { phone: 'too short', email: ['bad', 'taken'] } }),
        t,
      ).fields,
    ).toEqual(['phone: too short', 'email: bad, taken'])
  })
  it.each([
    ['/channels/first/live', false],
    ['/contents/12', false],
    ['/packets', false],
    ['/lk', false],
    ['/settings/start', false],
    ['/', true],
    ['/promo', true],
    ['/row/3', true],
    ['/channelsx', true],
  ])('back action on %s: %s', (path, expected) => {
    expect(offersBackAction(path)).toBe(expected)
  })
})
