CREATE TABLE "address_lists" (
	"site_host" varchar(253) PRIMARY KEY NOT NULL,
	"entries" text[] NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
