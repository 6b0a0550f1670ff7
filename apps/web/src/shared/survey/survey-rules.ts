// spec 3 §4 "Email notification and survey", §5: the survey's rules, shared by the unsubscribe flow
// (commerce) and the survey prompt (notifications).

/** The unsubscribe survey's id (spec 3 §4 "Survey (id 1)"). */
export const UNSUBSCRIBE_SURVEY_ID = 1

/**
 * spec 3 §5 "Survey: at least one answer or non-empty trimmed free text, else alert
 * error_none_field_is_selected"; §4: user_text is sent only if allow_user_answer.
 */
export function surveySubmission(
  answerIds: readonly number[],
  userText: string,
  allowUserAnswer: boolean,
): { ok: true; body: { answer_ids: number[]; user_text?: string } } | { ok: false; error: string } {
  const text = allowUserAnswer ? userText.trim() : ''
  if (answerIds.length === 0 && text === '') return { ok: false, error: 'error_none_field_is_selected' }
  return {
    ok: true,
    body: text ? { answer_ids: [...answerIds], user_text: text } : { answer_ids: [...answerIds] },
  }
}
