/**
 * Where the widget reference's pages are, per language (Node only: the
 * tests that read every widget page's source).
 */
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

export const WIDGET_PAGE_DIRS = {
  en: path.join(ROOT, 'docs', 'api', 'widgets'),
  zh: path.join(
    ROOT,
    'i18n',
    'zh-Hans',
    'docusaurus-plugin-content-docs',
    'current',
    'api',
    'widgets',
  ),
} as const;
