-- Bookings made before tax was recorded keep none / 0 / 0, as orders did in 0020: the rate that applied
-- to them is not known from the row (rates are configuration, TAX_RATE_US included), so none is computed here.
ALTER TABLE "bookings" ADD COLUMN "tax_name" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tax_name" CHECK ("bookings"."tax_name" in ('gst', 'vat', 'sales_tax', 'none'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tax" CHECK ("bookings"."tax_rate" between 0 and 10000 and "bookings"."tax_amount" between 0 and "bookings"."amount");