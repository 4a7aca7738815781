CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","type","status","currency","total");--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "bookings_check_out_idx" ON "bookings" USING btree ("check_out");--> statement-breakpoint
CREATE INDEX "restaurant_sittings_starts_at_idx" ON "restaurant_sittings" USING btree ("starts_at") WHERE "restaurant_sittings"."active";