CREATE TABLE `library_versions` (
	`version` integer PRIMARY KEY NOT NULL,
	`origin` text NOT NULL,
	`sha256` text NOT NULL,
	`bundle_size` integer NOT NULL,
	`schema_version` integer NOT NULL,
	`note` text NOT NULL,
	`created` text NOT NULL,
	`key_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
