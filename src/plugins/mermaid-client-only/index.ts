/**
 * Leaves Mermaid out of the server bundle. @docusaurus/theme-mermaid loads
 * the library only inside an effect, in the browser (loadMermaid), so the
 * server render never runs it; yet compiling it and its dependencies (d3,
 * dagre, cytoscape, KaTeX…) into the server bundle cost about 6 s of CPU and
 * 100 MB per locale. In the server bundle `mermaid` is an empty module; the
 * browser bundle is unchanged.
 */
import type {Plugin} from '@docusaurus/types';

export default function mermaidClientOnlyPlugin(): Plugin {
  return {
    name: 'mermaid-client-only',
    configureWebpack(_config, isServer) {
      return isServer ? {resolve: {alias: {mermaid: false}}} : {};
    },
  };
}
