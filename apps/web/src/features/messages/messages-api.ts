import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Message } from '@efir/contract'
import { deleteMessage, listMessages, readAllMessages, readMessage } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'

const listKey = endpointQueryKey(listMessages)

/**
 * GET /v2/users/self/messages (cache: the endpoint's cacheMs). A background poll (spec 1 §9): a failed
 * round keeps the last list and the next round retries, so it never interrupts with the error dialog.
 */
export function useMessages(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(listMessages), enabled, meta: HANDLES_ERRORS })
}

/**
 * One of the dropdown's changes, kept on the server (spec 1 §4: read state and deletion survive a
 * reload). The list shows the change at once; a failure puts the server's list back (and the generic
 * error dialog says why), success reads the list again.
 */
function useMessagesChange<V>(
  request: (value: V) => Promise<unknown>,
  apply: (list: Message[], value: V) => Message[],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onMutate: async (value: V) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      queryClient.setQueryData<Message[]>(listKey, (list) => list && apply(list, value))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  })
}

/** PATCH /v2/users/self/messages/{id} {is_read: true}: the viewer opened the message. */
export function useReadMessage() {
  return useMessagesChange(
    (id: number) => apiRequest(readMessage, { params: { id }, body: { is_read: true } }),
    (list, id) => list.map((m) => (m.id === id ? { ...m, is_read: true } : m)),
  )
}

/** PATCH /v2/users/self/messages {is_read: true}: "mark all read". */
export function useReadAllMessages() {
  return useMessagesChange(
    () => apiRequest(readAllMessages, { body: { is_read: true } }),
    (list) => list.map((m) => ({ ...m, is_read: true })),
  )
}

/** DELETE /v2/users/self/messages/{id}. */
export function useDeleteMessage() {
  return useMessagesChange(
    (id: number) => apiRequest(deleteMessage, { params: { id } }),
    (list, id) => list.filter((m) => m.id !== id),
  )
}
