CREATE TABLE "content_history" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_history_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_persons" (
	"content_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "content_persons_content_id_person_id_role_pk" PRIMARY KEY("content_id","person_id","role")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"original" text,
	"year" integer,
	"content_type" text NOT NULL,
	"description" text NOT NULL,
	"genre_ids" jsonb NOT NULL,
	"country_ids" jsonb NOT NULL,
	"age" integer NOT NULL,
	"is_adult" boolean DEFAULT false NOT NULL,
	"motion_rating" text,
	"images" jsonb NOT NULL,
	"color" text NOT NULL,
	"rating_imdb" double precision,
	"rating_kinopoisk" double precision,
	"library_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"is_4k" boolean DEFAULT false NOT NULL,
	"is_free" boolean NOT NULL,
	"packet_ids" jsonb NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_lost" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"season" integer,
	"series" integer,
	"is_announcement" boolean DEFAULT false NOT NULL,
	"playback_points" jsonb NOT NULL,
	"channel_id" integer,
	"popularity" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	CONSTRAINT "genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short" text NOT NULL,
	"text" text NOT NULL,
	"color" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"original_name" text,
	"has_image" boolean NOT NULL,
	"bio" text NOT NULL,
	"birth_year" integer,
	"color" text NOT NULL,
	CONSTRAINT "persons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trailers" (
	"id" integer PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"title" text NOT NULL,
	"duration" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_starts" ALTER COLUMN "channel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "playback_starts" ADD COLUMN "content_id" integer;--> statement-breakpoint
ALTER TABLE "content_history" ADD CONSTRAINT "content_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_persons_person" ON "content_persons" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "contents_parent" ON "contents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "search_history_user" ON "search_history" USING btree ("user_id","created_at");