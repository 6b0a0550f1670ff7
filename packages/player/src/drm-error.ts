// Spec 2 §8 "DRM error": an alert 'DRM Error' with the message and the code; code 8002 shows a
// message and code parsed from the licence server's answer. shaka-player reports a licence failure as
// 6007 LICENSE_REQUEST_FAILED wrapping 1001 BAD_HTTP_STATUS, whose data is
// [uri, status, responseText, ...]; the operator's licence server puts its own code and text in that
// answer. Pure: no shaka import, it reads the error's shape.

/** The licence server's code that the spec names: its answer carries the message to show. */
export const DRM_PARSED_ERROR_CODE = 8002

/** What the DRM error alert shows. */
export interface DrmErrorText {
  code: number
  message: string
}

/** shaka-player's DRM and network codes a viewer may meet, by name (shaka.util.Error.Code). */
const SHAKA_NAMES: Record<number, string> = {
  1001: 'BAD_HTTP_STATUS',
  1002: 'HTTP_ERROR',
  1003: 'TIMEOUT',
  6001: 'REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE',
  6002: 'FAILED_TO_CREATE_CDM',
  6006: 'FAILED_TO_GENERATE_LICENSE_REQUEST',
  6007: 'LICENSE_REQUEST_FAILED',
  6008: 'LICENSE_RESPONSE_REJECTED',
  6010: 'ENCRYPTED_CONTENT_WITHOUT_DRM_INFO',
  6012: 'NO_LICENSE_SERVER_GIVEN',
  6014: 'EXPIRED',
}

interface ErrorLike {
  code?: unknown
  message?: unknown
  data?: unknown
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The licence server's own {code, message} in an answer body: JSON (flat or under `error`) or "8002: text". */
export function parseLicenceAnswer(body: string): DrmErrorText | null {
  const text = body.trim()
  if (!text) return null
  try {
    const json: unknown = JSON.parse(text)
    if (isObject(json)) {
      const inner = isObject(json.error) ? json.error : json
      const code = Number(inner.code ?? inner.error_code ?? json.error_code)
      const message = inner.message ?? inner.detail ?? inner.error_message ?? json.message
      if (Number.isInteger(code) && code > 0 && typeof message === 'string' && message.trim())
        return { code, message: message.trim() }
    }
  } catch {
    // not JSON: try the "code: message" form below
  }
  const plain = /^(\d{3,5})\s*[:\-–]\s*(.+)$/s.exec(text)
  return plain ? { code: Number(plain[1]), message: (plain[2] ?? '').trim() } : null
}

/** The errors a shaka error wraps, outermost first (its `data` holds nested shaka errors). */
function chain(err: ErrorLike): ErrorLike[] {
  const out: ErrorLike[] = []
  let cur: ErrorLike | undefined = err
  while (cur && out.length < 5) {
    out.push(cur)
    const data: unknown[] = Array.isArray(cur.data) ? (cur.data as unknown[]) : []
    cur = data.find((d): d is ErrorLike => isObject(d) && typeof d.code === 'number')
  }
  return out
}

/**
 * Spec 2 §8: the code and message of the DRM error alert for a shaka (or start-up) error. A licence
 * answer that names its own code and message wins (8002 is the spec's case); otherwise the outermost
 * shaka code with its name, and the HTTP status of a failed licence request.
 */
export function describeDrmError(err: unknown): DrmErrorText {
  const top: ErrorLike = isObject(err) ? err : { message: String(err) }
  const errors = chain(top)
  for (const e of errors) {
    const data: unknown[] = Array.isArray(e.data) ? (e.data as unknown[]) : []
    for (const d of data) {
      const parsed = typeof d === 'string' ? parseLicenceAnswer(d) : null
      if (parsed) return parsed
    }
  }
  const code = typeof top.code === 'number' ? top.code : 0
  const http = errors.find((e) => e.code === 1001)
  const status = http && Array.isArray(http.data) ? (http.data as unknown[])[1] : undefined
  const own = typeof top.message === 'string' && !/^Shaka Error/.test(top.message) ? top.message : ''
  const name = SHAKA_NAMES[code] ?? own ?? ''
  const message = [name || own, typeof status === 'number' ? `HTTP ${status}` : ''].filter(Boolean).join(', ')
  return { code, message }
}
