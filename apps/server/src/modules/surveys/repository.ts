import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { surveyAnswers, surveyQuestions } from '../../db/schema/index.ts'

export async function findQuestion(db: Db, id: number) {
  const [row] = await db.select().from(surveyQuestions).where(eq(surveyQuestions.id, id)).limit(1)
  return row ?? null
}

export async function insertAnswer(db: Db, row: Omit<typeof surveyAnswers.$inferInsert, 'id'>) {
  await db.insert(surveyAnswers).values(row)
}

export async function answersOf(db: Db, questionId: number) {
  return db.select().from(surveyAnswers).where(eq(surveyAnswers.questionId, questionId))
}
