/** Summaries on timeline cards are cut to this many characters (social-core §9). */
export const TIMELINE_SUMMARY_MAX = 99;
