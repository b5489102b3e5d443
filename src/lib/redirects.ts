/**
 * Static redirect pages written at build time, so the spec's links work
 * without JavaScript: `/x/index` → `/x/` for every page whose path ends in
 * a slash. Paths are relative to the locale (the plugin adds `/zh`).
 */
export function staticRedirectsFor(existingPath: string): string[] {
  return existingPath.endsWith('/') ? [`${existingPath}index`] : [];
}
