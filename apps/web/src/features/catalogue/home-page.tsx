import type { ReactNode } from 'react'
import type { RenderPromoWatch } from './promo-banner'
import { RowsetPage } from './rowset-page'

/** spec 3 §2: the start page (/, /startpage and the catch-all's home) is the `startpage` rowset. */
export const START_PAGE_ROWSET = 'startpage'

export default function HomePage({
  renderTrailer,
  renderWatch,
}: {
  renderTrailer?: (trailerId: number) => ReactNode
  renderWatch?: RenderPromoWatch
}) {
  return (
    <RowsetPage
      rowsetId={START_PAGE_ROWSET}
      seoPage="home"
      showTitle={false}
      renderTrailer={renderTrailer}
      renderWatch={renderWatch}
    />
  )
}
