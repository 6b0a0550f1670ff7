-- issue 10: one answer per user and survey; answering again replaces it (INSERT … ON CONFLICT), so
-- parallel answers of one user leave one row. Earlier duplicates keep their newest answer.
DELETE FROM "survey_answers" a USING "survey_answers" b
  WHERE a."question_id" = b."question_id" AND a."user_id" = b."user_id" AND a."id" < b."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_question_user" ON "survey_answers" USING btree ("question_id","user_id");
