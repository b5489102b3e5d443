import {groupByProject, hidesSidebar, projectOf} from './weekly';

describe('weekly reports', () => {
  it('reads the project from the permalink, in both languages', () => {
    expect(projectOf('/weekly/makepad/20250421')).toBe('makepad');
    expect(projectOf('/zh/weekly/moly/20250518')).toBe('moly');
    expect(projectOf('/weekly/robrix/code-review-checklist')).toBe('robrix');
    expect(projectOf('/weekly/other/x')).toBeUndefined();
    expect(projectOf('/guide/start/introduction')).toBeUndefined();
  });

  it('hides the sidebar on dated reports only', () => {
    expect(hidesSidebar('/weekly/makepad/20250421')).toBe(true);
    expect(hidesSidebar('/zh/weekly/makepad/20250518')).toBe(true);
    expect(hidesSidebar('/weekly/moly/20250518')).toBe(true);
    expect(hidesSidebar('/weekly/robrix/code-review-checklist')).toBe(false);
    expect(hidesSidebar('/weekly/')).toBe(false);
  });

  it('groups by project in a fixed order, newest first', () => {
    const post = (permalink: string, date: string) => ({permalink, date});
    const groups = groupByProject([
      post('/weekly/moly/20250518', '2025-05-18'),
      post('/weekly/makepad/20250421', '2025-04-21'),
      post('/weekly/robrix/code-review-checklist', '2025-05-25'),
      post('/weekly/makepad/20250518', '2025-05-18'),
      post('/weekly/unknown/x', '2025-06-01'),
    ]);
    expect(
      groups.map((g) => [g.project, g.posts.map((p) => p.permalink)]),
    ).toEqual([
      ['makepad', ['/weekly/makepad/20250518', '/weekly/makepad/20250421']],
      ['robrix', ['/weekly/robrix/code-review-checklist']],
      ['moly', ['/weekly/moly/20250518']],
    ]);
  });
});
