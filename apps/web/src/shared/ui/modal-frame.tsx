import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from './button'
import { keepPageHiddenBehind } from './hidden-behind'
import { focusReturnTarget, rememberOpener } from './opener'
import { useOverlayLayer } from './overlay-layers'
import { CloseIcon } from './icons'
import styles from './modal-frame.module.css'

export interface ModalFrameProps {
  /** Translated dialog title: also the dialog's accessible name. */
  title: string
  /** False in the auth-only (blocked) state: no close button, Escape and overlay clicks do nothing. */
  closable: boolean
  /** Called when the viewer asks to close (close button, Escape, overlay click). */
  onClose: () => void
  /** True during the 300 ms removal after hiding (spec 3 §4): fades out, ignores input. */
  leaving?: boolean
  size?: 'normal' | 'wide'
  /**
   * A modal page (a content card, a person): the notification prompt is drawn inside the dialog, where
   * it can be clicked without closing it. Other dialogs hide the prompt (spec 3 §4).
   */
  hostsPrompts?: boolean
  children: ReactNode
}

/**
 * The one dialog frame of the product over Radix Dialog: focus trapped inside, restored to the opener
 * on removal, Escape and overlay click close unless closing is forbidden (spec 3 §4).
 */
export function ModalFrame({
  title,
  closable,
  onClose,
  leaving = false,
  size = 'normal',
  hostsPrompts = false,
  children,
}: ModalFrameProps) {
  const { t } = useTranslation()
  const promptSlot = useOverlayLayer(hostsPrompts)
  const leavingClass = leaving ? styles.leaving : ''
  // The element that had focus when the dialog appeared (the opener), to return focus to on removal.
  const [opener] = useState(() => rememberOpener(document.activeElement, null))
  // the page behind stays hidden from screen readers while it draws on (a dialog opened from the URL)
  // (the content is drawn after the frame's first commit: Radix's portal mounts it in a second render)
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  useEffect(() => (content ? keepPageHiddenBehind(content) : undefined), [content])
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && closable && !leaving) onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={[styles.overlay, leavingClass].join(' ')} />
        <Dialog.Content
          ref={setContent}
          className={[styles.content, size === 'wide' ? styles.wide : '', leavingClass].join(' ')}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault()
          }}
          onInteractOutside={(event) => {
            if (!closable) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            // NOTE: Radix returns focus to a Dialog.Trigger; our modals open from the URL, so return it
            // to the opener ourselves (or to what replaced it, or a fallback: shared/ui/opener.ts).
            event.preventDefault()
            focusReturnTarget(opener, document)?.focus()
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closable && (
              <Dialog.Close asChild>
                <IconButton label={t('close')} icon={<CloseIcon />} />
              </Dialog.Close>
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {hostsPrompts && <div ref={promptSlot} className={styles.promptSlot} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
