import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import styles from './inline-confirm.module.css'

/**
 * A question in place of what it is about (remove a card or a device, disable a subscription, sign
 * out): the confirming action and the safe one, with focus on the safe one so Enter never confirms by
 * accident (WAI-ARIA alertdialog); Escape answers no.
 */
export function InlineConfirm({
  question,
  confirmLabel,
  cancelLabel,
  busy = false,
  className,
  actionsClassName,
  onYes,
  onNo,
}: {
  question: string
  confirmLabel: string
  /** The safe answer's label; "Cancel" by default. */
  cancelLabel?: string
  /** The confirmed action runs: both answers wait. */
  busy?: boolean
  /** In place of the raised box (a menu's or a modal's own look). */
  className?: string | undefined
  actionsClassName?: string | undefined
  onYes: () => void
  onNo: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog's Escape
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      className={className ?? styles.confirm}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) onNo()
      }}
    >
      <p id={titleId}>{question}</p>
      <div className={actionsClassName ?? styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={onYes}>
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} disabled={busy} onClick={onNo}>
          {cancelLabel ?? t('cancel')}
        </Button>
      </div>
    </div>
  )
}
