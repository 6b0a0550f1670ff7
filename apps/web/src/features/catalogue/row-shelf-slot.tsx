import { useMemo } from 'react'
import type { Row } from '@efir/contract'
import { useMediaQuery } from '../../shared/hooks/use-media-query'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { useChildHiddenRows, useKnownChannelIds } from './api'
import { RowShelf } from './row-shelf'
import { isMobileView, rowViewOf, slidePadding } from './row-rules'

/**
 * One row drawn as the start page draws it (title, see-all, slider of cards), for a page outside the
 * catalogue that fetched the row itself: app/ hands it to the New Year page (features/channels). The
 * host page sets --slide-padding (the shelf's side padding) for its own frame.
 */
export default function RowShelfSlot({ row, eager }: { row: Row; eager: boolean }) {
  const { width } = useWindowSize()
  const touch = useMediaQuery('(pointer: coarse)')
  const knownChannels = useKnownChannelIds(rowViewOf(row.template) === 'channel')
  const hiddenRows = useChildHiddenRows()
  const context = useMemo(() => ({ knownChannels, hiddenRows }), [knownChannels, hiddenRows])
  return (
    <RowShelf
      row={row}
      context={context}
      mobile={isMobileView(width, touch)}
      width={width - 2 * slidePadding(width)}
      eager={eager}
      ottProvider
    />
  )
}
