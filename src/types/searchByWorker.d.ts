/**
 * `@theme/searchByWorker` is src/theme/searchByWorker (it replaces the
 * search plugin's module of that name); TypeScript does not follow the
 * theme alias.
 */
declare module '@theme/searchByWorker' {
  export {
    fetchIndexesByWorker,
    searchByWorker,
  } from '@site/src/theme/searchByWorker';
}
