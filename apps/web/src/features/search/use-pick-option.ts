import { useLocation, useNavigate } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { useSaveFound } from '../../shared/search/save-found'
import type { SearchOption } from './search-options'
import { searchPath } from './search-rules'

/** The path an option opens: a search, a content card, a channel or a person page. */
export function optionTarget(option: SearchOption): { path: string; modal: boolean } {
  switch (option.kind) {
    case 'suggestion':
      return { path: searchPath(option.text), modal: false }
    case 'history':
      return option.recordType === 'channel'
        ? { path: `/channel/${option.objectId}`, modal: false }
        : { path: `/contents/${option.objectId}`, modal: true }
    case 'content':
      return { path: `/contents/${option.slug || option.id}`, modal: true }
    case 'channel':
      return { path: `/channel/${option.slug || option.id}`, modal: false }
    case 'person':
      return { path: `/persons/${option.slug || option.id}`, modal: true }
  }
}

/** Opens what an option points to; a content or channel result saves a history record (spec 3 §2). */
export function usePickOption() {
  const navigate = useNavigate()
  const location = useLocation()
  const saveFound = useSaveFound()
  return (option: SearchOption, typed: string) => {
    if (option.kind === 'content' || option.kind === 'channel')
      saveFound({ title: option.label, text: typed, content_type: option.kind, object_id: option.id })
    const target = optionTarget(option)
    void navigate(target.path, target.modal ? { state: backgroundState(location) } : undefined)
  }
}
