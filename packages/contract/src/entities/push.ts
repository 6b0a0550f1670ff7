import { z } from 'zod'

// Web push (spec 1 §3 Device.notification, spec 3 §4 push modal): the subscription a browser hands over,
// the server's VAPID key, and the message a push carries.

/** base64url without padding (the Push API's key encoding). */
const Base64Url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url')

/**
 * POST /v2/users/self/devices/{id}/push_subscription: the browser's Push API subscription
 * (`PushSubscription.toJSON()`): where to send and the keys to encrypt for (RFC 8291): the
 * subscriber's P-256 public key (65 bytes) and its 16-byte auth secret.
 */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1024),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: Base64Url(65), auth: Base64Url(16) }),
})
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>

/** GET /v2/push/vapid_key: the server's VAPID public key (applicationServerKey, base64url). */
export const PushKey = z.object({ public_key: z.string() })

/**
 * What a push carries (spec 3 §4 push modal): a title, a body, an optional icon and action label, and
 * the destination as a deep link's fields (spec 1 §2: type, id, ts, code, library_id, need_auth).
 */
export const PushMessage = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(2000),
  /** An http(s) address, or a path on the product's own site (`/static/push.png`). */
  icon: z
    .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[^\s/\\][^\s\\]*$/, 'a site path')])
    .pipe(z.string().max(1024))
    .optional(),
  action: z.string().min(1).max(64).optional(),
  type: z.string().min(1).max(32),
  id: z.union([z.string().min(1).max(256), z.number().int()]).optional(),
  ts: z.union([z.string().max(32), z.number().int()]).optional(),
  code: z.string().min(1).max(64).optional(),
  library_id: z.union([z.string().max(64), z.number().int()]).optional(),
  need_auth: z.string().max(16).optional(),
})
export type PushMessage = z.infer<typeof PushMessage>
