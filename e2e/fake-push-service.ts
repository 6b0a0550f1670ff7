import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The port of the e2e suite's fake push service: the server under test takes http endpoints on it
 * (EFIR_PUSH_TEST_ORIGIN, demo mode only; playwright.config.ts). One file uses it, serially.
 */
export const E2E_PUSH_SERVICE_PORT = Number(process.env.E2E_PORT ?? 8181) + 10_000

const hkdf = (salt: Buffer, ikm: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length))

/**
 * RFC 8291 (aes128gcm, RFC 8188) as the browser decrypts: the sender's key and salt from the header,
 * the shared secret with the subscriber's key, keyed by its auth secret; one record, padding stripped.
 */
export function decryptPush(body: Buffer, subscriber: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.getPublicKey(), senderKey])
  const ikm = hkdf(authSecret, subscriber.computeSecret(senderKey), keyInfo, 32)
  const key = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16)
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12)
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  const end = padded.lastIndexOf(2) // the last record's delimiter, then zero padding
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('bad padding')
  return padded.subarray(0, end).toString('utf8')
}

/** A push the fake service took: checked (VAPID) and decrypted (RFC 8291) as a browser's would be. */
export interface ReceivedPush {
  endpoint: string
  /** The decrypted payload. */
  text: string
  ttl: number
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string }
}

/** A subscription as PushSubscription.toJSON() gives it, with the keys this service made for it. */
export interface FakeSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

interface Subscriber {
  ecdh: ECDH
  auth: string
  gone: boolean
}

/**
 * A local push service for tests (no real one is reachable here): it hands out subscriptions whose
 * keys it generated, so it can verify each push's VAPID signature (RFC 8292) against the server's
 * public key and decrypt the aes128gcm body (RFC 8291) like a browser's push service and browser
 * would (node:crypto, so a mistake in the sender's encryption cannot hide behind the same library). A push that fails either check is answered 400 and kept in `rejected`.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = []
  readonly rejected: string[] = []
  private readonly subscribers = new Map<string, Subscriber>()
  private readonly waiters: (() => void)[] = []

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    private readonly vapidPublicKey: () => Promise<string>,
  ) {}

  /** Listens on 127.0.0.1:`port` (0: any free port). `vapidPublicKey` is the server's, to verify with. */
  static async start(vapidPublicKey: () => Promise<string>, port = 0): Promise<FakePushService> {
    const box: { service?: FakePushService } = {}
    const server = createServer((req, res) => {
      void box.service?.handle(req).then(
        (status) => res.writeHead(status).end(),
        (error: unknown) => {
          box.service?.rejected.push(String(error))
          res.writeHead(400).end()
        },
      )
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    const { port: bound } = server.address() as AddressInfo
    box.service = new FakePushService(server, `http://127.0.0.1:${bound}`, vapidPublicKey)
    return box.service
  }

  /** A new subscription on this service (the browser's half of it: the keys it decrypts with). */
  subscribe(): FakeSubscription {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16).toString('base64url')
    const endpoint = `${this.origin}/push/${randomBytes(12).toString('hex')}`
    this.subscribers.set(new URL(endpoint).pathname, { ecdh, auth, gone: false })
    return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } }
  }

  /** From now on the service answers 410 Gone for this subscription, as for an unsubscribed browser. */
  expire(endpoint: string): void {
    const subscriber = this.subscribers.get(new URL(endpoint).pathname)
    if (subscriber) subscriber.gone = true
  }

  /** Resolves with the `n`-th push received (1-based), waiting for it. */
  async nth(n: number): Promise<ReceivedPush> {
    while (this.received.length < n) await new Promise<void>((resolve) => this.waiters.push(resolve))
    return this.received[n - 1] as ReceivedPush
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private async handle(req: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const subscriber = this.subscribers.get(req.url ?? '')
    if (req.method !== 'POST' || !subscriber) return 404
    if (subscriber.gone) return 410
    const endpoint = `${this.origin}${req.url ?? ''}`
    const claims = await this.checkVapid(req.headers.authorization ?? '', endpoint)
    if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
    const text = decryptPush(
      Buffer.concat(chunks),
      subscriber.ecdh,
      Buffer.from(subscriber.auth, 'base64url'),
    )
    this.received.push({ endpoint, text, ttl: Number(req.headers.ttl), claims })
    this.waiters.splice(0).forEach((wake) => wake())
    return 201
  }

  /** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, signed by the server's key, for this origin. */
  private async checkVapid(header: string, endpoint: string): Promise<ReceivedPush['claims']> {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header)
    if (!match?.[1] || !match[2]) throw new Error(`no vapid authorization: ${header}`)
    const expected = await this.vapidPublicKey()
    if (match[2] !== expected) throw new Error('vapid key is not the server one')
    const [head, body, signature] = match[1].split('.')
    if (!head || !body || !signature) throw new Error('malformed vapid jwt')
    const point = Buffer.from(expected, 'base64url')
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    })
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    )
    if (!signed) throw new Error('vapid signature does not verify')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['claims']
    if (claims.aud !== new URL(endpoint).origin) throw new Error(`vapid aud ${claims.aud}`)
    if (!(claims.exp * 1000 > Date.now())) throw new Error('vapid jwt expired')
    if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`vapid sub ${claims.sub}`)
    return claims
  }
}
