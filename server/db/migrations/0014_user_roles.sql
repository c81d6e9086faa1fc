-- Roles (issue 28): every user is an admin or an editor; the accounts that exist become admins.
-- A disabled user cannot sign in; the last sign-in is shown on the users screen.
ALTER TABLE `users` ADD `role` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `disabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_sign_in_at` text;