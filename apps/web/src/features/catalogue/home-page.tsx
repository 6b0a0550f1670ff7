import type { ReactNode } from 'react'
import type { RenderPromoWatch } from './promo-banner'
import { START_PAGE_ROWSET } from './row-rules'
import { RowsetPage } from './rowset-page'

export { START_PAGE_ROWSET }

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
