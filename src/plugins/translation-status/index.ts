/**
 * Translation status (for translators): reads which English pages have a
 * Chinese translation, the git history of both, and the label files, and
 *
 * - gives the result to the page docs/contribute/translation-status.mdx as
 *   `@generated/translation-status/default/status.json`;
 * - adds `docusaurus translation-status [--strict]` (npm run
 *   translation-status), which prints the report and, with `--strict`, exits
 *   non-zero while a page is missing or stale or a label is untranslated.
 *
 * The rules are in src/lib/translationStatus.ts.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readChecked} from '../../lib/checked';
import {existsInLocale} from '../../lib/localeOnly';
import {routeOfDocId} from '../../lib/sidebars';
import {BOOK_REPO_URL} from '../../data/site';
import {
  formatReport,
  lastChanges,
  needsWork,
  pageStatuses,
  untranslatedLabels,
  type PagePair,
  type TranslationStatus,
} from '../../lib/translationStatus';

export type Options = {
  /** `<file>#<id>` of labels that read the same in both languages. */
  keptInEnglish: readonly string[];
};

const ZH = 'i18n/zh-Hans';
const CONTENT = [
  {english: 'docs', chinese: `${ZH}/docusaurus-plugin-content-docs/current`},
  {english: 'blog', chinese: `${ZH}/docusaurus-plugin-content-blog`},
] as const;

function filesUnder(root: string, dir: string, pattern: RegExp): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => pattern.test(file))
    .sort();
}

/** Whether a docs/ page exists in both languages (not a one-language page). */
function isBilingualDoc(relative: string): boolean {
  const route = routeOfDocId(relative.replace(/\.mdx?$/, ''));
  return existsInLocale(route, 'en') && existsInLocale(route, 'zh');
}

/** What an existing page's facts were checked against (its front matter). */
function checkedOf(siteDir: string, file: string) {
  return readChecked(fs.readFileSync(path.join(siteDir, file), 'utf8'));
}

function pagePairs(siteDir: string): PagePair[] {
  return CONTENT.flatMap(({english, chinese}) =>
    filesUnder(siteDir, english, /\.mdx?$/)
      .map((file) => file.slice(english.length + 1))
      .filter((relative) => english !== 'docs' || isBilingualDoc(relative))
      .map((relative) => {
        const translation = `${chinese}/${relative}`;
        const translated = fs.existsSync(path.join(siteDir, translation));
        return {
          english: `${english}/${relative}`,
          chinese: translation,
          translated,
          englishChecked: checkedOf(siteDir, `${english}/${relative}`),
          chineseChecked: translated
            ? checkedOf(siteDir, translation)
            : undefined,
        };
      }),
  );
}

/**
 * The host's compare view of two commits, scrolled to `file` (GitHub names
 * a file's diff `diff-<sha256 of its path>`).
 */
function compareUrl(from: string, to: string, file: string): string {
  const anchor = createHash('sha256').update(file).digest('hex');
  return `${BOOK_REPO_URL}/compare/${from}...${to}#diff-${anchor}`;
}

function gitHistory(siteDir: string): {log: string; complete: boolean} {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'});
  try {
    const shallow = git('rev-parse', '--is-shallow-repository').trim();
    const log = git(
      'log',
      '--format=%x1e%H%x09%cI',
      '--name-only',
      '--',
      ...CONTENT.flatMap(({english, chinese}) => [english, chinese]),
    );
    return {log, complete: shallow === 'false'};
  } catch {
    return {log: '', complete: false};
  }
}

type Messages = Record<string, {message: string}>;

function readMessages(file: string): Messages {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
}

export function collectTranslationStatus(
  siteDir: string,
  options: Options,
): TranslationStatus {
  const history = gitHistory(siteDir);
  const kept = new Set(options.keptInEnglish);
  const labels = filesUnder(siteDir, ZH, /\.json$/).flatMap((file) => {
    const relative = file.slice(ZH.length + 1);
    const english = path.join(siteDir, 'i18n/en', relative);
    return fs.existsSync(english)
      ? untranslatedLabels(
          relative,
          readMessages(english),
          readMessages(path.join(siteDir, file)),
          kept,
        )
      : [];
  });
  return {
    historyComplete: history.complete,
    pages: pageStatuses(
      pagePairs(siteDir),
      lastChanges(history.log),
      compareUrl,
    ),
    labels,
  };
}

export default function translationStatusPlugin(
  context: LoadContext,
  options: Options,
): Plugin<TranslationStatus> {
  return {
    name: 'translation-status',

    loadContent() {
      return collectTranslationStatus(context.siteDir, options);
    },

    async contentLoaded({content, actions}) {
      await actions.createData('status.json', JSON.stringify(content));
    },

    extendCli(cli) {
      cli
        .command('translation-status')
        .description(
          'List Chinese pages that are missing or older than their English source, and untranslated labels.',
        )
        .option('--strict', 'exit non-zero when anything needs translating')
        .action((flags: {strict?: boolean}) => {
          const status = collectTranslationStatus(context.siteDir, options);
          console.log(formatReport(status));
          const open = needsWork(status).length + status.labels.length;
          if (flags.strict && (open > 0 || !status.historyComplete)) {
            process.exitCode = 1;
          }
        });
    },
  };
}
