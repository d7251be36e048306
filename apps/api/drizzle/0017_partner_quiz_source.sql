ALTER TABLE "partners" ADD COLUMN "quiz_source" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_quiz_source" CHECK ("partners"."quiz_source" in ('store', 'own'));--> statement-breakpoint
-- A partner whose questions are loaded already shows them: keep it so.
UPDATE "partners" SET "quiz_source" = 'own' WHERE EXISTS (SELECT 1 FROM "quiz_questions" WHERE "quiz_questions"."partner_id" = "partners"."id");
