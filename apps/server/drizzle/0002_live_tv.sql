CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_hash" text,
	"name" text NOT NULL,
	"at" double precision NOT NULL,
	"page" text,
	"value" text,
	"source" text,
	"type" text,
	"data" jsonb,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_channels" (
	"category_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "category_channels_category_id_channel_id_pk" PRIMARY KEY("category_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"short" text,
	"position" integer NOT NULL,
	"is_all_channels" boolean DEFAULT false NOT NULL,
	"is_startup" boolean DEFAULT false NOT NULL,
	"is_adult" boolean DEFAULT false NOT NULL,
	"is_4k" boolean DEFAULT false NOT NULL,
	CONSTRAINT "channel_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"theme" text NOT NULL,
	"age" integer,
	"color" text NOT NULL,
	"is_free" boolean NOT NULL,
	"is_available" boolean NOT NULL,
	"access_error" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_fixed" boolean DEFAULT false NOT NULL,
	"is_4k" boolean DEFAULT false NOT NULL,
	"is_hd" boolean DEFAULT true NOT NULL,
	"archived_days" integer NOT NULL,
	"vitrina_url" text,
	"stream_type" text DEFAULT 'hls' NOT NULL,
	"has_pre_roll" boolean DEFAULT false NOT NULL,
	CONSTRAINT "channels_number_unique" UNIQUE("number"),
	CONSTRAINT "channels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "packet_channels" (
	"packet_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "packet_channels_packet_id_channel_id_pk" PRIMARY KEY("packet_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "packets" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" double precision NOT NULL,
	"currency" text NOT NULL,
	"period_days" integer NOT NULL,
	"is_base" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playback_starts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"channel_id" integer NOT NULL,
	"ts" integer,
	"preview" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"theme" text NOT NULL,
	"age" integer NOT NULL,
	"genres" jsonb NOT NULL,
	"year" integer,
	"country" text,
	"is_series" boolean DEFAULT false NOT NULL,
	"catchup_banned" boolean DEFAULT false NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"packet_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_channels" ADD CONSTRAINT "category_channels_category_id_channel_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."channel_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_channels" ADD CONSTRAINT "category_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packet_channels" ADD CONSTRAINT "packet_channels_packet_id_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packet_channels" ADD CONSTRAINT "packet_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_starts" ADD CONSTRAINT "playback_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_packet_id_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_name" ON "analytics_events" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "playback_starts_user" ON "playback_starts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user" ON "subscriptions" USING btree ("user_id","expires_at");