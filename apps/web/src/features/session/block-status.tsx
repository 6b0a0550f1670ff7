import { mwStatusBlock } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { endpointQueryOptions } from '../../shared/api/query'
import { useModal } from '../../shared/hooks/use-modal'
import { blockAction } from './block-rules'

export function useBlockStatus() {
  return useQuery({ ...endpointQueryOptions(mwStatusBlock), staleTime: 0 })
}

/** Reads the signed-in user's block status once per sign-in; -2 opens the block dialog (spec 1 §4). */
export default function BlockWatcher() {
  const modal = useModal()
  const { data } = useBlockStatus()
  const action = blockAction(data)
  useEffect(() => {
    if (action.kind === 'block') modal.open('block_alma', { message: action.message })
  }, [action.kind, action.kind === 'block' ? action.message : null, modal]) // eslint-disable-line react-hooks/exhaustive-deps
  return null
}
