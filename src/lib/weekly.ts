/**
 * The weekly reports (src/data/weekly.ts): which project a post belongs to,
 * how the overview and the sidebar group posts, and which posts hide the
 * sidebar.
 */
import {WEEKLY_BASE, WEEKLY_PROJECTS, type WeeklyProject} from '../data/weekly';

/**
 * The project of a post from its permalink (`/zh/weekly/moly/20250518` →
 * `moly`): the first path segment after the weekly base.
 */
export function projectOf(permalink: string): WeeklyProject | undefined {
  const index = permalink.indexOf(WEEKLY_BASE);
  if (index === -1) {
    return undefined;
  }
  const segment = permalink.slice(index + WEEKLY_BASE.length).split('/')[0];
  return WEEKLY_PROJECTS.find((project) => project === segment);
}

/**
 * Dated reports (a permalink ending in `/YYYYMMDD`) are read on their own:
 * their page shows no sidebar.
 */
export function hidesSidebar(permalink: string): boolean {
  return /\/\d{8}\/?$/.test(permalink);
}

export type ProjectGroup<T> = {project: WeeklyProject; posts: T[]};

/**
 * Groups posts by project in WEEKLY_PROJECTS order, each group newest
 * first. Posts of no known project are left out.
 */
export function groupByProject<
  T extends {permalink: string; date: Date | string},
>(posts: readonly T[]): ProjectGroup<T>[] {
  const time = (post: T) => new Date(post.date).getTime();
  return WEEKLY_PROJECTS.map((project) => ({
    project,
    posts: posts
      .filter((post) => projectOf(post.permalink) === project)
      .sort((a, b) => time(b) - time(a)),
  })).filter((group) => group.posts.length > 0);
}
