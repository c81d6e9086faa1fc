CREATE TABLE `fleet_daily_helpful` (
	`kiosk_id` integer NOT NULL,
	`day` text NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`yes` integer DEFAULT 0 NOT NULL,
	`no` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`kiosk_id`, `day`, `instruction_id`, `language`)
);
--> statement-breakpoint
CREATE TABLE `fleet_daily_lookups` (
	`kiosk_id` integer NOT NULL,
	`day` text NOT NULL,
	`article_key` text NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`misses` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`kiosk_id`, `day`, `article_key`, `instruction_id`, `language`)
);
--> statement-breakpoint
CREATE INDEX `fleet_daily_lookups_missed` ON `fleet_daily_lookups` (`article_key`,`day`) WHERE instruction_id = 0 AND misses > 0;--> statement-breakpoint
CREATE TABLE `fleet_daily_unfound_searches` (
	`kiosk_id` integer NOT NULL,
	`day` text NOT NULL,
	`words` text NOT NULL,
	`language` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`kiosk_id`, `day`, `words`, `language`)
);
--> statement-breakpoint
CREATE TABLE `fleet_kiosks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key_id` text NOT NULL,
	`public_key` text NOT NULL,
	`approval` text DEFAULT 'pending' NOT NULL,
	`reported_name` text DEFAULT '' NOT NULL,
	`hub_name` text,
	`channel` text,
	`library_version` integer,
	`app_version` text,
	`first_seen` text NOT NULL,
	`last_seen` text NOT NULL,
	`last_sequence` integer DEFAULT 0 NOT NULL,
	`last_success` text,
	`last_error_code` text,
	`last_error` text,
	`free_disk_bytes` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fleet_kiosks_key` ON `fleet_kiosks` (`key_id`);--> statement-breakpoint
CREATE TABLE `fleet_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`counts` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fleet_problem_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kiosk_id` integer NOT NULL,
	`day` text NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`reason` text NOT NULL,
	`text` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fleet_problem_reports_kiosk_day` ON `fleet_problem_reports` (`kiosk_id`,`day`);