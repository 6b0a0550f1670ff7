import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import type { ContentCard } from '@efir/contract'
import { getContentMetadata } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { backgroundState } from '../../shared/hooks/background-location'
import { isSeries } from './content-rules'
import { usePlayAction } from './use-play-action'

/**
 * The promo banner's Watch (spec 3 §2 promo-bg "watch and more buttons"): the content play action of
 * spec 3 §4, as on the content card: not available, channel archive, the packet purchase path for an
 * unpurchased title (a guest signs in first), the parental PIN for an age-restricted one, then /watch.
 * A series has its episode to choose, so its Watch opens its card. The viewer's metadata is fetched on
 * the press, not for every slide shown.
 */
export function PromoWatchButton({
  content,
  className,
  label,
}: {
  content: ContentCard
  className?: string
  label: string
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const action = usePlayAction(content.library_id)
  const [loading, setLoading] = useState(false)

  const watch = async () => {
    if (isSeries(content)) {
      void navigate(`/contents/${encodeURIComponent(content.slug || String(content.id))}`, {
        state: backgroundState(location),
      })
      return
    }
    setLoading(true)
    try {
      const meta = await queryClient
        .fetchQuery(endpointQueryOptions(getContentMetadata, { params: { id: content.id } }))
        .catch(() => null)
      action.play({ content, meta })
    } finally {
      setLoading(false)
    }
  }
  return (
    <button
      type="button"
      className={className}
      aria-busy={loading || action.busy || undefined}
      disabled={loading}
      onClick={() => void watch()}
      data-promo-watch=""
    >
      {label}
    </button>
  )
}

export default PromoWatchButton
