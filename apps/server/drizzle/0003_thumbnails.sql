CREATE TABLE "thumbnails" (
	"venue_id" text NOT NULL,
	"foodkey" text NOT NULL,
	"data_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thumbnails_venue_id_foodkey_pk" PRIMARY KEY("venue_id","foodkey")
);
--> statement-breakpoint
ALTER TABLE "thumbnails" ADD CONSTRAINT "thumbnails_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;