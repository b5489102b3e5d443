/**
 * Suggestions (CONTRIBUTING.md, Search) from the results of the plugin's worker: a page
 * title, a heading, or a section (or the page's description) with a snippet.
 */
import {marked} from './highlight';
import {buildSnippet} from './snippet';
import {DOCUMENT_TYPE, type Suggestion, type WorkerResult} from './types';

/** Words to mark: the query's words and the index terms they matched. */
export function matchedTerms(result: WorkerResult): string[] {
  return [...result.tokens, ...Object.keys(result.metadata ?? {})];
}

export function toSuggestion(
  result: WorkerResult,
  snippetColumns: number,
): Suggestion {
  const {document, type} = result;
  const terms = matchedTerms(result);
  const page = result.page || undefined;
  const pageTitle = page?.t ?? document.s ?? document.t;
  const link = `${document.u}${document.h ?? ''}`;
  const empty = {text: '', highlights: []};
  if (type === DOCUMENT_TYPE.title || type === DOCUMENT_TYPE.keywords) {
    return {
      type: 'title',
      link: document.u,
      title: marked(
        type === DOCUMENT_TYPE.title ? document.t : pageTitle,
        terms,
      ),
      header: empty,
      statement: empty,
      page: document.u,
    };
  }
  if (type === DOCUMENT_TYPE.heading) {
    return {
      type: 'header',
      link,
      title: marked(pageTitle, terms),
      header: marked(document.t, terms),
      statement: empty,
      page: document.u,
    };
  }
  const section =
    type === DOCUMENT_TYPE.content && document.s && document.s !== pageTitle
      ? document.s
      : '';
  return {
    type: 'content',
    link,
    title: marked(pageTitle, terms),
    header: marked(section, terms),
    statement: buildSnippet(document.t, terms, snippetColumns),
    page: document.u,
  };
}
