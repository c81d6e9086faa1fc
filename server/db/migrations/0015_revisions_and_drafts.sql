CREATE TABLE `deleted_instructions` (
	`instruction_id` integer PRIMARY KEY NOT NULL,
	`instruction_number` text NOT NULL,
	`title` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`deleted_by` integer,
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deleted_instructions_instruction_number_unique` ON `deleted_instructions` (`instruction_number`);--> statement-breakpoint
CREATE TABLE `instruction_revisions` (
	`instruction_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`saved_by` integer,
	`note` text,
	`instruction_number` text NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`category_id` integer,
	`is_universal` integer NOT NULL,
	`exclude_patterns` text NOT NULL,
	`source_language` text NOT NULL,
	`titles` text NOT NULL,
	`contents` text NOT NULL,
	`documents` text NOT NULL,
	PRIMARY KEY(`instruction_id`, `revision`),
	FOREIGN KEY (`saved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `revision_contents` (
	`sha256` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `instructions` ADD `published` integer DEFAULT true NOT NULL;