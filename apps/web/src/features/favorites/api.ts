import { useQueries } from '@tanstack/react-query'
import { getRow } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import type { FavoriteKind } from '../../shared/favorite-toggle/favorite-rules'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'

/** The personal rows of /my (the server's favorites rows), in page order. */
export const MY_ROWS = [
  { slug: 'my-contents', kind: 'content', titleKey: 'favorites_group_content' },
  { slug: 'my-channels', kind: 'channel', titleKey: 'favorites_group_channels' },
  { slug: 'my-persons', kind: 'person', titleKey: 'favorites_group_persons' },
  { slug: 'my-programs', kind: 'program', titleKey: 'favorites_group_programs' },
] as const satisfies readonly { slug: string; kind: FavoriteKind; titleKey: string }[]

/** One favorites row (GET /v2/rows/{slug}, up to 100 items), for a signed-in user. */
export function useMyRows() {
  const session = useSession()
  return useQueries({
    queries: MY_ROWS.map((row) => ({
      ...endpointQueryOptions(getRow, { params: { id: row.slug }, query: { limit: 100 } }),
      enabled: isLoggedIn(session),
      meta: HANDLES_ERRORS,
    })),
  })
}
