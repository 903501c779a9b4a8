CREATE TABLE "tarot_daily_cards" (
	"user_id" uuid NOT NULL,
	"date" text NOT NULL,
	"code" text NOT NULL,
	"reversed" boolean NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarot_daily_cards_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "tarot_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"spread" text NOT NULL,
	"question" text,
	"deck" text NOT NULL,
	"reversals" boolean NOT NULL,
	"seed" text NOT NULL,
	"cards" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarot_shuffles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"spread" text NOT NULL,
	"deck" text NOT NULL,
	"reversals" boolean NOT NULL,
	"seed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarot_daily_cards" ADD CONSTRAINT "tarot_daily_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_readings" ADD CONSTRAINT "tarot_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_shuffles" ADD CONSTRAINT "tarot_shuffles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarot_readings_user_created_idx" ON "tarot_readings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tarot_shuffles_expires_idx" ON "tarot_shuffles" USING btree ("expires_at");