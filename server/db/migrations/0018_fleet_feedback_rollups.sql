CREATE TABLE `fleet_instruction_days` (
	`day` text NOT NULL,
	`instruction_id` integer NOT NULL,
	`language` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`yes` integer DEFAULT 0 NOT NULL,
	`no` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `instruction_id`, `language`)
);
--> statement-breakpoint
CREATE TABLE `fleet_missed_days` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`day` text NOT NULL,
	`count` integer NOT NULL,
	`languages` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`kind`, `key`, `day`)
);
--> statement-breakpoint
CREATE INDEX `fleet_missed_days_day` ON `fleet_missed_days` (`day`);--> statement-breakpoint
ALTER TABLE `fleet_problem_reports` ADD `done_at` text;--> statement-breakpoint
CREATE INDEX `fleet_problem_reports_open` ON `fleet_problem_reports` (`done_at`,`instruction_id`);--> statement-breakpoint
INSERT INTO `fleet_missed_days` (`kind`, `key`, `day`, `count`, `languages`)
SELECT 'number', `article_key`, `day`, sum(`misses`),
  max(`language` = 'en') | max(`language` = 'de') * 2 | max(`language` = 'nl') * 4 | max(`language` = 'fr') * 8
  | max(`language` = 'it') * 16 | max(`language` = 'da') * 32 | max(`language` = 'es') * 64
FROM `fleet_daily_lookups` WHERE `instruction_id` = 0 AND `misses` > 0 GROUP BY `article_key`, `day`;
--> statement-breakpoint
INSERT INTO `fleet_missed_days` (`kind`, `key`, `day`, `count`, `languages`)
SELECT 'words', `words`, `day`, sum(`count`),
  max(`language` = 'en') | max(`language` = 'de') * 2 | max(`language` = 'nl') * 4 | max(`language` = 'fr') * 8
  | max(`language` = 'it') * 16 | max(`language` = 'da') * 32 | max(`language` = 'es') * 64
FROM `fleet_daily_unfound_searches` GROUP BY `words`, `day`;
--> statement-breakpoint
INSERT INTO `fleet_instruction_days` (`day`, `instruction_id`, `language`, `views`, `yes`, `no`)
SELECT `day`, `instruction_id`, `language`, sum(`views`), sum(`yes`), sum(`no`) FROM (
  SELECT `day`, `instruction_id`, `language`, `hits` AS `views`, 0 AS `yes`, 0 AS `no`
    FROM `fleet_daily_lookups` WHERE `instruction_id` > 0
  UNION ALL
  SELECT `day`, `instruction_id`, `language`, 0, `yes`, `no` FROM `fleet_daily_helpful`
) GROUP BY `day`, `instruction_id`, `language`;
