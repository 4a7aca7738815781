CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"seats_total" smallint NOT NULL,
	"seats_left" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_departures_seats_check" CHECK ("package_departures"."seats_left" >= 0 and "package_departures"."seats_left" <= "package_departures"."seats_total"),
	CONSTRAINT "package_departures_total_check" CHECK ("package_departures"."seats_total" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "package_hotels" (
	"package_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "package_hotels_package_id_hotel_id_pk" PRIMARY KEY("package_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "package_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_reviews_rating_check" CHECK ("package_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"destination_id" uuid,
	"duration_days" smallint NOT NULL,
	"price_per_person" integer NOT NULL,
	"deal_percent" smallint DEFAULT 0 NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"average_rating" real DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_duration_check" CHECK ("packages"."duration_days" between 1 and 60),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_per_person" >= 0),
	CONSTRAINT "packages_deal_check" CHECK ("packages"."deal_percent" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_dates_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_departures" ADD CONSTRAINT "package_departures_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_hotels" ADD CONSTRAINT "package_hotels_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_hotels" ADD CONSTRAINT "package_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reviews" ADD CONSTRAINT "package_reviews_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reviews" ADD CONSTRAINT "package_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_departures_package_date_key" ON "package_departures" USING btree ("package_id","start_date");--> statement-breakpoint
CREATE INDEX "package_hotels_hotel_idx" ON "package_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "package_reviews_package_idx" ON "package_reviews" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_reviews_one_per_user" ON "package_reviews" USING btree ("package_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_slug_key" ON "packages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "packages_destination_idx" ON "packages" USING btree ("destination_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_package_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."package_departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id","check_in");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in" or ("bookings"."type" = 'package' and "bookings"."check_out" = "bookings"."check_in"));