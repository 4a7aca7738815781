ALTER TABLE "blog_post_translations" DROP CONSTRAINT "blog_post_translations_lang_check";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_lang_check";--> statement-breakpoint
ALTER TABLE "blog_tags" DROP CONSTRAINT "blog_tags_name_lang_check";--> statement-breakpoint
ALTER TABLE "blog_tags" ALTER COLUMN "names" SET DEFAULT '{"en":"","tr":"","ar":"","fr":"","es":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_lang_check" CHECK ("blog_post_translations"."lang" ~ '^[a-z]{2,3}$');--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_lang_check" CHECK ("blog_posts"."original_lang" ~ '^[a-z]{2,3}$');--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_name_lang_check" CHECK ("blog_tags"."name_lang" ~ '^[a-z]{2,3}$');