/**
 * Static redirect pages written at build time (paths relative to the
 * locale; the plugin adds `/zh`), so these links work without JavaScript:
 * - `/x/index` → `/x/` for every page whose path ends in a slash;
 * - the older Sdf2d field paths with the type in them
 *   (`/api/Sdf2d/fields/aa (float)`) → the field page (CONTRIBUTING.md, Paths).
 */
import {SDF2D_FIELDS, legacyFieldPath} from '../data/sdf2d';

const FIELD_PREFIX = '/api/Sdf2d/fields/';

export function staticRedirectsFor(existingPath: string): string[] {
  if (existingPath.endsWith('/')) {
    return [`${existingPath}index`];
  }
  const field = SDF2D_FIELDS.find(
    (f) => existingPath === `${FIELD_PREFIX}${f.name}`,
  );
  return field ? [legacyFieldPath(field)] : [];
}
