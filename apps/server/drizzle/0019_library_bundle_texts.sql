ALTER TABLE "libraries" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;