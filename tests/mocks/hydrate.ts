import type {ReactElement} from 'react';
import {render, type RenderResult} from '@testing-library/react';

/**
 * Hydrates `ui` over `serverHtml`, as the browser hydrates a served page:
 * the HTML is put in a container of the document first. Also returns the
 * server HTML's elements as they were before hydrating, so a test can tell
 * an element React kept from one it replaced.
 */
export function hydrateOver(
  serverHtml: string,
  ui: ReactElement,
): RenderResult & {serverElements: Element[]} {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverElements = [...container.querySelectorAll('*')];
  return Object.assign(render(ui, {container, hydrate: true}), {
    serverElements,
  });
}
