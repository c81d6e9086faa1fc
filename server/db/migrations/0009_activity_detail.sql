ALTER TABLE `activities` ADD `detail` text;
