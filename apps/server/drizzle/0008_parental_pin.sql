ALTER TABLE "tokens" ADD COLUMN "parental_passed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parental_code_hash" text;--> statement-breakpoint
-- issue 8: no PIN stays in clear. A SQL migration cannot run scrypt: a stored PIN becomes its SHA-256
-- (`sha256$<hex>`, lib/secrets.ts verifyPin), upgraded to a salted scrypt hash on its first right check.
UPDATE "users" SET "parental_code_hash" = 'sha256$' || encode(sha256(convert_to("parental_code", 'UTF8')), 'hex') WHERE "parental_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "parental_code";
