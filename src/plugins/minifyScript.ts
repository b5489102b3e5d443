/**
 * The inline scripts of every page's `<head>` are written readable (the
 * locale redirect is even serialized from a tested function) and shipped
 * minified: their bytes come before the first paint of every page, and the
 * build no longer minifies HTML (scripts/build.mjs).
 */
import {minify} from 'terser';

export async function minifyScript(code: string): Promise<string> {
  const result = await minify(code, {compress: true, mangle: true});
  if (result.code === undefined) {
    throw new Error('terser returned no code for an inline script');
  }
  return result.code;
}
