import {translate} from '@docusaurus/Translate';
import type {WeeklyProject} from './weekly';

/** The heading of a project's group of weekly reports, translated. */
export function weeklyProjectLabel(project: WeeklyProject): string {
  switch (project) {
    case 'makepad':
      return translate({
        id: 'weekly.project.makepad',
        message: 'Makepad reports',
        description: 'Group of the Makepad weekly reports',
      });
    case 'robrix':
      return translate({
        id: 'weekly.project.robrix',
        message: 'Robrix',
        description: 'Group of the Robrix posts',
      });
    case 'moly':
      return translate({
        id: 'weekly.project.moly',
        message: 'Moly',
        description: 'Group of the Moly posts',
      });
  }
}
