CREATE TABLE "ad_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"vendor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"src" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"serial_hash" text NOT NULL,
	"serial_hint" text NOT NULL,
	"device_type" text NOT NULL,
	"vendor" text NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"os_name" text NOT NULL,
	"os_version" text NOT NULL,
	"application_type" text NOT NULL,
	"login_at" timestamp with time zone NOT NULL,
	"settings" jsonb NOT NULL,
	"parental_settings" jsonb NOT NULL,
	"notification" jsonb,
	"current_profile_id" integer
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"template" text NOT NULL,
	"kind" text NOT NULL,
	"icon" text,
	"url" text,
	"in_bottom_bar" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mw_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"city_id" integer,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mw_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mw_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mwat_hash" text NOT NULL,
	"phone" text NOT NULL,
	"city_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mw_sessions_mwat_hash_unique" UNIQUE("mwat_hash")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_locks" (
	"phone" text PRIMARY KEY NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"icon_avatar_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_keys" (
	"code" text PRIMARY KEY NOT NULL,
	"amount" double precision NOT NULL,
	"needed_refund" boolean NOT NULL,
	"is_paid" boolean NOT NULL,
	"days" integer NOT NULL,
	"packet_ids" jsonb NOT NULL,
	"description" text NOT NULL,
	"is_need_confirm" boolean NOT NULL,
	"confirmation_title" text,
	"confirmation_text" text
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shortname" text NOT NULL,
	"name" text NOT NULL,
	"is_guest_allowed" boolean NOT NULL,
	"promo_days" integer,
	"auto_auth" text,
	"phone_mask" text NOT NULL,
	"phone_otp_length" integer NOT NULL,
	"middleware_otp" boolean NOT NULL,
	"promo_enabled" boolean NOT NULL,
	"forbidden_countries" jsonb NOT NULL,
	"display" jsonb NOT NULL,
	CONSTRAINT "providers_shortname_unique" UNIQUE("shortname")
);
--> statement-breakpoint
CREATE TABLE "seo_masks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"text_type" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats" (
	"stat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stats_stat_id_user_id_pk" PRIMARY KEY("stat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer_ids" jsonb NOT NULL,
	"user_text" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"description" text,
	"allow_user_answer" boolean NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"username" text NOT NULL,
	"phone" text,
	"email" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"date_joined" timestamp with time zone NOT NULL,
	"timezone" text DEFAULT 'Asia/Almaty' NOT NULL,
	"refer_id" text,
	"app_version" text,
	"parental_status" text DEFAULT 'notset' NOT NULL,
	"parental_code" text,
	"device_limit" integer DEFAULT 5 NOT NULL,
	"balance" double precision DEFAULT 0 NOT NULL,
	"block_status" integer DEFAULT 0 NOT NULL,
	"block_amount" double precision DEFAULT 0 NOT NULL,
	"current_profile_id" integer,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "ad_ids" ADD CONSTRAINT "ad_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_category_id_avatar_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."avatar_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mw_addresses" ADD CONSTRAINT "mw_addresses_city_id_mw_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."mw_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mw_addresses" ADD CONSTRAINT "mw_addresses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mw_addresses" ADD CONSTRAINT "mw_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_activations" ADD CONSTRAINT "promo_activations_code_promo_keys_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_keys"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_activations" ADD CONSTRAINT "promo_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_ids_user_identifier" ON "ad_ids" USING btree ("user_id","vendor","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_user_serial" ON "devices" USING btree ("user_id","serial_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_object" ON "favorites" USING btree ("user_id","kind","object_id");--> statement-breakpoint
CREATE INDEX "otp_codes_phone" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_activations_user_code" ON "promo_activations" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "tokens_user" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tokens_device" ON "tokens" USING btree ("device_id");