/**
 * Interface labels whose Chinese text is, on purpose, the English one:
 * names of the product, of projects and of code, and templates that hold
 * only placeholders. Written as `<file under i18n/zh-Hans/>#<id>`; the
 * translation status (npm run translation-status) reports every other label
 * whose Chinese text equals the English one.
 */
export const LABELS_KEPT_IN_ENGLISH: readonly string[] = [
  'code.json#home.hero.name',
  'code.json#weekly.project.robrix',
  'code.json#weekly.project.moly',
  'code.json#theme.blog.author.pageTitle',
  'docusaurus-theme-classic/navbar.json#title',
  'docusaurus-theme-classic/navbar.json#item.label.API',
  'docusaurus-plugin-content-docs/current.json#sidebar.guide.category.Live DSL',
  'docusaurus-plugin-content-docs/current.json#sidebar.api.category.Sdf2d',
];
