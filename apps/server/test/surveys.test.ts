import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { surveyQuestions } from '../src/db/schema/index.ts'
import { answersOfUser } from '../src/modules/surveys/repository.ts'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

/*
 * spec 3 §4 "Email notification and survey", §5, spec 1 §7: GET /v2/survey/questions/{id} and POST
 * …/answers {answer_ids, user_text?}. The server checks what the client checks (answers belong to the
 * question, free text only where allowed, something chosen) and keeps one answer per user and survey.
 */
describe('surveys', () => {
  let t: TestApp, a: Api
  beforeAll(async () => {
    ;({ t, a } = await signedInApp())
    // a question without free text, beside the seeded survey 1 (which allows it)
    await t.database.db.insert(surveyQuestions).values({
      id: 2,
      question: 'Which device do you watch on?',
      description: null,
      allowUserAnswer: false,
      answers: [
        { id: 21, text: 'TV' },
        { id: 22, text: 'Phone' },
      ],
    })
  })
  afterAll(() => t.close())

  const answer = (token: string, id: number, payload: object) =>
    a.inject({
      method: 'POST',
      url: `/v2/survey/questions/${id}/answers`,
      query: { access_token: token },
      payload,
    })
  async function viewer(): Promise<{ token: string; id: number }> {
    const { token } = await a.createGuest()
    const self = await a.inject({ method: 'GET', url: '/v2/users/self', query: { access_token: token } })
    return { token, id: self.json<{ id: number }>().id }
  }

  it('survey 1 is seeded with its answers and allows free text', async () => {
    const { token } = await viewer()
    const q = expectContract(
      endpoints.getSurveyQuestion,
      await a.inject({ method: 'GET', url: '/v2/survey/questions/1', query: { access_token: token } }),
    )
    expect(q).toMatchObject({ id: 1, allow_user_answer: true })
    expect(q.answers.map((x) => x.id)).toEqual([1, 2, 3])
    expectError(
      await a.inject({ method: 'GET', url: '/v2/survey/questions/1' }),
      401,
      'authentication_failed',
    )
  })

  it('refuses answers of another question, empty answers, and free text where it is not allowed', async () => {
    const { token, id } = await viewer()
    expectError(await answer(token, 1, { answer_ids: [21] }), 400, 'validation_error')
    expectError(await answer(token, 1, { answer_ids: [] }), 400, 'validation_error')
    expectError(await answer(token, 1, { answer_ids: [], user_text: '   ' }), 400, 'validation_error')
    expectError(
      await answer(token, 2, { answer_ids: [21], user_text: 'on a projector' }),
      400,
      'validation_error',
    )
    expectError(await answer(token, 1, { answer_ids: ['x'] }), 400, 'validation_error')
    expectError(await answer(token, 77, { answer_ids: [1] }), 404, 'not_found')
    expect(await answersOfUser(t.database.db, 1, id)).toEqual([])
    expect(await answersOfUser(t.database.db, 2, id)).toEqual([])
  })

  it('stores the chosen answers and the trimmed free text; answering again replaces the answer', async () => {
    const { token, id } = await viewer()
    expectContract(
      endpoints.answerSurvey,
      await answer(token, 1, { answer_ids: [2, 2, 3], user_text: ' dear ' }),
      201,
    )
    expect(await answersOfUser(t.database.db, 1, id)).toMatchObject([{ answerIds: [2, 3], userText: 'dear' }])
    expectContract(endpoints.answerSurvey, await answer(token, 1, { answer_ids: [1] }), 201)
    expect(await answersOfUser(t.database.db, 1, id)).toMatchObject([{ answerIds: [1], userText: null }])
    // the other survey is its own answer
    expectContract(endpoints.answerSurvey, await answer(token, 2, { answer_ids: [22] }), 201)
    expect(await answersOfUser(t.database.db, 2, id)).toHaveLength(1)
  })

  it('parallel answers of one user leave one row (atomic on PostgreSQL too)', async () => {
    const { token, id } = await viewer()
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => answer(token, 1, { answer_ids: [(i % 3) + 1] })),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 201))
    const rows = await answersOfUser(t.database.db, 1, id)
    expect(rows).toHaveLength(1)
  })
})
