import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../shared/ui/button'
import { LazyModalFrame } from '../shared/ui/lazy-modal-frame'

/** spec 1 §4 "No provider": the default login text and a close button that goes back. */
export function NoProviderDialog({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  if (!open) return null
  const close = () => {
    setOpen(false)
    if (window.history.length > 1) window.history.back()
  }
  return (
    <LazyModalFrame title={title} closable onClose={close}>
      <p>{description}</p>
      <p>
        <Button onClick={close}>{t('close')}</Button>
      </p>
    </LazyModalFrame>
  )
}
