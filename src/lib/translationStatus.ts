/**
 * Translation status for translators: which Chinese pages are missing,
 * which are older than the English page they translate (by git history),
 * and which interface labels still carry the English text. The build plugin
 * src/plugins/translation-status reads the files and the history and hands
 * them to these functions; the status page renders the result (so nothing
 * here needs Node).
 */
import {formatChecked, type Checked} from './checked';

/** The last commit that changed a file. */
export type Change = {commit: string; date: string};

export type PageState = 'missing' | 'stale' | 'current';

/** An English page and where its Chinese translation lives. */
export type PagePair = {
  /** Repository path of the English source. */
  english: string;
  /** Repository path of the Chinese translation (present or not). */
  chinese: string;
  /** Whether the Chinese file exists. */
  translated: boolean;
  /** What each page's facts were last checked against (front matter). */
  englishChecked?: Checked;
  chineseChecked?: Checked;
};

export type PageStatus = PagePair & {
  state: PageState;
  englishChange?: Change;
  chineseChange?: Change;
  /** The English changes since the translation, on the repository host. */
  diffUrl?: string;
};

/** One label of a translation file whose Chinese text is the English one. */
export type LabelStatus = {file: string; id: string; message: string};

export type TranslationStatus = {
  /** False when the history is missing or shallow: dates are unknown. */
  historyComplete: boolean;
  pages: PageStatus[];
  labels: LabelStatus[];
};

const RECORD = '\x1e';

/**
 * The last change of every file in the output of
 * `git log --format=%x1e%H%x09%cI --name-only` (newest commit first).
 */
export function lastChanges(gitLog: string): Map<string, Change> {
  const changes = new Map<string, Change>();
  for (const record of gitLog.split(RECORD)) {
    const [header = '', ...files] = record.trim().split('\n');
    const [commit, date] = header.split('\t');
    if (!commit || !date) {
      continue;
    }
    for (const file of files) {
      const name = file.trim();
      if (name !== '' && !changes.has(name)) {
        changes.set(name, {commit, date});
      }
    }
  }
  return changes;
}

/** Where the English changes of `file` between two commits can be read. */
export type DiffUrl = (from: string, to: string, file: string) => string;

/** The state of each page: missing, stale (English is newer) or current. */
export function pageStatuses(
  pairs: readonly PagePair[],
  changes: ReadonlyMap<string, Change>,
  diffUrl: DiffUrl,
): PageStatus[] {
  return pairs.map((pair) => {
    const englishChange = changes.get(pair.english);
    const chineseChange = changes.get(pair.chinese);
    if (!pair.translated) {
      return {...pair, state: 'missing', englishChange};
    }
    const stale =
      englishChange !== undefined &&
      chineseChange !== undefined &&
      Date.parse(englishChange.date) > Date.parse(chineseChange.date);
    return {
      ...pair,
      state: stale ? 'stale' : 'current',
      englishChange,
      chineseChange,
      diffUrl:
        stale && englishChange && chineseChange
          ? diffUrl(chineseChange.commit, englishChange.commit, pair.english)
          : undefined,
    };
  });
}

type Messages = Record<string, {message: string}>;

/**
 * Labels of a Chinese translation file whose text is still the English one,
 * except those that are meant to read the same in both languages (names).
 */
export function untranslatedLabels(
  file: string,
  english: Messages,
  chinese: Messages,
  keptInEnglish: ReadonlySet<string>,
): LabelStatus[] {
  return Object.entries(chinese)
    .filter(([id, {message}]) => {
      const source = english[id]?.message;
      return (
        source !== undefined &&
        message === source &&
        /[A-Za-z]/.test(message) &&
        !keptInEnglish.has(`${file}#${id}`)
      );
    })
    .map(([id, {message}]) => ({file, id, message}));
}

/** Pages that need a translator: missing first, then the stale ones. */
export function needsWork(status: TranslationStatus): PageStatus[] {
  const rank: Record<PageState, number> = {missing: 0, stale: 1, current: 2};
  return status.pages
    .filter((page) => page.state !== 'current')
    .sort(
      (a, b) =>
        rank[a.state] - rank[b.state] || a.english.localeCompare(b.english),
    );
}

/** Pages per fact check (`makepad 1.0.0, 2026-11-27`), most pages first. */
export function checkCounts(
  status: TranslationStatus,
): {check: string; pages: number}[] {
  const counts = new Map<string, number>();
  for (const page of status.pages) {
    const check = formatChecked(page.englishChecked);
    counts.set(check, (counts.get(check) ?? 0) + 1);
  }
  return [...counts]
    .map(([check, pages]) => ({check, pages}))
    .sort((a, b) => b.pages - a.pages || a.check.localeCompare(b.check));
}

/**
 * Translated pages whose Chinese facts were not checked with the English
 * page's last check (a later English re-check left them behind).
 */
export function checkedApart(status: TranslationStatus): PageStatus[] {
  return status.pages.filter(
    (page) =>
      page.translated &&
      formatChecked(page.englishChecked) !== formatChecked(page.chineseChecked),
  );
}

/** A plain-text report for the command line. */
export function formatReport(status: TranslationStatus): string {
  const work = needsWork(status);
  const lines = [
    `Chinese pages: ${status.pages.length}, missing ${
      work.filter((p) => p.state === 'missing').length
    }, stale ${work.filter((p) => p.state === 'stale').length}`,
  ];
  if (!status.historyComplete) {
    lines.push(
      'The git history is missing or shallow: stale pages cannot be found.',
    );
  }
  for (const page of work) {
    const dates =
      page.state === 'stale'
        ? ` (English ${page.englishChange?.date.slice(0, 10)}, Chinese ${page.chineseChange?.date.slice(0, 10)}) ${page.diffUrl ?? ''}`
        : '';
    lines.push(`  ${page.state.padEnd(7)} ${page.chinese}${dates}`);
  }
  lines.push(`Untranslated labels: ${status.labels.length}`);
  for (const label of status.labels) {
    lines.push(`  ${label.file} ${label.id}: ${label.message}`);
  }
  lines.push('Facts checked against:');
  for (const {check, pages} of checkCounts(status)) {
    lines.push(`  ${check}: ${pages} page${pages === 1 ? '' : 's'}`);
  }
  const apart = checkedApart(status);
  lines.push(
    `Chinese pages not checked with their English page: ${apart.length}`,
  );
  for (const page of apart) {
    lines.push(
      `  ${page.chinese} (${formatChecked(page.chineseChecked)}; English ${formatChecked(page.englishChecked)})`,
    );
  }
  return lines.join('\n');
}
