CREATE TABLE "catalogue_version" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_slot" CHECK ("catalogue_version"."slot" >= 0 and "catalogue_version"."slot" < 16)
);--> statement-breakpoint
-- One row per slot (CATALOGUE_VERSION_SLOTS); the triggers that count are installed at every start (src/db/catalogue-version.ts).
INSERT INTO "catalogue_version" ("slot", "version") SELECT "slot", 0 FROM generate_series(0, 15) AS "slot";
