CREATE TABLE "business_lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"text" text NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_lead_notes_text" CHECK (length("business_lead_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "workshop_services" ADD COLUMN "first_start" text DEFAULT '10:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_services" ADD COLUMN "last_start" text DEFAULT '19:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "status_changed_by_id" integer;--> statement-breakpoint
ALTER TABLE "business_leads" ADD COLUMN "status_changed_by_email" text;--> statement-breakpoint
ALTER TABLE "business_lead_notes" ADD CONSTRAINT "business_lead_notes_lead_id_business_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_lead_notes_lead_idx" ON "business_lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "business_leads_status_idx" ON "business_leads" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "workshop_services" ADD CONSTRAINT "workshop_services_hours" CHECK ("workshop_services"."first_start" ~ '^1[0-9]:[03]0$' and "workshop_services"."last_start" ~ '^1[0-9]:[03]0$' and "workshop_services"."first_start" >= '10:30' and "workshop_services"."last_start" <= '19:00' and "workshop_services"."first_start" <= "workshop_services"."last_start");--> statement-breakpoint
ALTER TABLE "workshop_services" ADD CONSTRAINT "workshop_services_version" CHECK ("workshop_services"."version" >= 1);--> statement-breakpoint
ALTER TABLE "business_leads" ADD CONSTRAINT "business_leads_status" CHECK ("business_leads"."status" in ('new', 'contacted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "business_leads" ADD CONSTRAINT "business_leads_version" CHECK ("business_leads"."version" >= 1);