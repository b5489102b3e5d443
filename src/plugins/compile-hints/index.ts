/**
 * Marks the browser bundle's entry scripts (`main` and `runtime~main`) with
 * V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`
 * (Chromium 136 and later): V8 then compiles every function of the script
 * while it streams the script in, on a background thread, instead of
 * compiling each function on the page's main thread the first time it runs.
 * Nearly all of `main` runs while a page loads and hydrates (React DOM, the
 * router, the theme), so little is compiled for nothing. Other browsers read
 * a comment.
 *
 * Measured on the 2-core machine (MAINTAINERS.md, Speed): the main thread's
 * compile work during a load went from about 100 ms to about 30 ms.
 *
 * The minifier drops comments, so the line is added right after it has run,
 * and before the assets' content hashes are computed.
 */
import type {Plugin} from '@docusaurus/types';

/** The comment V8 reads, on the script's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'makepad-book-compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
