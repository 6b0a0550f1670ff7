import { describe, expect, it } from 'vitest'
import { surveySubmission } from './survey-rules'

describe('survey (spec 3 §5)', () => {
  it('needs an answer or non-empty trimmed text', () => {
    expect(surveySubmission([], '   ', true)).toEqual({ ok: false, error: 'error_none_field_is_selected' })
    expect(surveySubmission([2], '', true)).toEqual({ ok: true, body: { answer_ids: [2] } })
    expect(surveySubmission([], ' too dear ', true)).toEqual({
      ok: true,
      body: { answer_ids: [], user_text: 'too dear' },
    })
  })
  it('sends user_text only when the question allows it', () => {
    expect(surveySubmission([], 'text', false)).toEqual({ ok: false, error: 'error_none_field_is_selected' })
    expect(surveySubmission([1], 'text', false)).toEqual({ ok: true, body: { answer_ids: [1] } })
  })
})
