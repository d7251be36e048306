-- Orders placed before tax was recorded keep none / 0 / 0: what rate applied to them is not known from the row.
ALTER TABLE "orders" ADD COLUMN "tax_name" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_name" CHECK ("orders"."tax_name" in ('gst', 'vat', 'sales_tax', 'none'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax" CHECK ("orders"."tax_rate" between 0 and 10000 and "orders"."tax_amount" between 0 and "orders"."subtotal" - "orders"."discount" + "orders"."shipping");