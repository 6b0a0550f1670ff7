import { mwStatusBlock } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { endpointQueryOptions } from '../../shared/api/query'
import { modalIdFromHash } from '../../shared/hooks/modal-ids'
import { useModal } from '../../shared/hooks/use-modal'
import { blockAction } from './block-rules'

export function useBlockStatus() {
  return useQuery({ ...endpointQueryOptions(mwStatusBlock), staleTime: 0 })
}

/** Reads the signed-in user's block status once per sign-in; -2 opens the block dialog (spec 1 §4). */
export default function BlockWatcher() {
  const modal = useModal()
  const { data } = useBlockStatus()
  // whenever no other modal is open (e.g. the top-up it offered closed), the block dialog is back
  const modalOpen = modalIdFromHash(useLocation().hash) !== undefined
  const action = blockAction(data)
  const message = action.kind === 'block' ? action.message : null
  useEffect(() => {
    if (action.kind === 'block' && !modalOpen) modal.open('block_alma', { message })
  }, [action.kind, message, modalOpen, modal])
  return null
}
