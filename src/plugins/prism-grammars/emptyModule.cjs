'use strict';
/**
 * Rspack loader that empties a module. It replaces theme-classic's client
 * module lib/prism-include-languages.js, which imports Prism and registers
 * the grammars in every page's main script; src/theme/CodeBlock registers
 * them instead, in the chunk of the pages that show code.
 */
module.exports = function emptyModule() {
  return 'export {};\n';
};
