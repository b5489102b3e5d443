/**
 * The results as the panel walks them: one list of suggestions in the
 * order they are shown (group by group, page by page).
 */
import type {ResultGroup, Suggestion} from './types';

export type ShownSuggestion = {
  suggestion: Suggestion;
  /** Index of its result group: 0 opens in the same tab (CONTRIBUTING.md, Search). */
  group: number;
  /** Position in the whole list. */
  index: number;
};

export function flattenResults(groups: ResultGroup[]): ShownSuggestion[] {
  const shown: ShownSuggestion[] = [];
  groups.forEach((group, groupIndex) => {
    for (const page of group.pages) {
      for (const suggestion of page.suggestions) {
        shown.push({suggestion, group: groupIndex, index: shown.length});
      }
    }
  });
  return shown;
}

/** Results of the first group open in the same tab, others in a new one. */
export function opensInNewTab(shown: ShownSuggestion): boolean {
  return shown.group > 0;
}
