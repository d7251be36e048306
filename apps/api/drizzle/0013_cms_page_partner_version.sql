ALTER TABLE "partners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_version_positive" CHECK ("partners"."version" >= 1);--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_version_positive" CHECK ("cms_pages"."version" >= 1);