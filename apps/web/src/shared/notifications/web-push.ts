import { getPushKey, savePushSubscription } from '@efir/contract/routes'
import { loadRuntimeConfig } from '../api/api-base'
import { apiRequest } from '../api/api-client'
import { registerServiceWorker } from '../pwa/sw-registration'
import { loadSession } from '../session/session-persist'

/** The VAPID key as the Push API takes it (applicationServerKey). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i])
}

/**
 * Subscribes this browser to web push and hands the subscription to the server as the signed-in
 * device's notification token (spec 1 §3). Needs the permission already granted; a subscription made
 * with another server key is replaced. False when push cannot work here (no worker, no device yet).
 */
export async function syncWebPush(): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false
  const { deviceId } = loadSession()
  if (deviceId === undefined) return false
  const registration = await registerServiceWorker((await loadRuntimeConfig()).origin)
  if (!registration || !('pushManager' in registration)) return false
  const { public_key: publicKey } = await apiRequest(getPushKey)
  const key = keyBytes(publicKey)
  await navigator.serviceWorker.ready
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  })
  const { endpoint, keys } = subscription.toJSON()
  if (!endpoint || !keys?.p256dh || !keys.auth) return false
  await apiRequest(savePushSubscription, {
    params: { id: deviceId },
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  })
  return true
}

/**
 * The permission prompt's accept (spec 3 §4 "permission"): asks the browser, and when granted
 * subscribes this device to web push. A failed subscription (no push service reachable) is logged,
 * never thrown: the answer is the viewer's permission.
 */
export async function enableWebPush(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return 'denied'
  const permission = await Notification.requestPermission()
  if (permission === 'granted') {
    await syncWebPush().catch((error: unknown) => console.warn('[push] subscription failed', error))
  }
  return permission
}
