ALTER TABLE `categories` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `updated_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `instructions` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `instructions` ADD `updated_by` integer REFERENCES users(id) ON DELETE SET NULL;