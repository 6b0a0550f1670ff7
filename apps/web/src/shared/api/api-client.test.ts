import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyPromoKey,
  authOtp,
  getNetworkInfo,
  getRowset,
  getSelf,
  deleteDevice,
  login,
  patchStat,
} from '@efir/contract/routes'
import { apiRequest, askEarly, buildUrl, configureApiClient } from './api-client'
import { ApiError } from './api-error'
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages'

const network = {
  provider: null,
  remote: '1.2.3.4',
  country: 'KZ',
  is_country_allowed: true,
  is_guest_allowed: true,
  auto_auth: null,
  promo_days: null,
  default: { login_title: 't', login_description: 'd' },
  agreement: null,
  privacy: null,
  lk_link: null,
  languages: { available: [], audio: [], subtitle: [] },
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

const errorBody = (status: number, code: string, extra: object = {}) => ({
  status_code: status,
  error_code: code,
  message: `msg ${code}`,
  ...extra,
})

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let token: string | undefined
let onTokenError: ReturnType<typeof vi.fn<(error: ApiError) => void>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  token = 'tok123'
  onTokenError = vi.fn<(error: ApiError) => void>()
  configureApiClient({
    fetch: fetchMock,
    getBaseUrl: () => Promise.resolve('https://api.test'),
    getToken: () => token,
    onTokenError,
  })
})
afterEach(() => vi.restoreAllMocks())

const calledUrl = () => fetchMock.mock.calls[0]?.[0] as string
const calledInit = () => fetchMock.mock.calls[0]?.[1] ?? {}

describe('buildUrl', () => {
  it('fills path params, encodes query and skips undefined', () => {
    expect(buildUrl('https://a', deleteDevice, { id: 5 }, undefined, 't')).toBe(
      'https://a/v2/users/self/devices/5?access_token=t',
    )
    expect(buildUrl('', getNetworkInfo, undefined, { provider: 'a b', x: undefined }, 't')).toBe(
      '/v2/users/self/network?provider=a+b',
    )
  })
  it('never adds the token to an auth none endpoint', () => {
    expect(buildUrl('', getNetworkInfo, undefined, undefined, 'secret')).not.toContain('secret')
  })
})

describe('apiRequest', () => {
  it('sends access_token and Accept-Language from the stored language, parses and validates JSON', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'kk')
    fetchMock.mockResolvedValue(json(200, network))
    const data = await apiRequest(getNetworkInfo, { query: { provider: '1' } })
    expect(data.country).toBe('KZ')
    expect(calledUrl()).toBe('https://api.test/v2/users/self/network?provider=1')
    expect((calledInit().headers as Record<string, string>)['Accept-Language']).toBe('kk')
  })

  it('defaults Accept-Language to ru and sends a JSON body', async () => {
    fetchMock.mockResolvedValue(json(401, errorBody(401, 'authentication_failed')))
    await expect(apiRequest(login, { body: { login: 'a', password: 'b' } })).rejects.toBeInstanceOf(ApiError)
    expect((calledInit().headers as Record<string, string>)['Accept-Language']).toBe('ru')
    expect(calledInit().body).toBe('{"login":"a","password":"b"}')
    expect(calledInit().method).toBe('POST')
    expect(calledUrl()).toContain('access_token=tok123')
  })

  it('refuses a required endpoint locally without a token', async () => {
    token = undefined
    const error = await apiRequest(getSelf).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'authorization_required', message: 'Authorization required' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('token: null sends no token even when one is stored', async () => {
    fetchMock.mockResolvedValue(json(500, errorBody(500, 'internal_error')))
    await apiRequest(login, { body: { login: 'a', password: 'b' }, token: null }).catch(() => undefined)
    expect(calledUrl()).not.toContain('access_token')
  })

  it('maps an error body to ApiError with every field', async () => {
    fetchMock.mockResolvedValue(
      json(
        403,
        errorBody(403, 'forbidden_country', { country: 'XX', remote: '9.9.9.9', detail: { phone: 'bad' } }),
      ),
    )
    const error = (await apiRequest(getSelf).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden_country',
      message: 'msg forbidden_country',
      country: 'XX',
      remote: '9.9.9.9',
      detail: { phone: 'bad' },
      endpointId: 'getSelf',
    })
  })

  it("sends the caller's Idempotency-Key on a money-moving call, a fresh one when none is given", async () => {
    const headers = (i: number) => (fetchMock.mock.calls[i]?.[1]?.headers ?? {}) as Record<string, string>
    fetchMock.mockImplementation(() => Promise.resolve(json(500, errorBody(500, 'internal_error'))))
    await apiRequest(applyPromoKey, { body: { key: 'A' }, idempotencyKey: 'intent-1' }).catch(() => undefined)
    await apiRequest(applyPromoKey, { body: { key: 'A' }, idempotencyKey: 'intent-1' }).catch(() => undefined)
    await apiRequest(applyPromoKey, { body: { key: 'A' } }).catch(() => undefined)
    await apiRequest(getSelf).catch(() => undefined)
    expect(headers(0)['Idempotency-Key']).toBe('intent-1')
    expect(headers(1)['Idempotency-Key']).toBe('intent-1')
    expect(headers(2)['Idempotency-Key']).toMatch(/\S{16,}/)
    expect(headers(2)['Idempotency-Key']).not.toBe('intent-1')
    expect(headers(3)['Idempotency-Key']).toBeUndefined()
  })

  it('maps retry_after of a 429', async () => {
    fetchMock.mockResolvedValue(json(429, errorBody(429, 'too_many_requests', { retry_after: 600 })))
    await expect(apiRequest(getSelf)).rejects.toMatchObject({ status: 429, retryAfter: 600 })
  })

  it('maps a network failure to status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = (await apiRequest(getSelf).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(0)
    expect(error.isNetworkError).toBe(true)
  })

  it('rethrows an abort untouched', async () => {
    const controller = new AbortController()
    controller.abort()
    const abort = new DOMException('aborted', 'AbortError')
    fetchMock.mockRejectedValue(abort)
    await expect(apiRequest(getSelf, { signal: controller.signal })).rejects.toBe(abort)
  })

  it('maps a non-contract error body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }))
    await expect(apiRequest(getSelf)).rejects.toMatchObject({ status: 502, code: 'http_502', message: '' })
  })

  it('rejects an answer that breaks the contract in tests', async () => {
    fetchMock.mockResolvedValue(json(200, { nope: true }))
    await expect(apiRequest(getNetworkInfo)).rejects.toMatchObject({ code: 'invalid_response' })
  })
})

describe('token error (spec 1 §8)', () => {
  it('a 401 sets tokenError', async () => {
    fetchMock.mockResolvedValue(json(401, errorBody(401, 'authentication_failed')))
    await apiRequest(getSelf).catch(() => undefined)
    expect(onTokenError).toHaveBeenCalledTimes(1)
  })
  it('error_code authentication_failed with another status sets it too', async () => {
    fetchMock.mockResolvedValue(json(403, errorBody(403, 'authentication_failed')))
    await apiRequest(getSelf).catch(() => undefined)
    expect(onTokenError).toHaveBeenCalledTimes(1)
  })
  it.each([
    ['auth otp', () => apiRequest(authOtp, { body: { phone: '77000000001', token: '1234' } })],
    ['self stat', () => apiRequest(patchStat, { params: { id: 1 }, body: { duration: 1 } })],
  ])('the exempt %s endpoint does not', async (_name, call) => {
    fetchMock.mockResolvedValue(json(401, errorBody(401, 'authentication_failed')))
    await call().catch(() => undefined)
    expect(onTokenError).not.toHaveBeenCalled()
  })
  it('other errors do not', async () => {
    fetchMock.mockResolvedValue(json(404, errorBody(404, 'not_found')))
    await apiRequest(getSelf).catch(() => undefined)
    expect(onTokenError).not.toHaveBeenCalled()
  })
  it('a late 401 for a token replaced since (a sign-in revoked the guest token) does not', async () => {
    let answer: (r: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const call = apiRequest(getSelf).catch(() => undefined)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5_000 })
    token = 'the-signed-in-token'
    answer(json(401, errorBody(401, 'authentication_failed')))
    await call
    expect(onTokenError).not.toHaveBeenCalled()
  })
  it('a 401 on a call sent without a token does not', async () => {
    token = undefined
    fetchMock.mockResolvedValue(json(401, errorBody(401, 'authentication_failed')))
    await apiRequest(login, { body: { login: 'a', password: 'b' } }).catch(() => undefined)
    expect(onTokenError).not.toHaveBeenCalled()
  })
})

describe('askEarly: an answer asked before the session could say who asks (issue 32)', () => {
  const rowset = {
    id: 1,
    slug: 'startpage',
    title: 'Start',
    description: null,
    template: 'startpage',
    logo: { tv_x3: null },
    library_id: null,
    rows: [],
    more_rows: 0,
    rows_total: 0,
  }
  const request = { params: { id: 'startpage' }, query: { limit: 24, offset: 0 } }

  it('is asked at once without a token; the first same call takes it when usable then, a second asks anew', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, rowset)))
    let usable = false
    askEarly(getRowset, request, () => usable)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(calledUrl()).toBe('https://api.test/v2/rowsets/startpage?limit=24&offset=0')
    usable = true
    await expect(apiRequest(getRowset, request)).resolves.toEqual(rowset)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await apiRequest(getRowset, request)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[1]?.[0]).toContain('access_token=tok123')
  })

  it('not usable when the call comes (a viewer with a session of their own): the call asks with its token', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, rowset)))
    askEarly(getRowset, request, () => false)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await apiRequest(getRowset, request)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[1]?.[0]).toContain('access_token=tok123')
  })

  it('a failed early answer is asked again by the call; another query is never taken', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    fetchMock.mockImplementation(() => Promise.resolve(json(200, rowset)))
    askEarly(getRowset, request, () => true)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await expect(apiRequest(getRowset, { ...request, query: { limit: 24, offset: 24 } })).resolves.toEqual(
      rowset,
    )
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await expect(apiRequest(getRowset, request)).resolves.toEqual(rowset)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('only a GET whose token is optional is asked early', () => {
    askEarly(getSelf, {}, () => true)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
