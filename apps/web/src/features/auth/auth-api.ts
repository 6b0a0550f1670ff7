import {
  authOtp,
  createUser,
  login,
  mwAuthOtp,
  mwCities,
  mwSendOtp,
  mwSetAddress,
  mwSetCity,
  sendOtp,
  type RouteResponse,
} from '@efir/contract/routes'
import type { LoginResponse } from '@efir/contract'
import { apiRequest } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'
import { CLIENT_VERSION } from '../../shared/session/device-info'
import type { SessionActions } from '../../shared/session/session-actions'

/** Sign-in requests go out only once start-up has settled (see `SessionActions.settled`). */
type StartUp = Pick<SessionActions, 'settled'>

export type SendCodeResult = RouteResponse<typeof sendOtp>
export type MwAddress = RouteResponse<typeof mwAuthOtp>['addresses'][number]
export type MwCity = RouteResponse<typeof mwCities>[number]

/**
 * POST /v2/otps. spec 1 §8: invalid_phone (no user has this phone) creates a user by that phone (of the
 * client's provider), then resends. A guest's token goes along (auth optional) so the login upgrades the
 * guest.
 */
export async function sendCode(
  startUp: StartUp,
  phone: string,
  providerId: number | undefined,
): Promise<SendCodeResult> {
  await startUp.settled()
  try {
    return await apiRequest(sendOtp, { body: { phone, can_display_message: true } })
  } catch (error) {
    if (!isApiError(error) || error.code !== 'invalid_phone') throw error
    await apiRequest(createUser, {
      query: providerId === undefined ? {} : { provider: String(providerId) },
      body: { username: phone, phone, app_version: CLIENT_VERSION },
    })
    return apiRequest(sendOtp, { body: { phone, can_display_message: true } })
  }
}

export async function checkCode(startUp: StartUp, phone: string, code: string): Promise<LoginResponse> {
  await startUp.settled()
  return apiRequest(authOtp, { body: { phone, token: code } })
}

export async function loginByPassword(
  startUp: StartUp,
  loginName: string,
  password: string,
): Promise<LoginResponse> {
  await startUp.settled()
  return apiRequest(login, { body: { login: loginName, password, app_version: CLIENT_VERSION } })
}

/** Middleware OTP (spec 1 §4): code request for phones starting with 7. */
export async function mwSendCode(startUp: StartUp, phone: string): Promise<SendCodeResult> {
  await startUp.settled()
  return apiRequest(mwSendOtp, { body: { phone } })
}

export async function mwCheckCode(startUp: StartUp, phone: string, code: string) {
  await startUp.settled()
  return apiRequest(mwAuthOtp, { body: { phone, token: code } })
}

export function mwListCities(mwat: string) {
  return apiRequest(mwCities, { query: { mwat } })
}

export function mwChooseCity(mwat: string, cityId: number) {
  return apiRequest(mwSetCity, { query: { mwat }, body: { city_id: cityId } })
}

export function mwChooseAddress(mwat: string, address: MwAddress): Promise<LoginResponse> {
  return apiRequest(mwSetAddress, {
    query: { mwat },
    body: { address_id: address.address_id, provider_id: address.provider_id, user_id: address.user_id },
  })
}
