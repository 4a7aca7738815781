-- One table of reviews for every subject type (hotels, packages, restaurants, and any type that
-- registers with the reviews module later): the three tables' reviews are copied as they are (ids,
-- authors, users, ratings, texts, languages, dates), then the three tables are dropped.
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_subject_type_check" CHECK ("reviews"."subject_type" ~ '^[a-z][a-z0-9-]*$')
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_user" ON "reviews" USING btree ("subject_type","subject_id","user_id");--> statement-breakpoint
INSERT INTO "reviews" ("id", "subject_type", "subject_id", "user_id", "author_name", "rating", "title", "text", "lang", "created_at")
	SELECT "id", 'hotel', "hotel_id", "user_id", "author_name", "rating", "title", "text", "lang", "created_at" FROM "hotel_reviews";--> statement-breakpoint
INSERT INTO "reviews" ("id", "subject_type", "subject_id", "user_id", "author_name", "rating", "title", "text", "lang", "created_at")
	SELECT "id", 'package', "package_id", "user_id", "author_name", "rating", "title", "text", "lang", "created_at" FROM "package_reviews";--> statement-breakpoint
INSERT INTO "reviews" ("id", "subject_type", "subject_id", "user_id", "author_name", "rating", "title", "text", "lang", "created_at")
	SELECT "id", 'restaurant', "restaurant_id", "user_id", "author_name", "rating", "title", "text", "lang", "created_at" FROM "restaurant_reviews";--> statement-breakpoint
DROP TABLE "hotel_reviews";--> statement-breakpoint
DROP TABLE "package_reviews";--> statement-breakpoint
DROP TABLE "restaurant_reviews";
