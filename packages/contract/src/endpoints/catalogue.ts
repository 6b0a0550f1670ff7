import { z } from 'zod'
import { CACHE_MS, defineEndpoint } from '../endpoint.ts'
import { IdParam, INT_MAX } from '../entities/common.ts'
import {
  ContentCard,
  ContentDetails,
  ContentMetadata,
  Episode,
  Library,
} from '../entities/catalogue/content.ts'
import { Country, InternalGenre } from '../entities/catalogue/filters.ts'
import { NewsItem } from '../entities/catalogue/news.ts'
import { InfoPage, InfoPageParams, InfoPagesQuery } from '../entities/catalogue/info-pages.ts'
import { FilmographyQuery, Person, PersonFavorite, PersonRefParams } from '../entities/catalogue/persons.ts'
import {
  ContentSources,
  ContentStream,
  ContentStreamQuery,
  TrailerStream,
} from '../entities/catalogue/playback.ts'
import { ContentRefParams, SlugOrIdParams } from '../entities/catalogue/refs.ts'
import {
  Row,
  RowQuery,
  Rowset,
  RowsetQuery,
  RowsetSummary,
  RowsetsQuery,
} from '../entities/catalogue/rows.ts'
import {
  SearchFoundBody,
  SearchHistoryRecord,
  SearchSuggest,
  SearchSuggestQuery,
} from '../entities/catalogue/search.ts'

const tag = 'Catalogue'

export const listRowsets = defineEndpoint({
  id: 'listRowsets',
  method: 'GET',
  path: '/v2/rowsets',
  auth: 'optional',
  tag,
  summary: 'Pages (rowsets): start page, movies, series, programmes, search, my',
  query: RowsetsQuery,
  response: z.array(RowsetSummary),
  cacheMs: CACHE_MS.list,
})

export const getRowset = defineEndpoint({
  id: 'getRowset',
  method: 'GET',
  path: '/v2/rowsets/:id',
  auth: 'optional',
  tag,
  summary:
    'A rowset (id or slug) with a load of its rows (offset, limit 24); text searches, library_id narrows',
  params: SlugOrIdParams,
  query: RowsetQuery,
  response: Rowset,
  cacheMs: CACHE_MS.rowset,
  errors: [404],
})

export const getFilmography = defineEndpoint({
  id: 'getFilmography',
  method: 'GET',
  path: '/v2/rows/filmography',
  auth: 'optional',
  tag,
  summary: "A person's contents as a row (movies, series and programmes, newest first)",
  query: FilmographyQuery,
  response: Row,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getRow = defineEndpoint({
  id: 'getRow',
  method: 'GET',
  path: '/v2/rows/:id',
  auth: 'optional',
  tag,
  summary:
    'A row (id or slug): a page of items (offset, limit) with text, library, genre, country, year, rating filters',
  params: SlugOrIdParams,
  query: RowQuery,
  response: Row,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getContent = defineEndpoint({
  id: 'getContent',
  method: 'GET',
  path: '/v2/contents/:id',
  auth: 'optional',
  tag,
  summary: 'A content item (id or slug ending in the id); lost items answer with is_lost',
  params: ContentRefParams,
  query: z.object({ library_id: z.coerce.number().int().positive().max(INT_MAX).optional() }),
  response: ContentDetails,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getContentEpisodes = defineEndpoint({
  id: 'getContentEpisodes',
  method: 'GET',
  path: '/v2/contents/:id/episodes',
  auth: 'optional',
  tag,
  summary: "A series' episodes of every season (season, series order), with the viewer's progress",
  params: ContentRefParams,
  query: z.object({ season: z.coerce.number().int().positive().max(INT_MAX).optional() }),
  response: z.array(Episode),
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getContentSources = defineEndpoint({
  id: 'getContentSources',
  method: 'GET',
  path: '/v2/contents/:id/sources',
  auth: 'optional',
  tag,
  summary: 'Catch-up airings of a content on channels',
  params: ContentRefParams,
  response: ContentSources,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getContentSimilar = defineEndpoint({
  id: 'getContentSimilar',
  method: 'GET',
  path: '/v2/contents/:id/similar',
  auth: 'optional',
  tag,
  summary: 'Similar contents (same genres), at most 12',
  params: ContentRefParams,
  response: z.array(ContentCard),
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const listLibraries = defineEndpoint({
  id: 'listLibraries',
  method: 'GET',
  path: '/v2/libraries',
  auth: 'optional',
  tag,
  summary: 'Libraries (online cinemas) of the catalogue',
  response: z.array(Library),
  cacheMs: CACHE_MS.list,
})

export const getLibraryContentStream = defineEndpoint({
  id: 'getLibraryContentStream',
  method: 'GET',
  path: '/v2/libraries/:libraryId/contents/:id/stream',
  auth: 'optional',
  tag,
  summary: 'VOD stream of a content (HLS, VOD playlist); 403 not_purchased / permission_denied as channels',
  params: z.object({
    libraryId: z.coerce.number().int().positive().max(INT_MAX),
    id: z.coerce.number().int().positive().max(INT_MAX),
  }),
  query: ContentStreamQuery,
  response: ContentStream,
  cacheMs: CACHE_MS.none,
  errors: [403, 404],
})

export const getContentMetadata = defineEndpoint({
  id: 'getContentMetadata',
  method: 'GET',
  path: '/v2/users/self/content_metadata/:id',
  auth: 'optional',
  tag,
  summary: "The viewer's buttons, purchase, favorite, history and next episode of a content",
  params: IdParam,
  response: ContentMetadata,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const getTrailerStream = defineEndpoint({
  id: 'getTrailerStream',
  method: 'GET',
  path: '/v2/trailers/:id/stream',
  auth: 'optional',
  tag,
  summary: 'A trailer stream (free for everyone); the answer reads hls',
  params: IdParam,
  query: z.object({ force_https: z.enum(['true', 'false']).optional() }),
  response: TrailerStream,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getPerson = defineEndpoint({
  id: 'getPerson',
  method: 'GET',
  path: '/v2/persons/:id',
  auth: 'optional',
  tag,
  summary: 'A person (id or slug ending in the id)',
  params: PersonRefParams,
  response: Person,
  cacheMs: CACHE_MS.default,
  errors: [404],
})

export const getPersonFavorite = defineEndpoint({
  id: 'getPersonFavorite',
  method: 'GET',
  path: '/v2/persons/:id/favorite',
  auth: 'optional',
  tag,
  summary: "Whether the person is in the viewer's favorites (null for anonymous callers)",
  params: IdParam,
  response: PersonFavorite,
  cacheMs: CACHE_MS.none,
  errors: [404],
})

export const searchSuggest = defineEndpoint({
  id: 'searchSuggest',
  method: 'GET',
  path: '/v2/search/suggest',
  auth: 'optional',
  tag: 'Search',
  summary:
    'Suggestions for the search box (also for an empty text); matches a query typed in the wrong layout',
  query: SearchSuggestQuery,
  response: SearchSuggest,
  cacheMs: CACHE_MS.default,
})

export const searchFound = defineEndpoint({
  id: 'searchFound',
  method: 'POST',
  path: '/v2/search/found',
  auth: 'required',
  tag: 'Search',
  summary: 'Save a search-history record: the result the viewer picked',
  body: SearchFoundBody,
  response: SearchHistoryRecord,
  successStatus: 201,
  cacheMs: CACHE_MS.none,
})

export const listCountries = defineEndpoint({
  id: 'listCountries',
  method: 'GET',
  path: '/v2/countries',
  auth: 'none',
  tag,
  summary: 'Countries of the catalogue, most contents first (the filter shows the first 30)',
  response: z.array(Country),
  cacheMs: CACHE_MS.list,
})

export const listInternalGenres = defineEndpoint({
  id: 'listInternalGenres',
  method: 'GET',
  path: '/v2/internal_genres',
  auth: 'optional',
  tag,
  summary:
    "Genres (parent_id null) and subgenres with their rows; a child profile's token gets no adult genre (issue 31)",
  response: z.array(InternalGenre),
  cacheMs: CACHE_MS.list,
})

export const listNews = defineEndpoint({
  id: 'listNews',
  method: 'GET',
  path: '/v2/news',
  auth: 'none',
  tag,
  summary: 'News, newest first',
  response: z.array(NewsItem),
  cacheMs: CACHE_MS.list,
})

export const getNews = defineEndpoint({
  id: 'getNews',
  method: 'GET',
  path: '/v2/news/:id',
  auth: 'none',
  tag,
  summary: 'A news item',
  params: IdParam,
  response: NewsItem,
  cacheMs: CACHE_MS.list,
  errors: [404],
})

export const listInfoPages = defineEndpoint({
  id: 'listInfoPages',
  method: 'GET',
  path: '/v2/info_pages',
  auth: 'none',
  tag,
  summary: 'Information pages of a kind (FAQ sections, device instructions, manuals, rules), in order',
  query: InfoPagesQuery,
  response: z.array(InfoPage),
  cacheMs: CACHE_MS.list,
})

export const getInfoPage = defineEndpoint({
  id: 'getInfoPage',
  method: 'GET',
  path: '/v2/info_pages/:kind/:slug',
  auth: 'none',
  tag,
  summary: 'One information page (a rules page, the app-store page, one manual)',
  params: InfoPageParams,
  response: InfoPage,
  cacheMs: CACHE_MS.list,
  errors: [404],
})
