import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { localizeRow, localizeText } from '../../i18n/localized.ts'
import { msg } from '../../i18n/messages.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { findQuestion, upsertAnswer } from './repository.ts'

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The question and its answers in the viewer's language (issue 29).
  registerEndpoint(app, ctx, endpoints.getSurveyQuestion, async ({ params, language }) => {
    const found = await findQuestion(ctx.db, params.id)
    if (!found) throw notFound('survey_question')
    const q = localizeRow(found, language)
    return {
      id: q.id,
      question: q.question,
      description: q.description,
      allow_user_answer: q.allowUserAnswer,
      answers: q.answers.map((a) => ({ id: a.id, text: localizeText(a.text, a.i18n, language) })),
    }
  })

  registerEndpoint(app, ctx, endpoints.answerSurvey, async ({ auth, params, body }) => {
    const q = await findQuestion(ctx.db, params.id)
    if (!q) throw notFound('survey_question')
    const known = new Set(q.answers.map((a) => a.id))
    const unknown = body.answer_ids.filter((id) => !known.has(id))
    if (unknown.length > 0) {
      throw badRequest(ERROR_CODES.validation, 'unknown_answer', {
        'body.answer_ids': msg('unknown_answer_ids', { ids: unknown.join(', ') }),
      })
    }
    const text = body.user_text?.trim() || null
    if (text && !q.allowUserAnswer) {
      throw badRequest(ERROR_CODES.validation, 'no_free_text', { 'body.user_text': 'not_allowed' })
    }
    // one answer per user and survey: a second one replaces the first, atomically (a unique index)
    await upsertAnswer(ctx.db, {
      questionId: q.id,
      userId: auth.user.id,
      answerIds: [...new Set(body.answer_ids)],
      userText: text,
      createdAt: ctx.now(),
    })
    return { ok: true as const }
  })
}
