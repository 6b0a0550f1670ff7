ALTER TABLE "otp_locks" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_locks" ADD COLUMN "pending_at" timestamp with time zone;