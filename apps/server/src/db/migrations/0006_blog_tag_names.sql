ALTER TABLE "blog_tags" ADD COLUMN "name_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD COLUMN "names" jsonb DEFAULT '{"en":"","tr":"","ar":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_name_lang_check" CHECK ("blog_tags"."name_lang" in ('en', 'tr', 'ar'));--> statement-breakpoint
-- The language each existing tag's name is in: Arabic script is Arabic, else the language of the first post that carried it (Latin letters on an Arabic post count as English).
UPDATE "blog_tags" AS tg SET "name_lang" = CASE
  WHEN tg."name" ~ '[؀-ۿ]' THEN 'ar'
  ELSE coalesce((
    SELECT nullif(p."original_lang", 'ar') FROM "blog_post_tags" pt JOIN "blog_posts" p ON p."id" = pt."post_id"
    WHERE pt."tag_id" = tg."id" ORDER BY p."created_at", p."id" LIMIT 1), 'en')
END;--> statement-breakpoint
-- The demo tags' spellings (db/seed/blog/blog-tags-data.ts), for databases seeded before tags had them; a spelling already there stays.
UPDATE "blog_tags" AS tg SET "name_lang" = 'en', "names" = jsonb_build_object(
  'en', coalesce(nullif(tg."names"->>'en', ''), d.en),
  'tr', coalesce(nullif(tg."names"->>'tr', ''), d.tr),
  'ar', coalesce(nullif(tg."names"->>'ar', ''), d.ar))
FROM (VALUES
  ('ayder', '', 'Ayder', 'أيدر'),
  ('family', '', 'aile', 'العائلة'),
  ('food', '', 'yemek', 'الطعام'),
  ('hamsi', '', 'hamsi', 'الهامسي'),
  ('hiking', '', 'yürüyüş', 'المشي الجبلي'),
  ('history', '', 'tarih', 'التاريخ'),
  ('music', '', 'müzik', 'الموسيقى'),
  ('plateaus', '', 'yaylalar', 'الهضاب'),
  ('rize', '', 'Rize', 'ريزه'),
  ('road-trip', '', 'yol gezisi', 'رحلة برية'),
  ('sumela', '', 'Sümela', 'سوميلا'),
  ('tea', '', 'çay', 'الشاي'),
  ('trabzon', '', 'Trabzon', 'طرابزون'),
  ('uzungol', '', 'Uzungöl', 'أوزنجول'),
  ('winter', '', 'kış', 'الشتاء')
) AS d(slug, en, tr, ar)
WHERE tg."slug" = d.slug;--> statement-breakpoint
-- Posts are found by their tags' spellings in each translation's language: add them to the search vectors as post-writer.ts does (stemmed and folded, weight B). Only the demo spellings above exist yet, and they carry no Arabic diacritics.
UPDATE "blog_post_translations" AS t SET "search" = t."search"
  || setweight(to_tsvector((CASE t."lang" WHEN 'en' THEN 'english' WHEN 'tr' THEN 'turkish' ELSE 'arabic' END)::regconfig, s.words), 'B')
  || setweight(to_tsvector('simple'::regconfig, translate(lower(translate(s.words, 'İIıÖÜÇŞĞÂÎÛ', 'iiiöüçşğâîû')), 'çğöşüâîûéèêëáàäíìïóòúùñأإآٱىةؤئ', 'cgosuaiueeeeaaaiiioouunاااايهوي')), 'B')
FROM (
  SELECT pt."post_id", l.lang, string_agg(tg."names"->>l.lang, ' ') AS words
  FROM "blog_post_tags" pt
  JOIN "blog_tags" tg ON tg."id" = pt."tag_id"
  CROSS JOIN (VALUES ('en'), ('tr'), ('ar')) AS l(lang)
  WHERE coalesce(tg."names"->>l.lang, '') NOT IN ('', tg."name")
  GROUP BY pt."post_id", l.lang
) AS s
WHERE t."post_id" = s."post_id" AND t."lang" = s.lang AND t."search" IS NOT NULL;
