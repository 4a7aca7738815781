CREATE TABLE "vehicle_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"service" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"dropoff" jsonb NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"distance_km" real,
	"passengers" smallint NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flight_number" text,
	"name_sign" text,
	"free_wait_minutes" smallint DEFAULT 0 NOT NULL,
	"class_name" jsonb NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	CONSTRAINT "vehicle_bookings_service_check" CHECK ("vehicle_bookings"."service" in ('rental', 'transfer', 'taxi')),
	CONSTRAINT "vehicle_bookings_interval_check" CHECK ("vehicle_bookings"."ends_at" > "vehicle_bookings"."pickup_at")
);
--> statement-breakpoint
CREATE TABLE "vehicle_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"passengers" smallint NOT NULL,
	"bags" smallint NOT NULL,
	"transmission" text,
	"image" text DEFAULT '' NOT NULL,
	"daily_rate" integer DEFAULT 0 NOT NULL,
	"one_way_fee" integer DEFAULT 0 NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_fare" integer DEFAULT 0 NOT NULL,
	"per_km" integer DEFAULT 0 NOT NULL,
	"fleet_size" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_classes_service_check" CHECK ("vehicle_classes"."service" in ('rental', 'transfer', 'taxi')),
	CONSTRAINT "vehicle_classes_fleet_check" CHECK ("vehicle_classes"."fleet_size" >= 0),
	CONSTRAINT "vehicle_classes_prices_check" CHECK ("vehicle_classes"."daily_rate" >= 0 and "vehicle_classes"."one_way_fee" >= 0 and "vehicle_classes"."base_fare" >= 0 and "vehicle_classes"."per_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_withdrawals" (
	"class_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "vehicle_withdrawals_class_id_day_pk" PRIMARY KEY("class_id","day")
);
--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_withdrawals" ADD CONSTRAINT "vehicle_withdrawals_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_bookings_class_idx" ON "vehicle_bookings" USING btree ("class_id","pickup_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_classes_service_code_idx" ON "vehicle_classes" USING btree ("service","code");--> statement-breakpoint
CREATE INDEX "vehicle_bookings_during_idx" ON "vehicle_bookings" USING gist ("class_id", "during") WHERE ("active");
