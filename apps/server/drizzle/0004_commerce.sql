CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"is_payment_allowed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "accounts_balance_nonnegative" CHECK ("accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"custom_name" text NOT NULL,
	"custom_price" bigint NOT NULL,
	"custom_description" text NOT NULL,
	"internet_speed" text,
	"packet_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"paysystem" text NOT NULL,
	"gateway_token" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" integer,
	"subscription_id" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purchase_type_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"content_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"transaction_id" integer,
	"subscription_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"packet_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"period_days" integer NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"trial_amount" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_types_amount_nonnegative" CHECK ("purchase_types"."amount" >= 0 and "purchase_types"."trial_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paysystem" text,
	"payform" text,
	"subscription_id" integer,
	"offer_id" integer,
	"card_id" integer,
	"save_card" boolean DEFAULT false NOT NULL,
	"needed_refund" boolean DEFAULT false NOT NULL,
	"return_url" text,
	"gateway_token" text NOT NULL,
	"phone" text,
	"sms_code_hash" text,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"status_description" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "transactions_gateway_token_unique" UNIQUE("gateway_token"),
	CONSTRAINT "transactions_amount_nonnegative" CHECK ("transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trial_uses" (
	"user_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trial_uses_user_id_packet_id_pk" PRIMARY KEY("user_id","packet_id")
);
--> statement-breakpoint
ALTER TABLE "promo_keys" ALTER COLUMN "amount" SET DATA TYPE bigint USING round("amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "provider_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "kind" text DEFAULT 'additional' NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "short" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "agreement" text;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "is_adult" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "library_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "benefits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "row_slug" text;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "parent_name" text;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "included_packet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "ott_packet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "ott_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "needs_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "after_renew_packet_id" integer;--> statement-breakpoint
ALTER TABLE "promo_keys" ADD COLUMN "packets_after_trial" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purchase_type_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "type" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_pay_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "allow_delete_paused" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_types" ADD CONSTRAINT "purchase_types_packet_id_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_uses" ADD CONSTRAINT "trial_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_currency" ON "accounts" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "cards_user" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "purchase_types_packet" ON "purchase_types" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "transactions_user" ON "transactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal" ON "subscriptions" USING btree ("next_pay_at");--> statement-breakpoint
-- Data (hand-written): prices move to purchase types (the default one keeps the packet's id),
-- balances to accounts in minor units with an opening ledger entry, so the ledger sums to the balance.
INSERT INTO "purchase_types" ("id", "packet_id", "amount", "period_days", "is_default") SELECT "id", "id", round("price" * 100)::bigint, "period_days", true FROM "packets";--> statement-breakpoint
UPDATE "packets" SET "kind" = CASE WHEN "is_base" THEN 'base' ELSE 'additional' END;--> statement-breakpoint
UPDATE "subscriptions" SET "purchase_type_id" = "packet_id" WHERE "purchase_type_id" IS NULL;--> statement-breakpoint
INSERT INTO "accounts" ("user_id", "currency", "balance") SELECT u."id", coalesce(p."display"->'currency'->>'ASCII_NAME', 'KZT'), greatest(round(u."balance" * 100), 0)::bigint FROM "users" u JOIN "providers" p ON p."id" = u."provider_id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_id", "amount", "balance_after", "kind", "created_at") SELECT "id", "balance", "balance", 'opening', now() FROM "accounts" WHERE "balance" > 0;--> statement-breakpoint
ALTER TABLE "packets" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "packets" DROP COLUMN "period_days";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "balance";