import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { deleteMessage, listMessages } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'

/**
 * GET /v2/users/self/messages (cache: the endpoint's cacheMs). A background poll (spec 1 §9): a failed
 * round keeps the last list and the next round retries, so it never interrupts with the error dialog.
 */
export function useMessages(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(listMessages), enabled, meta: HANDLES_ERRORS })
}

/** DELETE each given message ("delete" and "mark all read" of the header dropdown), then refresh. */
export function useDeleteMessages() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      Promise.all(ids.map((id) => apiRequest(deleteMessage, { params: { id } }))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(listMessages) }),
  })
}
