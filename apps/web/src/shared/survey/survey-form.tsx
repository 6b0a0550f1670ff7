import { answerSurvey, getSurveyQuestion } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../api/api-client'
import { endpointQueryOptions } from '../api/query'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Skeleton } from '../ui/skeleton'
import { toastStore } from '../ui/toast-store'
import { surveySubmission, UNSUBSCRIBE_SURVEY_ID } from './survey-rules'
import styles from './survey-form.module.css'

/** How a survey ended: answered (sent), skipped by the viewer, or failed (logged, spec 3 §8). */
export type SurveyOutcome = 'answered' | 'skipped' | 'failed'

/**
 * The survey (spec 3 §4 "Email notification and survey"): the answers, free text when the question
 * allows it, at least one of them (error_none_field_is_selected). A load or send failure is logged and
 * the survey closes (spec 3 §8 "Survey failure"). Used by the "disabled renewal" modal and the survey
 * prompt.
 */
export default function SurveyForm({
  onDone,
  surveyId = UNSUBSCRIBE_SURVEY_ID,
}: {
  onDone: (outcome: SurveyOutcome) => void
  surveyId?: number
}) {
  const { t } = useTranslation()
  const question = useQuery(endpointQueryOptions(getSurveyQuestion, { params: { id: surveyId } }))
  const [chosen, setChosen] = useState<number[]>([])
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const titleId = useId()

  if (question.isPending)
    return (
      <div aria-busy="true" className={styles.body}>
        <Skeleton height={24} />
        <Skeleton height={120} />
      </div>
    )
  if (question.isError) return <SurveyFailed error={question.error} onDone={onDone} />
  const q = question.data
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = surveySubmission(chosen, text, q.allow_user_answer)
    if (!result.ok) {
      setError(t(result.error))
      return
    }
    setSending(true)
    try {
      await apiRequest(answerSurvey, { params: { id: surveyId }, body: result.body })
      toastStore.show(t('acc_survey_thanks'), 'success')
      onDone('answered')
    } catch (e) {
      console.warn('[survey] send failed', e)
      onDone('failed')
    }
  }
  return (
    <form className={styles.body} onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
      <p id={titleId} className={styles.question}>
        <strong>{q.question}</strong>
      </p>
      {q.description && <p className={styles.muted}>{q.description}</p>}
      <fieldset className={styles.options}>
        <legend className="visually-hidden">{q.question}</legend>
        {q.answers.map((a) => (
          <label key={a.id} className={styles.option}>
            <input
              type="checkbox"
              checked={chosen.includes(a.id)}
              onChange={(e) => {
                setError(null)
                setChosen((c) => (e.target.checked ? [...c, a.id] : c.filter((id) => id !== a.id)))
              }}
            />
            {a.text}
          </label>
        ))}
      </fieldset>
      {q.allow_user_answer && (
        <label className={styles.field}>
          {t('acc_survey_own_answer')}
          <textarea
            className={styles.input}
            value={text}
            maxLength={2000}
            rows={3}
            onChange={(e) => {
              setError(null)
              setText(e.target.value)
            }}
          />
        </label>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {t('acc_survey_send')}
        </Button>
        <Button variant="secondary" onClick={() => onDone('skipped')}>
          {t('acc_survey_skip')}
        </Button>
      </div>
    </form>
  )
}

/** spec 3 §8 "Survey failure: logged; popup hidden". */
function SurveyFailed({ error, onDone }: { error: unknown; onDone: (outcome: SurveyOutcome) => void }) {
  useEffect(() => {
    console.warn('[survey] load failed', error)
    onDone('failed')
  }, [error, onDone])
  return null
}
