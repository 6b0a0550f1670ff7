import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'

/**
 * A question in place of the row it is about (remove a card, a device): the confirming action and
 * Cancel, with focus on Cancel so Enter never removes by accident.
 */
export function InlineConfirm({
  question,
  confirmLabel,
  className,
  actionsClassName,
  onYes,
  onNo,
}: {
  question: string
  confirmLabel: string
  className: string | undefined
  actionsClassName: string | undefined
  onYes: () => void
  onNo: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <div role="alertdialog" aria-labelledby={titleId} className={className}>
      <p id={titleId}>{question}</p>
      <div className={actionsClassName}>
        <Button variant="secondary" onClick={onYes}>
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} onClick={onNo}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  )
}
