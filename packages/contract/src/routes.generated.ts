// Generated from the endpoint table by `npm run generate -w @efir/contract`: do not edit.
// The client imports this module (no zod); types come from the full contract.
import type { Route } from './route.ts'

export { buildPath } from './endpoint.ts'
export type * from './route.ts'
export * from './constants.ts'

export const addFavorite = { id: 'addFavorite', method: 'POST', path: '/v2/users/self/favorites', auth: 'required', cacheMs: 0 } as const satisfies Route
export const answerSurvey = { id: 'answerSurvey', method: 'POST', path: '/v2/survey/questions/:id/answers', auth: 'required', cacheMs: 0 } as const satisfies Route
export const applyPromoKey = { id: 'applyPromoKey', method: 'POST', path: '/v2/users/self/promokeys', auth: 'required', cacheMs: 0 } as const satisfies Route
export const authDevice = { id: 'authDevice', method: 'POST', path: '/v2/auth/device', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const authOtp = { id: 'authOtp', method: 'POST', path: '/v2/auth/otp', auth: 'optional', cacheMs: 0, tokenErrorExempt: true } as const satisfies Route
export const authOtpProvider = { id: 'authOtpProvider', method: 'POST', path: '/v2/auth/otp/:provider/', auth: 'optional', cacheMs: 0, tokenErrorExempt: true } as const satisfies Route
export const checkPromoKey = { id: 'checkPromoKey', method: 'POST', path: '/v2/users/self/promokeys/check', auth: 'required', cacheMs: 0 } as const satisfies Route
export const createProfile = { id: 'createProfile', method: 'POST', path: '/v2/users/self/profiles', auth: 'required', cacheMs: 0 } as const satisfies Route
export const createUser = { id: 'createUser', method: 'POST', path: '/v2/users', auth: 'none', cacheMs: 0 } as const satisfies Route
export const deleteDevice = { id: 'deleteDevice', method: 'DELETE', path: '/v2/users/self/devices/:id', auth: 'required', cacheMs: 0 } as const satisfies Route
export const deleteFavorite = { id: 'deleteFavorite', method: 'DELETE', path: '/v2/users/self/favorites/:id', auth: 'required', cacheMs: 0 } as const satisfies Route
export const deleteMessage = { id: 'deleteMessage', method: 'DELETE', path: '/v2/users/self/messages/:id', auth: 'required', cacheMs: 0 } as const satisfies Route
export const deleteProfile = { id: 'deleteProfile', method: 'DELETE', path: '/v2/users/self/profiles/:id', auth: 'required', cacheMs: 0 } as const satisfies Route
export const getAbTests = { id: 'getAbTests', method: 'GET', path: '/v2/ab_tests/tests', auth: 'optional', cacheMs: 300000 } as const satisfies Route
export const getAdIds = { id: 'getAdIds', method: 'GET', path: '/v2/ads/ad_ids', auth: 'required', cacheMs: 5000 } as const satisfies Route
export const getAvatarCategories = { id: 'getAvatarCategories', method: 'GET', path: '/v2/profiles/avatar_categories', auth: 'none', cacheMs: 300000 } as const satisfies Route
export const getCategoryList = { id: 'getCategoryList', method: 'GET', path: '/v2/channels/category_list', auth: 'optional', cacheMs: 900000 } as const satisfies Route
export const getChannelConfig = { id: 'getChannelConfig', method: 'GET', path: '/v2/channels/:id/config', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getChannelList = { id: 'getChannelList', method: 'GET', path: '/v2/channels/channel_list', auth: 'none', cacheMs: 900000 } as const satisfies Route
export const getChannelSchedule = { id: 'getChannelSchedule', method: 'GET', path: '/v2/channels/:id/content_schedule', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getChannelStream = { id: 'getChannelStream', method: 'GET', path: '/v2/channels/:id/stream', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const getConfiguration = { id: 'getConfiguration', method: 'GET', path: '/v2/platform/configuration', auth: 'none', cacheMs: 30000 } as const satisfies Route
export const getContent = { id: 'getContent', method: 'GET', path: '/v2/contents/:id', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getContentEpisodes = { id: 'getContentEpisodes', method: 'GET', path: '/v2/contents/:id/episodes', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getContentMetadata = { id: 'getContentMetadata', method: 'GET', path: '/v2/users/self/content_metadata/:id', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const getContentSimilar = { id: 'getContentSimilar', method: 'GET', path: '/v2/contents/:id/similar', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getContentSources = { id: 'getContentSources', method: 'GET', path: '/v2/contents/:id/sources', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getCurrentProfile = { id: 'getCurrentProfile', method: 'GET', path: '/v2/users/self/profile', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const getDevice = { id: 'getDevice', method: 'GET', path: '/v2/users/self/devices/:id', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const getFilmography = { id: 'getFilmography', method: 'GET', path: '/v2/rows/filmography', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getLibraryContentStream = { id: 'getLibraryContentStream', method: 'GET', path: '/v2/libraries/:libraryId/contents/:id/stream', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const getNetworkInfo = { id: 'getNetworkInfo', method: 'GET', path: '/v2/users/self/network', auth: 'none', cacheMs: 3000 } as const satisfies Route
export const getNews = { id: 'getNews', method: 'GET', path: '/v2/news/:id', auth: 'none', cacheMs: 300000 } as const satisfies Route
export const getOtpExist = { id: 'getOtpExist', method: 'GET', path: '/v2/otp/exist', auth: 'none', cacheMs: 0 } as const satisfies Route
export const getOtpSendMethods = { id: 'getOtpSendMethods', method: 'GET', path: '/v2/otp/send_methods', auth: 'none', cacheMs: 3000 } as const satisfies Route
export const getPerson = { id: 'getPerson', method: 'GET', path: '/v2/persons/:id', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getPersonFavorite = { id: 'getPersonFavorite', method: 'GET', path: '/v2/persons/:id/favorite', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const getProgram = { id: 'getProgram', method: 'GET', path: '/v2/programs/:id', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getProgramSchedule = { id: 'getProgramSchedule', method: 'GET', path: '/v2/programs/:id/schedule', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getPromoInfo = { id: 'getPromoInfo', method: 'GET', path: '/v2/promokeys/:code/info', auth: 'none', cacheMs: 3000 } as const satisfies Route
export const getQuickSalesPackets = { id: 'getQuickSalesPackets', method: 'GET', path: '/v2/channels/:id/quick_sales_packets', auth: 'optional', cacheMs: 300000 } as const satisfies Route
export const getResources = { id: 'getResources', method: 'GET', path: '/v2/platform/resources', auth: 'none', cacheMs: 30000 } as const satisfies Route
export const getRow = { id: 'getRow', method: 'GET', path: '/v2/rows/:id', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getRowset = { id: 'getRowset', method: 'GET', path: '/v2/rowsets/:id', auth: 'optional', cacheMs: 500 } as const satisfies Route
export const getSelf = { id: 'getSelf', method: 'GET', path: '/v2/users/self', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const getSeoMasks = { id: 'getSeoMasks', method: 'GET', path: '/v2/seo/masks', auth: 'none', cacheMs: 300000 } as const satisfies Route
export const getSurveyQuestion = { id: 'getSurveyQuestion', method: 'GET', path: '/v2/survey/questions/:id', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const getTrailerStream = { id: 'getTrailerStream', method: 'GET', path: '/v2/trailers/:id/stream', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const getUserChannelList = { id: 'getUserChannelList', method: 'GET', path: '/v2/users/self/channel_list', auth: 'required', cacheMs: 900000 } as const satisfies Route
export const listCountries = { id: 'listCountries', method: 'GET', path: '/v2/countries', auth: 'none', cacheMs: 300000 } as const satisfies Route
export const listDevices = { id: 'listDevices', method: 'GET', path: '/v2/users/self/devices', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const listFavorites = { id: 'listFavorites', method: 'GET', path: '/v2/users/self/favorites', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const listInternalGenres = { id: 'listInternalGenres', method: 'GET', path: '/v2/internal_genres', auth: 'none', cacheMs: 300000 } as const satisfies Route
export const listLibraries = { id: 'listLibraries', method: 'GET', path: '/v2/libraries', auth: 'optional', cacheMs: 300000 } as const satisfies Route
export const listMessages = { id: 'listMessages', method: 'GET', path: '/v2/users/self/messages', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const listNews = { id: 'listNews', method: 'GET', path: '/v2/news', auth: 'none', cacheMs: 300000 } as const satisfies Route
export const listProfiles = { id: 'listProfiles', method: 'GET', path: '/v2/users/self/profiles', auth: 'required', cacheMs: 300000 } as const satisfies Route
export const listRowsets = { id: 'listRowsets', method: 'GET', path: '/v2/rowsets', auth: 'optional', cacheMs: 300000 } as const satisfies Route
export const login = { id: 'login', method: 'POST', path: '/v2/auth/login', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const mwAuthOtp = { id: 'mwAuthOtp', method: 'POST', path: '/v2/mw/auth/otp', auth: 'none', cacheMs: 0 } as const satisfies Route
export const mwCities = { id: 'mwCities', method: 'GET', path: '/v2/mw/cities', auth: 'none', cacheMs: 300000 } as const satisfies Route
export const mwSendOtp = { id: 'mwSendOtp', method: 'POST', path: '/v2/mw/otps', auth: 'none', cacheMs: 0 } as const satisfies Route
export const mwSetAddress = { id: 'mwSetAddress', method: 'POST', path: '/v2/mw/set_address', auth: 'none', cacheMs: 0 } as const satisfies Route
export const mwSetCity = { id: 'mwSetCity', method: 'POST', path: '/v2/mw/set_city', auth: 'none', cacheMs: 0 } as const satisfies Route
export const mwStatusBlock = { id: 'mwStatusBlock', method: 'GET', path: '/v2/mw/status_block', auth: 'required', cacheMs: 3000 } as const satisfies Route
export const patchDevice = { id: 'patchDevice', method: 'PATCH', path: '/v2/users/self/devices/:id', auth: 'required', cacheMs: 0 } as const satisfies Route
export const patchProfile = { id: 'patchProfile', method: 'PATCH', path: '/v2/users/self/profiles/:id', auth: 'required', cacheMs: 0 } as const satisfies Route
export const patchSelf = { id: 'patchSelf', method: 'PATCH', path: '/v2/users/self', auth: 'required', cacheMs: 0 } as const satisfies Route
export const patchStat = { id: 'patchStat', method: 'PATCH', path: '/v2/users/self/stat/:id', auth: 'required', cacheMs: 0, tokenErrorExempt: true } as const satisfies Route
export const patchUser = { id: 'patchUser', method: 'PATCH', path: '/v2/users/:id', auth: 'required', cacheMs: 0 } as const satisfies Route
export const postAdId = { id: 'postAdId', method: 'POST', path: '/v2/ads/ad_ids', auth: 'required', cacheMs: 0 } as const satisfies Route
export const postAnalyticsEvents = { id: 'postAnalyticsEvents', method: 'POST', path: '/v2/analytics/events', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const registerDevice = { id: 'registerDevice', method: 'POST', path: '/v2/users/self/devices', auth: 'required', cacheMs: 0 } as const satisfies Route
export const searchFound = { id: 'searchFound', method: 'POST', path: '/v2/search/found', auth: 'required', cacheMs: 0 } as const satisfies Route
export const searchSuggest = { id: 'searchSuggest', method: 'GET', path: '/v2/search/suggest', auth: 'optional', cacheMs: 3000 } as const satisfies Route
export const selectProfile = { id: 'selectProfile', method: 'POST', path: '/v2/users/self/profile', auth: 'required', cacheMs: 0 } as const satisfies Route
export const sendOtp = { id: 'sendOtp', method: 'POST', path: '/v2/otps', auth: 'optional', cacheMs: 0 } as const satisfies Route
export const sendParentalCode = { id: 'sendParentalCode', method: 'POST', path: '/v2/users/self/parental_code/send', auth: 'required', cacheMs: 0 } as const satisfies Route
