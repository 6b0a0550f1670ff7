import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { surveyAnswers, surveyQuestions } from '../../db/schema/index.ts'

export async function findQuestion(db: Db, id: number) {
  const [row] = await db.select().from(surveyQuestions).where(eq(surveyQuestions.id, id)).limit(1)
  return row ?? null
}

/** Stores a user's answer; an earlier one to the same survey is replaced in the same statement. */
export async function upsertAnswer(db: Db, row: Omit<typeof surveyAnswers.$inferInsert, 'id'>) {
  await db
    .insert(surveyAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: [surveyAnswers.questionId, surveyAnswers.userId],
      set: { answerIds: row.answerIds, userText: row.userText ?? null, createdAt: row.createdAt },
    })
}

export async function answersOf(db: Db, questionId: number) {
  return db.select().from(surveyAnswers).where(eq(surveyAnswers.questionId, questionId))
}

/** A user's answers to one survey (at most one; a list so a test sees duplicates if any). */
export async function answersOfUser(db: Db, questionId: number, userId: number) {
  return db
    .select()
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.questionId, questionId), eq(surveyAnswers.userId, userId)))
}
