import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import type { RenderPromoWatch } from './promo-banner'
import { RowsetPage } from './rowset-page'

/**
 * /rowset/{id or slug}, /catalog/{id} and server menu pages (/{slug}): a rowset page with its title.
 * `rowsetId` overrides the route's :id (a menu page passes its slug).
 */
export default function RowsetRoutePage({
  rowsetId,
  title,
  renderTrailer,
  renderWatch,
}: {
  rowsetId?: string
  title?: string
  renderTrailer?: (trailerId: number) => ReactNode
  renderWatch?: RenderPromoWatch
}) {
  const { id } = useParams()
  const key = rowsetId ?? id ?? ''
  return (
    <RowsetPage
      key={key}
      rowsetId={key}
      seoPage="rowset"
      title={title}
      renderTrailer={renderTrailer}
      renderWatch={renderWatch}
    />
  )
}
