ALTER TABLE "hotels" ADD COLUMN "city_names" jsonb DEFAULT '{"en":"","tr":"","ar":""}'::jsonb NOT NULL;--> statement-breakpoint
-- The region's towns as Arabic readers write them, for hotels already in the database.
UPDATE "hotels" AS h SET "city_names" = jsonb_set(h."city_names", '{ar}', to_jsonb(t.ar))
FROM (VALUES ('Akçaabat', 'أكتشا آباد'), ('Hopa', 'هوبا'), ('Maçka', 'ماتشكا'), ('Rize', 'ريزه'), ('Sürmene', 'سورمنه'), ('Trabzon', 'طرابزون'), ('Çamlıhemşin', 'تشاملي همشين'), ('Çaykara', 'تشايكارا')) AS t(city, ar)
WHERE h."city" = t.city AND coalesce(h."city_names"->>'ar', '') = '';
