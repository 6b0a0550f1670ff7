import type { FastifyBaseLogger } from 'fastify'
import type { PushMessage } from '@efir/contract'
import webpush from 'web-push'
import type { Db } from '../../db/connect.ts'
import type { VapidKeys } from './keys.ts'
import * as repo from './repository.ts'

/** How long a push service keeps an undelivered message (s): a day-old promotion is no news. */
const PUSH_TTL_SECONDS = 86_400
const SEND_TIMEOUT_MS = 10_000

/**
 * The browsers' push services (Chrome and other Chromium browsers: FCM; Edge: WNS; Firefox: Mozilla's
 * autopush; Safari: Apple's): the only hosts the server posts a subscription's pushes to, so a viewer
 * cannot make it call an address of its own network or anyone else's server.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const

const isPushServiceHost = (hostname: string) =>
  PUSH_SERVICE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`))

export interface PushOptions {
  keys: VapidKeys
  /** RFC 8292 `sub`: a mailto: or https: contact for the push services (EFIR_VAPID_SUBJECT). */
  subject: string
  /**
   * An http origin accepted besides https endpoints: the fake push service of the tests (demo mode
   * only, EFIR_PUSH_TEST_ORIGIN). Production takes https endpoints only.
   */
  testOrigin?: string | undefined
}

export interface SendResult {
  sent: number
  /** Subscriptions the push service called gone (404/410), removed. */
  removed: number
  failed: number
}

/**
 * Web push for real: encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with the web-push
 * library, and posts to each subscription's push service.
 */
export class PushSender {
  constructor(
    private readonly options: PushOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get publicKey(): string {
    return this.options.keys.publicKey
  }

  /** An endpoint the server will post to: https on a browser's push service, or the test origin. */
  acceptsEndpoint(endpoint: string): boolean {
    let url: URL
    try {
      url = new URL(endpoint)
    } catch {
      return false
    }
    if (url.username || url.password) return false
    if (this.options.testOrigin && url.origin === this.options.testOrigin) return true
    return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname)
  }

  /** Sends `message` to every device of the user with a subscription; gone ones are removed. */
  async sendToUser(db: Db, userId: number, message: PushMessage): Promise<SendResult> {
    const result: SendResult = { sent: 0, removed: 0, failed: 0 }
    const subscriptions = await repo.listSubscriptions(db, userId)
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const status = await this.post(subscription, JSON.stringify(message))
        if (status >= 200 && status < 300) result.sent++
        else if (status === 404 || status === 410) {
          if (await repo.removeExpired(db, subscription.deviceId, subscription.endpoint)) result.removed++
        } else result.failed++
      }),
    )
    return result
  }

  /** The push service's answer status, or 0 when it could not be reached. */
  private async post(subscription: repo.StoredSubscription, payload: string): Promise<number> {
    if (!this.acceptsEndpoint(subscription.endpoint)) return 0
    // NOTE: web-push's own sendNotification speaks https only; its request details (the real
    // encryption and VAPID JWT) are posted with fetch, which the test origin's http also takes.
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        payload,
        {
          vapidDetails: {
            subject: this.options.subject,
            publicKey: this.options.keys.publicKey,
            privateKey: this.options.keys.privateKey,
          },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      )
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      )
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: new Uint8Array(details.body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      })
      if (!res.ok) this.log.warn({ status: res.status, device: subscription.deviceId }, 'push refused')
      await res.body?.cancel()
      return res.status
    } catch (error) {
      this.log.warn({ err: error, device: subscription.deviceId }, 'push service unreachable')
      return 0
    }
  }
}
