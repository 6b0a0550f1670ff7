import { lazy, Suspense } from 'react'
import { UNSUBSCRIBE_SURVEY_ID } from '../../shared/survey/survey-rules'
import { Spinner } from '../../shared/ui/spinner'
import type { PromptBodyProps } from './prompt-body-props'

const SurveyForm = lazy(() => import('../../shared/survey/survey-form'))

/**
 * The unsubscribe survey as a prompt (spec 3 §4, survey id 1): answered or failed (logged, spec 3 §8)
 * it is done; skipped it counts as closed.
 */
export default function SurveyPrompt({ onClose, onFinish }: PromptBodyProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <SurveyForm
        surveyId={UNSUBSCRIBE_SURVEY_ID}
        onDone={(outcome) => (outcome === 'skipped' ? onClose() : onFinish())}
      />
    </Suspense>
  )
}
