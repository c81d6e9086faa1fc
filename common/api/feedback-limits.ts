// Apart from the feedback schemas, so the kiosk's pages read these without bundling zod.

/** The reasons a visitor can pick under "Report a problem", in the order the kiosk shows them. */
export const PROBLEM_REASONS = ['wrongProduct', 'outdated', 'missingStep', 'unreadable', 'other'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/** The visitor's own words are a note, not an essay: enough for "step 4 shows the wrong screw". */
export const MAX_PROBLEM_TEXT = 300;
