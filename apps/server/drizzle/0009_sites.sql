CREATE TABLE "site_assets" (
	"venue_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_assets_venue_id_name_pk" PRIMARY KEY("venue_id","name")
);
--> statement-breakpoint
CREATE TABLE "site_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"redirect_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"tag" text,
	"settings" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"model" jsonb,
	"html" text,
	"etag" text,
	"built_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_assets" ADD CONSTRAINT "site_assets_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_tags" ADD CONSTRAINT "site_tags_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_tags_venue_idx" ON "site_tags" USING btree ("venue_id");