import { useTranslation } from 'react-i18next'
import { Button } from '../../shared/ui/button'
import type { ModalBodyProps } from '../modal-body-props'
import styles from './message-body.module.css'

/** spec 3 §2: a destination of type text opens a message modal with its description. */
export default function MessageBody({ onClose, payload }: ModalBodyProps) {
  const { t } = useTranslation()
  const text = typeof payload?.text === 'string' ? payload.text : ''
  return (
    <div className={styles.body}>
      {text && <p className={styles.text}>{text}</p>}
      <Button onClick={onClose}>{t('close')}</Button>
    </div>
  )
}
