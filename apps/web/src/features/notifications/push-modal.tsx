import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { parsePushMessage, pushBodyText } from '../../shared/notifications/push-message'
import { useOpenDeepLink } from '../../shared/session/use-session'
import { Button } from '../../shared/ui/button'
import styles from './push-modal.module.css'

/**
 * The push modal (spec 3 §4): the title (the modal frame's, from the payload), icon, body with its
 * line breaks doubled, Close, and a confirm labelled with the push's action or "watch". Confirm goes to
 * the destination the session's deep-link rules allow: a signed-out viewer who is not a guest signs
 * in first and lands there after.
 */
export default function PushModal({ onClose, payload }: { onClose: () => void; payload?: unknown }) {
  const { t } = useTranslation()
  const openDeepLink = useOpenDeepLink()
  const message = parsePushMessage(payload)
  // a #push left in the address without its data (a reload, a shared link) has nothing to show
  useEffect(() => {
    if (!message) onClose()
  }, [message, onClose])
  if (!message) return null
  return (
    <div className={styles.push}>
      {message.icon && <img className={styles.icon} src={message.icon} alt="" />}
      {message.body && <p className={styles.body}>{pushBodyText(message.body)}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
        <Button onClick={() => openDeepLink(message.link)}>{message.action ?? t('push_watch')}</Button>
      </div>
    </div>
  )
}
