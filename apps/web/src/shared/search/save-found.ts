import { useMutation } from '@tanstack/react-query'
import { searchFound } from '@efir/contract/routes'
import { apiRequest } from '../api/api-client'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { isSignedIn, useSession } from '../session/use-session'

export interface FoundRecord {
  title: string
  text: string
  content_type: 'channel' | 'content'
  object_id: number
}

/**
 * POST /v2/search/found: the result the viewer picked (history), from the search page or the channel
 * search; only with a session, never blocking.
 */
export function useSaveFound() {
  const session = useSession()
  const mutation = useMutation({
    mutationFn: (record: FoundRecord) => apiRequest(searchFound, { body: record }),
    meta: HANDLES_ERRORS,
  })
  return (record: FoundRecord) => {
    if (!isSignedIn(session)) return
    if (!record.title.trim()) return
    mutation.mutate({ ...record, text: record.text.trim().slice(0, 255) })
  }
}
