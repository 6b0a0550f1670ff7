import { z } from 'zod'
import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { IdParam, Ok } from '../entities/common.ts'
import {
  AvatarCategory,
  CreateProfileBody,
  PatchProfileBody,
  Profile,
  SelectProfileBody,
} from '../entities/profile.ts'
import {
  AbTest,
  AbTestsQuery,
  AddFavoriteBody,
  Favorite,
  Message,
  MessageReadBody,
  MessagesReadResponse,
  PromoApplyBody,
  PromoApplyResponse,
  PromoCheckResponse,
  PromoCodeParams,
  PromoInfo,
  PromoKeyBody,
  SeoMask,
  StatBody,
  StatParams,
  StatQuery,
  StatResponse,
  SurveyAnswerBody,
  SurveyQuestion,
} from '../entities/account.ts'

export const listProfiles = defineEndpoint({
  id: 'listProfiles',
  method: 'GET',
  path: '/v2/users/self/profiles',
  auth: 'required',
  tag: 'Profiles',
  summary: "The user's profiles (at most 5)",
  response: z.array(Profile),
  cacheMs: CACHE_MS.list,
})

export const getCurrentProfile = defineEndpoint({
  id: 'getCurrentProfile',
  method: 'GET',
  path: '/v2/users/self/profile',
  auth: 'required',
  tag: 'Profiles',
  summary: 'The profile chosen on this device',
  response: Profile,
  cacheMs: CACHE_MS.default,
})

export const createProfile = defineEndpoint({
  id: 'createProfile',
  method: 'POST',
  path: '/v2/users/self/profiles',
  auth: 'required',
  tag: 'Profiles',
  summary: 'Create a profile; 400 when 5 exist (an adult one is made first when there is none)',
  body: CreateProfileBody,
  response: Profile,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
})

export const selectProfile = defineEndpoint({
  id: 'selectProfile',
  method: 'POST',
  path: '/v2/users/self/profile',
  auth: 'required',
  tag: 'Profiles',
  summary: 'Choose the current profile; 403 parental_required for an adult one before the PIN (flag profile)',
  body: SelectProfileBody,
  response: Profile,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

export const patchProfile = defineEndpoint({
  id: 'patchProfile',
  method: 'PATCH',
  path: '/v2/users/self/profiles/:id',
  auth: 'required',
  tag: 'Profiles',
  summary:
    'Rename a profile, change its role or avatar; 403 parental_required for an adult one before the PIN; 400 last_adult_profile',
  params: IdParam,
  body: PatchProfileBody,
  response: Profile,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

export const deleteProfile = defineEndpoint({
  id: 'deleteProfile',
  method: 'DELETE',
  path: '/v2/users/self/profiles/:id',
  auth: 'required',
  tag: 'Profiles',
  summary: 'Delete a profile (never the active one, nor the last adult one: 400)',
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const getAvatarCategories = defineEndpoint({
  id: 'getAvatarCategories',
  method: 'GET',
  path: '/v2/profiles/avatar_categories',
  auth: 'none',
  tag: 'Profiles',
  summary: 'Avatar pictures by category',
  response: z.array(AvatarCategory),
  cacheMs: CACHE_MS.list,
})

export const patchStat = defineEndpoint({
  id: 'patchStat',
  method: 'PATCH',
  path: '/v2/users/self/stat/:id',
  auth: 'required',
  tag: 'Statistics',
  summary: 'Seconds watched for a stat id',
  params: StatParams,
  query: StatQuery,
  body: StatBody,
  response: StatResponse,
  cacheMs: CACHE_MS.none,
  tokenErrorExempt: true,
})

export const listFavorites = defineEndpoint({
  id: 'listFavorites',
  method: 'GET',
  path: '/v2/users/self/favorites',
  auth: 'required',
  tag: 'Favorites',
  summary: "The user's favorite channels, programmes, persons and contents",
  response: z.array(Favorite),
  cacheMs: CACHE_MS.default,
})

export const addFavorite = defineEndpoint({
  id: 'addFavorite',
  method: 'POST',
  path: '/v2/users/self/favorites',
  auth: 'required',
  tag: 'Favorites',
  summary: 'Add one favorite (exactly one of the four ids); adding twice answers the existing one',
  body: AddFavoriteBody,
  response: Favorite,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

export const deleteFavorite = defineEndpoint({
  id: 'deleteFavorite',
  method: 'DELETE',
  path: '/v2/users/self/favorites/:id',
  auth: 'required',
  tag: 'Favorites',
  summary: 'Remove a favorite',
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const listMessages = defineEndpoint({
  id: 'listMessages',
  method: 'GET',
  path: '/v2/users/self/messages',
  auth: 'required',
  tag: 'Messages',
  summary: "The user's messages, newest first (removed ones excluded)",
  response: z.array(Message),
  cacheMs: CACHE_MS.default,
})

export const deleteMessage = defineEndpoint({
  id: 'deleteMessage',
  method: 'DELETE',
  path: '/v2/users/self/messages/:id',
  auth: 'required',
  tag: 'Messages',
  summary: 'Mark a message read and removed',
  params: IdParam,
  response: Ok,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const readMessage = defineEndpoint({
  id: 'readMessage',
  method: 'PATCH',
  path: '/v2/users/self/messages/:id',
  auth: 'required',
  tag: 'Messages',
  summary: 'Mark one message read (opened in the header dropdown)',
  params: IdParam,
  body: MessageReadBody,
  response: Message,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const readAllMessages = defineEndpoint({
  id: 'readAllMessages',
  method: 'PATCH',
  path: '/v2/users/self/messages',
  auth: 'required',
  tag: 'Messages',
  summary: "Mark all of the user's messages read, in one statement",
  body: MessageReadBody,
  response: MessagesReadResponse,
  cacheMs: CACHE_MS.none,
})

export const getSurveyQuestion = defineEndpoint({
  id: 'getSurveyQuestion',
  method: 'GET',
  path: '/v2/survey/questions/:id',
  auth: 'required',
  tag: 'Surveys',
  summary: 'A survey question and its answers',
  params: IdParam,
  response: SurveyQuestion,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const answerSurvey = defineEndpoint({
  id: 'answerSurvey',
  method: 'POST',
  path: '/v2/survey/questions/:id/answers',
  auth: 'required',
  tag: 'Surveys',
  summary: 'Answer a survey (answer ids and optional free text when allowed)',
  params: IdParam,
  body: SurveyAnswerBody,
  response: Ok,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const getAbTests = defineEndpoint({
  id: 'getAbTests',
  method: 'GET',
  path: '/v2/ab_tests/tests',
  auth: 'optional',
  tag: 'Platform',
  summary: 'A/B test variants for this user or device kind',
  query: AbTestsQuery,
  response: z.array(AbTest),
  cacheMs: CACHE_MS.list,
})

export const getSeoMasks = defineEndpoint({
  id: 'getSeoMasks',
  method: 'GET',
  path: '/v2/seo/masks',
  auth: 'none',
  tag: 'Platform',
  summary: 'SEO text masks per page (title, description, h1, keywords, shareTitle)',
  response: z.array(SeoMask),
  cacheMs: CACHE_MS.list,
})

export const checkPromoKey = defineEndpoint({
  id: 'checkPromoKey',
  method: 'POST',
  path: '/v2/users/self/promokeys/check',
  auth: 'required',
  tag: 'Promo codes',
  summary: 'Check a promo code: whether it needs confirmation first (400/404 with a message)',
  body: PromoKeyBody,
  response: PromoCheckResponse,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const applyPromoKey = defineEndpoint({
  id: 'applyPromoKey',
  method: 'POST',
  path: '/v2/users/self/promokeys',
  auth: 'required',
  tag: 'Promo codes',
  summary:
    'Apply a promo code: grants its packets and days, or its balance bonus (once per user; a single-use code once in all)',
  idempotent: true,
  body: PromoApplyBody,
  response: PromoApplyResponse,
  cacheMs: CACHE_MS.none,
  errors: [404, 409, 422],
})

export const getPromoInfo = defineEndpoint({
  id: 'getPromoInfo',
  method: 'GET',
  path: '/v2/promokeys/:code/info',
  auth: 'none',
  tag: 'Promo codes',
  summary: 'What a promo code grants',
  params: PromoCodeParams,
  response: PromoInfo,
  cacheMs: CACHE_MS.default,
  errors: [404],
})
