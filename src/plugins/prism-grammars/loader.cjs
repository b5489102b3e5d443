'use strict';
/**
 * Rspack loader for prism-react-renderer's bundle (dist/index.mjs and
 * dist/index.js). The bundle registers some forty Prism grammars on its
 * Prism instance; this loader leaves them out, so that the instance holds
 * only the grammars that `prism.additionalLanguages` of docusaurus.config.ts
 * adds (the languages the site highlights). Everything else in the bundle
 * (Prism's core, the Highlight component, the themes) is kept as it is.
 *
 * The grammars sit between two comments the bundler wrote; if a new version
 * of prism-react-renderer lays its bundle out differently, the build stops
 * here with a message instead of shipping the grammars again.
 */
const START = '// src/prism-langs.ts\n';
const CORE = 'var Prism = __toESM(require_prism());\n';
const END = '// src/themes/index.ts\n';

function withoutBundledGrammars(source) {
  const start = source.indexOf(START);
  const end = source.indexOf(END, start);
  if (
    start === -1 ||
    end === -1 ||
    !source.startsWith(CORE, start + START.length)
  ) {
    throw new Error(
      'prism-react-renderer: the bundle no longer has the layout src/plugins/prism-grammars expects ' +
        '("// src/prism-langs.ts", the Prism core, then "// src/themes/index.ts"). ' +
        'Check the new version and update the loader.',
    );
  }
  return `${source.slice(0, start)}${START}${CORE}\n${source.slice(end)}`;
}

module.exports = function prismGrammarsLoader(source) {
  return withoutBundledGrammars(source);
};
module.exports.withoutBundledGrammars = withoutBundledGrammars;
