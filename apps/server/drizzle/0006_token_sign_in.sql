ALTER TABLE "tokens" ADD COLUMN "sign_in_id" integer;--> statement-breakpoint
CREATE INDEX "tokens_sign_in" ON "tokens" USING btree ("sign_in_id");