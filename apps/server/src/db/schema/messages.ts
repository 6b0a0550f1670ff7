import { boolean, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, reference, translations } from './columns.ts'
import { belongsToUser } from './users.ts'

// Messages to a user and the surveys they answer.

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  userId: belongsToUser(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull(),
  removed: boolean('removed').notNull().default(false),
  /** spec 1 §4 "Messages": opened or marked read in the header dropdown; the unread ones are counted. */
  isRead: boolean('is_read').notNull().default(false),
  i18n: translations<'title' | 'text'>(),
})

export const surveyQuestions = pgTable('survey_questions', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  description: text('description'),
  allowUserAnswer: boolean('allow_user_answer').notNull(),
  /** Each answer's text in the default language (ru), its translations beside it (issue 29). */
  answers: jsonb('answers')
    .$type<{ id: number; text: string; i18n?: Partial<Record<'en' | 'kk' | 'uz', string>> }[]>()
    .notNull(),
  i18n: translations<'question' | 'description'>(),
})

/** One answer per user and survey: answering again replaces it (the latest reasons count). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    questionId: reference('question_id', () => surveyQuestions.id),
    userId: belongsToUser(),
    answerIds: jsonb('answer_ids').$type<number[]>().notNull(),
    userText: text('user_text'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('survey_answers_question_user').on(t.questionId, t.userId)],
)
