/**
 * The sections of the site and where their entry links lead, stated once:
 * the navbar, the footer and the home page's buttons all link from here
 * (src/lib/navigation.ts turns them into theme config items). Labels are
 * English; the Chinese ones come from i18n/zh-Hans/docusaurus-theme-classic/.
 */
import {MAKEPAD_REPO_URL} from './site';
import {WEEKLY_BASE} from './weekly';

export type Section = {
  /** Label of the section's navbar item and footer link. */
  readonly label: string;
  /** The page a reader lands on from the section's entry links. */
  readonly entry: string;
  /** The navbar item is active on every page under this path. */
  readonly basePath: string;
};

export const SECTIONS = {
  guide: {
    label: 'Guide',
    entry: '/guide/start/introduction',
    basePath: '/guide/',
  },
  api: {label: 'API', entry: '/api/', basePath: '/api/'},
  weekly: {
    label: 'This week in Our Team',
    entry: WEEKLY_BASE,
    basePath: WEEKLY_BASE,
  },
  examples: {
    label: 'Examples',
    entry: '/examples/introduction',
    basePath: '/examples/',
  },
  contribute: {
    label: 'Contribute',
    entry: '/contribute/',
    basePath: '/contribute/',
  },
  onlineSalon: {
    label: 'Online Salon',
    entry: '/online-salon/',
    basePath: '/online-salon/',
  },
} as const satisfies Record<string, Section>;

export type SectionId = keyof typeof SECTIONS;

/** The navbar's left side, in order (CONTRIBUTING.md, Navigation). */
export const NAVBAR_SECTIONS: readonly SectionId[] = [
  'guide',
  'api',
  'weekly',
  'examples',
  'contribute',
];

/** A link to another site. */
export type ExternalLink = {readonly label: string; readonly href: string};

export const MAKEPAD_ON_GITHUB: ExternalLink = {
  label: 'Makepad on GitHub',
  href: MAKEPAD_REPO_URL,
};

/** The footer's columns: their titles and links, in order. */
export const FOOTER_COLUMNS: readonly {
  readonly title: string;
  readonly links: readonly (SectionId | ExternalLink)[];
}[] = [
  {title: 'Learn', links: ['guide', 'examples']},
  {
    title: 'Community',
    links: ['contribute', 'onlineSalon', MAKEPAD_ON_GITHUB],
  },
];
