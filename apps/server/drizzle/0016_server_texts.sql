ALTER TABLE "survey_questions" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;