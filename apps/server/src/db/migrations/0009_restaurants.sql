CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "restaurant_sittings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"party_size" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_days" (
	"restaurant_id" uuid NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"added_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"removed_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_tables_per_time" smallint,
	CONSTRAINT "restaurant_days_restaurant_id_date_pk" PRIMARY KEY("restaurant_id","date")
);
--> statement-breakpoint
CREATE TABLE "restaurant_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_reviews_rating_check" CHECK ("restaurant_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"capacity" smallint NOT NULL,
	"location" text DEFAULT 'inside' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "restaurant_tables_capacity_check" CHECK ("restaurant_tables"."capacity" between 1 and 30),
	CONSTRAINT "restaurant_tables_location_check" CHECK ("restaurant_tables"."location" in ('inside', 'terrace', 'window', 'garden'))
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"cuisine" text NOT NULL,
	"price_range" smallint NOT NULL,
	"destination_id" uuid,
	"address_line" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"city_names" jsonb DEFAULT '{"en":"","tr":"","ar":""}'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"turn_minutes" integer DEFAULT 90 NOT NULL,
	"max_party_size" integer DEFAULT 8 NOT NULL,
	"instant_limit" integer DEFAULT 6 NOT NULL,
	"menu_highlights" jsonb DEFAULT '{"en":[],"tr":[],"ar":[]}'::jsonb NOT NULL,
	"average_rating" real DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_cuisine_check" CHECK ("restaurants"."cuisine" in ('italian', 'turkish', 'mediterranean', 'asian', 'middle_eastern')),
	CONSTRAINT "restaurants_price_range_check" CHECK ("restaurants"."price_range" between 1 and 4),
	CONSTRAINT "restaurants_turn_check" CHECK ("restaurants"."turn_minutes" between 30 and 300),
	CONSTRAINT "restaurants_party_check" CHECK ("restaurants"."max_party_size" between 1 and 30),
	CONSTRAINT "restaurants_instant_check" CHECK ("restaurants"."instant_limit" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_dates_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "restaurant_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurant_sittings" ADD CONSTRAINT "restaurant_sittings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_sittings" ADD CONSTRAINT "restaurant_sittings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_sittings" ADD CONSTRAINT "restaurant_sittings_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_days" ADD CONSTRAINT "restaurant_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_reviews" ADD CONSTRAINT "restaurant_reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_reviews" ADD CONSTRAINT "restaurant_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_sittings_restaurant_idx" ON "restaurant_sittings" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE INDEX "restaurant_sittings_table_idx" ON "restaurant_sittings" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "restaurant_reviews_restaurant_idx" ON "restaurant_reviews" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_reviews_one_per_user" ON "restaurant_reviews" USING btree ("restaurant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_number_key" ON "restaurant_tables" USING btree ("restaurant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_slug_key" ON "restaurants" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "restaurants_destination_idx" ON "restaurants" USING btree ("destination_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_restaurant_idx" ON "bookings" USING btree ("restaurant_id","check_in");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in" or ("bookings"."type" in ('package', 'restaurant') and "bookings"."check_out" = "bookings"."check_in"));--> statement-breakpoint
-- Two active sittings never hold one table at overlapping times (a cancelled one holds nothing).
ALTER TABLE "restaurant_sittings" ADD CONSTRAINT "restaurant_sittings_no_overlap" EXCLUDE USING gist ("table_id" WITH =, "during" WITH &&) WHERE ("active");