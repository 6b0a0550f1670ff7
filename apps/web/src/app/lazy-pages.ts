import { lazy } from 'react'

/** Every page is its own lazy chunk so the initial JS stays small. */
export const ComingPage = lazy(() => import('../features/layout-pages/coming-page'))
export const NotFoundPage = lazy(() => import('../features/layout-pages/not-found-page'))
export const InfoDocumentPage = lazy(() => import('../features/info-pages/info-document-page'))
export const GeoLockPage = lazy(() => import('../features/info-pages/geo-lock-page'))
// live TV (spec 2 §2)
export const ChannelsPage = lazy(() => import('../features/channels/channels-page'))
export const ChannelsFreePage = lazy(() => import('../features/channels/channels-free-page'))
export const ChannelScreen = lazy(() => import('../features/channels/channel-screen'))
export const ChannelEmbedPage = lazy(() => import('../features/channels/channel-embed-page'))
export const NewYearPage = lazy(() => import('../features/channels/new-year-page'))
/** One catalogue row shelf, for the New Year page's rows (features/channels gets it as `renderRow`). */
export const RowShelfSlot = lazy(() => import('../features/catalogue/row-shelf-slot'))
