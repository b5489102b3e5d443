/**
 * The weekly reports (blog plugin, files in blog/, served under /weekly/):
 * their route base and projects. The rules over them are in
 * src/lib/weekly.ts, the projects' translated headings in weeklyLabels.ts.
 */

/** Route base of the weekly reports, without locale prefix. */
export const WEEKLY_BASE = '/weekly/';

/** Projects in the order the overview and the sidebar show them. */
export const WEEKLY_PROJECTS = ['makepad', 'robrix', 'moly'] as const;
export type WeeklyProject = (typeof WEEKLY_PROJECTS)[number];
