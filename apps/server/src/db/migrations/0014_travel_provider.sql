CREATE SEQUENCE "public"."travel_confirmation_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"record_locator" text DEFAULT '' NOT NULL,
	"order_key" text NOT NULL,
	"confirmation" text NOT NULL,
	"itineraries" jsonb NOT NULL,
	"carriers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cabin" text,
	"passengers" smallint NOT NULL,
	"departs_local" text NOT NULL,
	"travelers" jsonb NOT NULL,
	"personal" jsonb,
	"personal_until" timestamp with time zone NOT NULL,
	"billing_address" jsonb NOT NULL,
	CONSTRAINT "flight_bookings_order_key_unique" UNIQUE("order_key"),
	CONSTRAINT "flight_bookings_confirmation_unique" UNIQUE("confirmation")
);
--> statement-breakpoint
CREATE TABLE "flight_orders" (
	"order_key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"record_locator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_hotel_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"hotel_id" text NOT NULL,
	"hotel_name" text NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"offer_id" text NOT NULL,
	"room_kind" text NOT NULL,
	"room_category" text NOT NULL,
	"room_description" text DEFAULT '' NOT NULL,
	"price_per_night" integer NOT NULL,
	"refundable_until" timestamp with time zone,
	"confirmation" text NOT NULL,
	CONSTRAINT "provider_hotel_bookings_confirmation_unique" UNIQUE("confirmation"),
	CONSTRAINT "provider_hotel_bookings_room_kind_check" CHECK ("provider_hotel_bookings"."room_kind" in ('provider', 'fallback')),
	CONSTRAINT "provider_hotel_bookings_price_check" CHECK ("provider_hotel_bookings"."price_per_night" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recent_flight_searches" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"search" jsonb NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_flight_searches_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_hotel_bookings" ADD CONSTRAINT "provider_hotel_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_flight_searches" ADD CONSTRAINT "recent_flight_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_bookings_personal_idx" ON "flight_bookings" USING btree ("personal_until") WHERE "flight_bookings"."personal" is not null;--> statement-breakpoint
CREATE INDEX "provider_hotel_bookings_hotel_idx" ON "provider_hotel_bookings" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "recent_flight_searches_user_idx" ON "recent_flight_searches" USING btree ("user_id","searched_at");