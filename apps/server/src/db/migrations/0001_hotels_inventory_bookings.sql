CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"hotel_id" uuid,
	"room_type_id" uuid,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" smallint NOT NULL,
	"rooms" smallint DEFAULT 1 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"promo_code" text,
	"currency" text NOT NULL,
	"nights" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"taxes" integer NOT NULL,
	"total" integer NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_guests_check" CHECK ("bookings"."guests" between 1 and 10),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."subtotal" >= 0 and "bookings"."taxes" >= 0 and "bookings"."total" >= 0),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"country" text DEFAULT 'Türkiye' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reviews_rating_check" CHECK ("hotel_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"destination_id" uuid,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"address_line" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'Türkiye' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"star_rating" smallint NOT NULL,
	"average_rating" real DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact" jsonb DEFAULT '{"phone":"","email":"","website":""}'::jsonb NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '12:00' NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"payment_options" text[] DEFAULT '{creditCard,payAtHotel}'::text[] NOT NULL,
	"rules" jsonb NOT NULL,
	"additional_details" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_star_rating_check" CHECK ("hotels"."star_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"room_type" text DEFAULT 'standard' NOT NULL,
	"price_per_night" integer NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_occupancy" smallint DEFAULT 2 NOT NULL,
	"total_rooms" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_price_check" CHECK ("room_types"."price_per_night" > 0),
	CONSTRAINT "room_types_occupancy_check" CHECK ("room_types"."max_occupancy" between 1 and 10),
	CONSTRAINT "room_types_total_rooms_check" CHECK ("room_types"."total_rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"date" date NOT NULL,
	"total_rooms" integer NOT NULL,
	"available_rooms" integer NOT NULL,
	"base_price" integer NOT NULL,
	"price_modifier" numeric(6, 3) DEFAULT 1 NOT NULL,
	"seasonal_adjustment" numeric(6, 2) DEFAULT 0 NOT NULL,
	"promotion_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"promotion_code" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"block_reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_inventory_available_check" CHECK ("hotel_inventory"."available_rooms" >= 0),
	CONSTRAINT "hotel_inventory_available_le_total" CHECK ("hotel_inventory"."available_rooms" <= "hotel_inventory"."total_rooms"),
	CONSTRAINT "hotel_inventory_base_price_check" CHECK ("hotel_inventory"."base_price" > 0),
	CONSTRAINT "hotel_inventory_modifier_check" CHECK ("hotel_inventory"."price_modifier" > 0),
	CONSTRAINT "hotel_inventory_seasonal_check" CHECK ("hotel_inventory"."seasonal_adjustment" > -100),
	CONSTRAINT "hotel_inventory_promotion_check" CHECK ("hotel_inventory"."promotion_discount_percent" >= 0 and "hotel_inventory"."promotion_discount_percent" <= 100),
	CONSTRAINT "hotel_inventory_block_reason_check" CHECK (not "hotel_inventory"."blocked" or length("hotel_inventory"."block_reason") > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_inventory" ADD CONSTRAINT "hotel_inventory_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_inventory" ADD CONSTRAINT "hotel_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hotel_idx" ON "bookings" USING btree ("hotel_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_slug_key" ON "destinations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reviews_one_per_user" ON "hotel_reviews" USING btree ("hotel_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_slug_key" ON "hotels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hotels_destination_idx" ON "hotels" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city");--> statement-breakpoint
CREATE INDEX "room_types_hotel_idx" ON "room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_inventory_room_date_key" ON "hotel_inventory" USING btree ("room_type_id","date");--> statement-breakpoint
CREATE INDEX "hotel_inventory_hotel_date_idx" ON "hotel_inventory" USING btree ("hotel_id","date");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");