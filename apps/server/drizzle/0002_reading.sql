ALTER TABLE "users" ADD COLUMN "house_system" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_time" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place_id" text;