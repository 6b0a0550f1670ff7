import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { WATCH_TV_ACTION, WATCH_TV_PATH } from '../../shared/ui/message-actions'
import { promptStore } from '../../shared/notifications/prompt-store'
import { Button } from '../../shared/ui/button'
import { Spinner } from '../../shared/ui/spinner'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'
import styles from './message-body.module.css'

const SurveyForm = lazy(() => import('../../shared/survey/survey-form'))

/**
 * spec 3 §2: a destination of type text opens a message modal with its description. With a `survey`
 * id in the payload (spec 3 §7: the "disabled renewal" modal) the text is followed by that survey; a
 * modal closed without answering or skipping it leaves the survey to its prompt (spec 3 §4
 * survey_unsubscribe), which shows once the modal is gone. With `action: 'watch_tv'` (spec 3 §8
 * "Content not available") it offers the TV channels beside Close.
 */
export default function MessageBody({ onClose, payload }: ModalBodyProps) {
  const { t } = useTranslation()
  const text = typeof payload?.text === 'string' ? payload.text : ''
  const survey = typeof payload?.survey === 'number' ? payload.survey : null
  const watchTv = payload?.action === WATCH_TV_ACTION
  const navigate = useNavigate()
  const [surveying, setSurveying] = useState(false)
  const settled = useRef(false)
  useEffect(() => {
    if (survey === null) return
    // this modal offers the survey itself (and StrictMode's trial unmount asked for nothing)
    promptStore.withdraw('survey_unsubscribe')
    return () => {
      if (!settled.current) promptStore.ask('survey_unsubscribe')
    }
  }, [survey])
  if (survey !== null && surveying)
    return (
      <Suspense fallback={<Spinner />}>
        <SurveyForm
          surveyId={survey}
          onDone={() => {
            settled.current = true
            onClose()
          }}
        />
      </Suspense>
    )
  return (
    <div className={styles.body}>
      {text && <p className={styles.text}>{text}</p>}
      {survey !== null ? (
        <Button onClick={() => setSurveying(true)}>{t('acc_continue')}</Button>
      ) : watchTv ? (
        <div className={styles.actions}>
          <Button
            onClick={() => {
              onClose()
              void navigate(WATCH_TV_PATH)
            }}
          >
            {t('content_watch_tv')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      ) : (
        <Button onClick={onClose}>{t('close')}</Button>
      )}
    </div>
  )
}
