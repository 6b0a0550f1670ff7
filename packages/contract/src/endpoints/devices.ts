import { z } from 'zod'
import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { IdParam, Ok } from '../entities/common.ts'
import {
  AdId,
  AuthDeviceBody,
  AuthDeviceResponse,
  DeleteDeviceQuery,
  Device,
  DeviceRegistration,
  PatchDeviceBody,
  SignedOutDevices,
} from '../entities/device.ts'
import { PushKey, PushSubscriptionBody } from '../entities/push.ts'

const tag = 'Devices'

export const listDevices = defineEndpoint({
  id: 'listDevices',
  method: 'GET',
  path: '/v2/users/self/devices',
  auth: 'required',
  tag,
  summary: "The user's registered devices",
  response: z.array(Device),
  cacheMs: CACHE_MS.default,
})

export const getDevice = defineEndpoint({
  id: 'getDevice',
  method: 'GET',
  path: '/v2/users/self/devices/:id',
  auth: 'required',
  tag,
  summary: 'One device with its settings (404 means a stale token: the client re-initialises)',
  params: IdParam,
  response: Device,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const registerDevice = defineEndpoint({
  id: 'registerDevice',
  method: 'POST',
  path: '/v2/users/self/devices',
  auth: 'required',
  tag,
  summary: 'Register this device; 400 device_limit when all slots are taken',
  body: DeviceRegistration,
  response: Device,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
})

export const patchDevice = defineEndpoint({
  id: 'patchDevice',
  method: 'PATCH',
  path: '/v2/users/self/devices/:id',
  auth: 'required',
  tag,
  summary: 'Change device settings, parental settings or notification token',
  params: IdParam,
  body: PatchDeviceBody,
  response: Device,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

export const deleteDevice = defineEndpoint({
  id: 'deleteDevice',
  method: 'DELETE',
  path: '/v2/users/self/devices/:id',
  auth: 'required',
  tag,
  summary:
    "Remove a device and revoke its tokens; the caller's own device only as the logout (?logout=true), else 403 current_device",
  params: IdParam,
  query: DeleteDeviceQuery,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

/**
 * efir's addition (issue 30; the spec names no call for it): "sign out of all devices" in the settings.
 * Ends every sign-in of the user except the caller's own (the viewer stays signed in where they act,
 * and signs out here by the logout) and removes every other device, so none can authorise again by
 * its serial. Each of them learns it at its next request: 401 signed_out.
 */
export const deleteOtherDevices = defineEndpoint({
  id: 'deleteOtherDevices',
  method: 'DELETE',
  path: '/v2/users/self/devices',
  auth: 'required',
  tag,
  summary:
    "Sign out of every other device: removes the user's other devices and ends every sign-in but the caller's. 403 parental_required while the device's settings switch asks the PIN",
  response: SignedOutDevices,
  cacheMs: CACHE_MS.none,
  errors: [403],
})

export const authDevice = defineEndpoint({
  id: 'authDevice',
  method: 'POST',
  path: '/v2/auth/device',
  auth: 'optional',
  tag,
  summary:
    'Authorise a device: a new access_token bound to it. 403 forbidden_country; 401 signed_out when the token presented was of a sign-in ended elsewhere',
  body: AuthDeviceBody,
  response: AuthDeviceResponse,
  cacheMs: CACHE_MS.none,
  errors: [401, 403, 404],
})

export const getAdIds = defineEndpoint({
  id: 'getAdIds',
  method: 'GET',
  path: '/v2/ads/ad_ids',
  auth: 'required',
  tag: 'Advertising',
  summary: 'Advertising identifiers stored for the user',
  response: z.array(AdId),
  cacheMs: CACHE_MS.adIds,
})

export const postAdId = defineEndpoint({
  id: 'postAdId',
  method: 'POST',
  path: '/v2/ads/ad_ids',
  auth: 'required',
  tag: 'Advertising',
  summary: 'Store an advertising identifier',
  body: AdId,
  response: AdId,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
})

export const getPushKey = defineEndpoint({
  id: 'getPushKey',
  method: 'GET',
  path: '/v2/push/vapid_key',
  auth: 'none',
  tag: 'Push',
  summary: "The server's VAPID public key, the applicationServerKey a browser subscribes with",
  response: PushKey,
  cacheMs: CACHE_MS.configuration,
})

export const savePushSubscription = defineEndpoint({
  id: 'savePushSubscription',
  method: 'POST',
  path: '/v2/users/self/devices/:id/push_subscription',
  auth: 'required',
  tag: 'Push',
  summary:
    "Keep the device's web push subscription (its notification token); replaces the previous one. The endpoint must be https",
  params: IdParam,
  body: PushSubscriptionBody,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const deletePushSubscription = defineEndpoint({
  id: 'deletePushSubscription',
  method: 'DELETE',
  path: '/v2/users/self/devices/:id/push_subscription',
  auth: 'required',
  tag: 'Push',
  summary: "Forget the device's web push subscription",
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404],
})
