import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { Configuration, NetworkInfo, NetworkQuery, Resources } from '../entities/network.ts'
import {
  CreateUserBody,
  CreateUserQuery,
  LoginBody,
  LoginResponse,
  ParentalCodeCheckBody,
  ParentalCodeCheckResponse,
  PatchSelfBody,
  PatchUserBody,
  User,
} from '../entities/user.ts'
import { IdParam } from '../entities/common.ts'
import {
  AuthOtpBody,
  AuthOtpProviderBody,
  AuthOtpProviderParams,
  BlockStatus,
  MwAuthOtpBody,
  MwAuthOtpResponse,
  MwCitiesResponse,
  MwSendOtpBody,
  MwSetAddressBody,
  MwSetCityBody,
  MwSetCityResponse,
  MwatQuery,
  OtpExistResponse,
  ParentalCodeSendResponse,
  PhoneCodeBody,
  PhoneQuery,
  SendMethodsQuery,
  SendMethodsResponse,
  SendOtpBody,
  SendOtpResponse,
} from '../entities/otp.ts'

const tag = 'Network and sign-in'

export const getNetworkInfo = defineEndpoint({
  id: 'getNetworkInfo',
  method: 'GET',
  path: '/v2/users/self/network',
  auth: 'none',
  tag,
  summary: 'Provider, country and guest rules of the calling network',
  query: NetworkQuery,
  response: NetworkInfo,
  cacheMs: CACHE_MS.default,
})

export const getConfiguration = defineEndpoint({
  id: 'getConfiguration',
  method: 'GET',
  path: '/v2/platform/configuration',
  auth: 'none',
  tag,
  summary: 'Client configuration: search, parental durations, menu pages, token lifetime',
  query: NetworkQuery,
  response: Configuration,
  cacheMs: CACHE_MS.configuration,
})

export const getResources = defineEndpoint({
  id: 'getResources',
  method: 'GET',
  path: '/v2/platform/resources',
  auth: 'none',
  tag,
  summary: 'Static resources: logo, ping image, store links',
  query: NetworkQuery,
  response: Resources,
  cacheMs: CACHE_MS.configuration,
})

export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  path: '/v2/users',
  auth: 'none',
  tag,
  summary: 'Create a guest (username, password, is_guest) or a phone user (username, phone)',
  query: CreateUserQuery,
  body: CreateUserBody,
  response: User,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [403, 409],
})

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/v2/auth/login',
  auth: 'optional',
  tag,
  summary: 'Log in by login and password; a guest token in the query is upgraded (was_guest)',
  body: LoginBody,
  response: LoginResponse,
  cacheMs: CACHE_MS.none,
  errors: [403, 429],
})

export const getSelf = defineEndpoint({
  id: 'getSelf',
  method: 'GET',
  path: '/v2/users/self',
  auth: 'required',
  tag,
  summary: 'The signed-in user',
  response: User,
  cacheMs: CACHE_MS.default,
})

export const patchSelf = defineEndpoint({
  id: 'patchSelf',
  method: 'PATCH',
  path: '/v2/users/self',
  auth: 'required',
  tag,
  summary:
    'Change phone (with the code sent to it), refer id, PIN, first name or e-mail; answers the user. 403 parental_required for the account fields before the PIN when the device asks it for settings; 403 permission_denied for a PIN set by a guest',
  body: PatchSelfBody,
  response: User,
  cacheMs: CACHE_MS.none,
  errors: [403, 409, 429],
})

export const sendPhoneCode = defineEndpoint({
  id: 'sendPhoneCode',
  method: 'POST',
  path: '/v2/users/self/phone_code',
  auth: 'required',
  tag,
  summary: 'Send a code to a new phone: PATCH users/self changes the phone only with it (409 phone_taken)',
  body: PhoneCodeBody,
  response: SendOtpResponse,
  cacheMs: CACHE_MS.none,
  errors: [409, 429],
})

export const patchUser = defineEndpoint({
  id: 'patchUser',
  method: 'PATCH',
  path: '/v2/users/:id',
  auth: 'required',
  tag,
  summary: 'Set the refer id of the signed-in user (by id)',
  params: IdParam,
  body: PatchUserBody,
  response: User,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

export const sendOtp = defineEndpoint({
  id: 'sendOtp',
  method: 'POST',
  path: '/v2/otps',
  auth: 'optional',
  tag,
  summary: 'Send a one-time code by SMS (demo: to the outbox). 400 invalid_phone when no user has it',
  body: SendOtpBody,
  response: SendOtpResponse,
  cacheMs: CACHE_MS.none,
  errors: [403, 429],
})

export const authOtp = defineEndpoint({
  id: 'authOtp',
  method: 'POST',
  path: '/v2/auth/otp',
  auth: 'optional',
  tag,
  summary: 'Log in with the phone and its code; a guest token in the query is upgraded (was_guest)',
  body: AuthOtpBody,
  response: LoginResponse,
  cacheMs: CACHE_MS.none,
  tokenErrorExempt: true,
  errors: [403, 429],
})

export const authOtpProvider = defineEndpoint({
  id: 'authOtpProvider',
  method: 'POST',
  path: '/v2/auth/otp/:provider/',
  auth: 'optional',
  tag,
  summary: "Log in with an operator's own identifier and code",
  params: AuthOtpProviderParams,
  body: AuthOtpProviderBody,
  response: LoginResponse,
  cacheMs: CACHE_MS.none,
  tokenErrorExempt: true,
  errors: [404, 429],
})

export const getOtpSendMethods = defineEndpoint({
  id: 'getOtpSendMethods',
  method: 'GET',
  path: '/v2/otp/send_methods',
  auth: 'none',
  tag,
  summary: "Ways a code can reach this phone: SMS, and telegram when the phone's provider has a bot",
  query: SendMethodsQuery,
  response: SendMethodsResponse,
  cacheMs: CACHE_MS.default,
})

export const getOtpExist = defineEndpoint({
  id: 'getOtpExist',
  method: 'GET',
  path: '/v2/otp/exist',
  auth: 'none',
  tag,
  summary: 'Whether an unexpired code exists for this phone (messenger code status)',
  query: PhoneQuery,
  response: OtpExistResponse,
  cacheMs: CACHE_MS.none,
})

export const mwSendOtp = defineEndpoint({
  id: 'mwSendOtp',
  method: 'POST',
  path: '/v2/mw/otps',
  auth: 'none',
  tag: 'Middleware OTP',
  summary: 'Middleware code request (phones starting with 7)',
  body: MwSendOtpBody,
  response: SendOtpResponse,
  cacheMs: CACHE_MS.none,
  errors: [429],
})

export const mwAuthOtp = defineEndpoint({
  id: 'mwAuthOtp',
  method: 'POST',
  path: '/v2/mw/auth/otp',
  auth: 'none',
  tag: 'Middleware OTP',
  summary: 'Check the middleware code: mwat token and the addresses of this phone',
  body: MwAuthOtpBody,
  response: MwAuthOtpResponse,
  cacheMs: CACHE_MS.none,
  errors: [429],
})

export const mwCities = defineEndpoint({
  id: 'mwCities',
  method: 'GET',
  path: '/v2/mw/cities',
  auth: 'none',
  tag: 'Middleware OTP',
  summary: 'Cities to choose when no address was found',
  query: MwatQuery,
  response: MwCitiesResponse,
  cacheMs: CACHE_MS.list,
  errors: [404],
})

export const mwSetCity = defineEndpoint({
  id: 'mwSetCity',
  method: 'POST',
  path: '/v2/mw/set_city',
  auth: 'none',
  tag: 'Middleware OTP',
  summary:
    "Choose a city; answers its addresses that the middleware's record gives to this phone's subscriber (none is an empty list)",
  query: MwatQuery,
  body: MwSetCityBody,
  response: MwSetCityResponse,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const mwSetAddress = defineEndpoint({
  id: 'mwSetAddress',
  method: 'POST',
  path: '/v2/mw/set_address',
  auth: 'none',
  tag: 'Middleware OTP',
  summary:
    "Choose an address; logs in as its user. Only an address of the checked phone, or of the chosen city whose subscriber's phone it is (else 404)",
  query: MwatQuery,
  body: MwSetAddressBody,
  response: LoginResponse,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const mwStatusBlock = defineEndpoint({
  id: 'mwStatusBlock',
  method: 'GET',
  path: '/v2/mw/status_block',
  auth: 'required',
  tag: 'Middleware OTP',
  summary: 'Block status of the account (-2 blocked, -1 payment needed)',
  response: BlockStatus,
  cacheMs: CACHE_MS.default,
})

export const sendParentalCode = defineEndpoint({
  id: 'sendParentalCode',
  method: 'POST',
  path: '/v2/users/self/parental_code/send',
  auth: 'required',
  tag: 'Parental control',
  summary:
    'Send a one-time code by SMS to reset the PIN (PATCH users/self {pincode, pincode_sms_code}). efir: ' +
    'spec 1 §7 sends the PIN itself, but only its hash is stored',
  response: ParentalCodeSendResponse,
  cacheMs: CACHE_MS.none,
  errors: [404, 429],
})

export const checkParentalCode = defineEndpoint({
  id: 'checkParentalCode',
  method: 'POST',
  path: '/v2/users/self/parental_code/check',
  auth: 'required',
  tag: 'Parental control',
  summary:
    "efir's addition: check the PIN on the server (400 wrong_code; 5 wrong per 15 minutes, then 429 " +
    'with Retry-After). A right PIN lets adult streams of this sign-in play for the PIN window',
  body: ParentalCodeCheckBody,
  response: ParentalCodeCheckResponse,
  cacheMs: CACHE_MS.none,
  errors: [429],
})
