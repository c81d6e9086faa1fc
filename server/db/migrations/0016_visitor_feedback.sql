CREATE TABLE `daily_helpful` (
	`day` text NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`yes` integer DEFAULT 0 NOT NULL,
	`no` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `instruction_id`, `language`)
);
--> statement-breakpoint
CREATE INDEX `daily_helpful_instruction` ON `daily_helpful` (`instruction_id`,`language`);--> statement-breakpoint
CREATE TABLE `daily_lookups` (
	`day` text NOT NULL,
	`article_key` text NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`misses` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `article_key`, `instruction_id`, `language`)
);
--> statement-breakpoint
CREATE INDEX `daily_lookups_instruction` ON `daily_lookups` (`instruction_id`,`language`);--> statement-breakpoint
CREATE TABLE `daily_unfound_searches` (
	`day` text NOT NULL,
	`words` text NOT NULL,
	`language` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `words`, `language`)
);
--> statement-breakpoint
CREATE TABLE `problem_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`reason` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`done_at` text
);
--> statement-breakpoint
CREATE INDEX `problem_reports_open` ON `problem_reports` (`done_at`,`instruction_id`);--> statement-breakpoint
CREATE INDEX `problem_reports_instruction` ON `problem_reports` (`instruction_id`,`language`);