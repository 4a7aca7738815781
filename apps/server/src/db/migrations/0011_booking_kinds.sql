-- Bookings become one core and many kinds (docs/decisions/020): what a booking is of (a hotel and
-- room type, a package and departure, a restaurant) moves from columns of "bookings" to a table per
-- kind referencing bookings(id); "bookings" keeps what every kind shares, and its checks no longer
-- name types (which types exist is the application's registry of kinds). Written by hand: the data
-- is copied before the columns go (a NOT NULL column of a kind's table refuses a booking that lacks
-- it, so a booking missing what it is of stops the migration instead of being lost).
CREATE TABLE "hotel_stay_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"rooms" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "hotel_stay_bookings_rooms_check" CHECK ("hotel_stay_bookings"."rooms" >= 1)
);
--> statement-breakpoint
CREATE TABLE "package_trip_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_table_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL
);
--> statement-breakpoint
-- Every booking keeps what it is of in its kind's own table: copied here, nothing dropped before.
INSERT INTO "hotel_stay_bookings" ("booking_id", "hotel_id", "room_type_id", "rooms")
SELECT "id", "hotel_id", "room_type_id", "rooms" FROM "bookings" WHERE "type" = 'hotel';
--> statement-breakpoint
INSERT INTO "package_trip_bookings" ("booking_id", "package_id", "departure_id")
SELECT "id", "package_id", "departure_id" FROM "bookings" WHERE "type" = 'package';
--> statement-breakpoint
INSERT INTO "restaurant_table_bookings" ("booking_id", "restaurant_id")
SELECT "id", "restaurant_id" FROM "bookings" WHERE "type" = 'restaurant';
--> statement-breakpoint
ALTER TABLE "hotel_stay_bookings" ADD CONSTRAINT "hotel_stay_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hotel_stay_bookings" ADD CONSTRAINT "hotel_stay_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hotel_stay_bookings" ADD CONSTRAINT "hotel_stay_bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_trip_bookings" ADD CONSTRAINT "package_trip_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_trip_bookings" ADD CONSTRAINT "package_trip_bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_trip_bookings" ADD CONSTRAINT "package_trip_bookings_departure_id_package_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."package_departures"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "restaurant_table_bookings" ADD CONSTRAINT "restaurant_table_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "restaurant_table_bookings" ADD CONSTRAINT "restaurant_table_bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "hotel_stay_bookings_hotel_idx" ON "hotel_stay_bookings" USING btree ("hotel_id");
--> statement-breakpoint
CREATE INDEX "hotel_stay_bookings_room_type_idx" ON "hotel_stay_bookings" USING btree ("room_type_id");
--> statement-breakpoint
CREATE INDEX "package_trip_bookings_package_idx" ON "package_trip_bookings" USING btree ("package_id");
--> statement-breakpoint
CREATE INDEX "package_trip_bookings_departure_idx" ON "package_trip_bookings" USING btree ("departure_id");
--> statement-breakpoint
CREATE INDEX "restaurant_table_bookings_restaurant_idx" ON "restaurant_table_bookings" USING btree ("restaurant_id");
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_dates_check";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_guests_check";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_hotel_id_hotels_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_room_type_id_room_types_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_departure_id_package_departures_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_restaurant_id_restaurants_id_fk";
--> statement-breakpoint
DROP INDEX "bookings_hotel_idx";
--> statement-breakpoint
DROP INDEX "bookings_package_idx";
--> statement-breakpoint
DROP INDEX "bookings_restaurant_idx";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "hotel_id";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "room_type_id";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "package_id";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "departure_id";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "restaurant_id";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "rooms";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" >= "bookings"."check_in");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guests_check" CHECK ("bookings"."guests" >= 1);
