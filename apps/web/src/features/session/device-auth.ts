import { authDevice, deleteDevice, listDevices, registerDevice } from '@efir/contract/routes'
import type { AuthDeviceResponse, Device } from '@efir/contract'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError, isApiError } from '../../shared/api/api-error'
import { describeDevice } from '../../shared/session/device-info'
import { isDeviceLimitError, pickDeviceToFree } from './device-slots'

/** error_code of the failure to free a device slot (spec 1 §8: removing a device with 403). */
export const TOO_MANY_DEVICES = 'too_many_devices'

/**
 * Registers this browser for the token's user (spec 1 §3). spec 1 §4 "Device slots": on 400 the oldest
 * device (by login_at) is deleted and registration retried once; a 403 on that delete is error_too_many_devices.
 */
export async function registerThisDevice(token: string, serial: string, webview: boolean): Promise<Device> {
  const body = describeDevice(navigator.userAgent, serial, webview)
  try {
    return await apiRequest(registerDevice, { body, token })
  } catch (error) {
    if (!isApiError(error) || !isDeviceLimitError(error)) throw error
    const devices = await apiRequest(listDevices, { token })
    const oldest = pickDeviceToFree(devices)
    if (oldest === undefined) throw tooManyDevices(error)
    try {
      await apiRequest(deleteDevice, { params: { id: oldest }, token })
    } catch (deleteError) {
      if (isApiError(deleteError) && deleteError.status === 403) throw tooManyDevices(deleteError)
      throw deleteError
    }
    return apiRequest(registerDevice, { body, token })
  }
}

function tooManyDevices(cause: ApiError): ApiError {
  return new ApiError({
    status: cause.status,
    code: TOO_MANY_DEVICES,
    message: '', // the UI shows error_too_many_devices
    endpointId: cause.endpointId,
  })
}

/**
 * POST /v2/auth/device with the device id and its serial. The stored token is NOT sent: it may be the
 * expired one being replaced (the contract accepts the serial instead).
 */
export function authoriseDevice(
  deviceId: number,
  serial: string,
  token?: string,
): Promise<AuthDeviceResponse> {
  return apiRequest(authDevice, { body: { device_id: deviceId, serial }, token: token ?? null })
}
