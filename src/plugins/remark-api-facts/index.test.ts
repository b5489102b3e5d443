/**
 * `<ApiFacts of="…" />` becomes the table of that id of the App and events
 * reference in the page's language, with the source line under it; the
 * Markdown copy gets the same table. Unknown ids and missing notes stop
 * the build with the page and the reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkApiFacts, {TAG, apiTableSource} from '.';
import {pageToMarkdown} from '../../lib/markdownExport';
import {factTableToMarkdown} from '../../lib/widgetFacts';

const ROOT = path.join(__dirname, '..', '..', '..');
const OPTIONS = {
  factsDir: path.join(ROOT, 'src', 'data', 'appApi', 'facts'),
  notesDir: path.join(ROOT, 'src', 'data', 'appApi', 'notes'),
};
const EN_PAGE = '/site/docs/api/app/http.mdx';
const ZH_PAGE =
  '/site/i18n/zh-Hans/docusaurus-plugin-content-docs/current/api/app/http.mdx';

type Node = {
  type: string;
  name?: string;
  value?: string;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: Node[];
  data?: {hProperties?: Record<string, unknown>};
};

function page(of: string): Node {
  return {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: TAG,
        attributes: [{type: 'mdxJsxAttribute', name: 'of', value: of}],
        children: [],
      },
    ],
  };
}

function text(node: Node): string {
  return (
    (node.value ?? '') +
    (node.children ?? []).map((child) => text(child)).join('')
  );
}

describe('remarkApiFacts', () => {
  it('replaces the tag by the table in the page language', () => {
    const en = page('HttpMethod');
    remarkApiFacts(OPTIONS)(en, {path: EN_PAGE});
    const [table, source] = en.children ?? [];
    expect(table?.type).toBe('table');
    expect(table?.data?.hProperties).toEqual({dataFacts: 'variants'});
    expect(text(table as Node)).toContain('VariantPayloadDescription');
    expect(text(table as Node)).toContain('PATCH');
    expect(text(source as Node)).toContain('platform/src/event/network.rs');

    const zh = page('HttpMethod');
    remarkApiFacts(OPTIONS)(zh, {path: ZH_PAGE});
    expect(text(zh.children?.[0] as Node)).toContain('变体载荷说明');
  });

  it('fails on an unknown table or a missing note, naming the page', () => {
    expect(() =>
      remarkApiFacts(OPTIONS)(page('Nope'), {path: EN_PAGE}),
    ).toThrow(`${EN_PAGE}:?: unknown table "Nope"`);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'api-notes-'));
    fs.mkdirSync(path.join(empty, 'en'));
    fs.writeFileSync(path.join(empty, 'en', 'HttpMethod.json'), '{}');
    expect(() =>
      apiTableSource({...OPTIONS, notesDir: empty})('HttpMethod', 'en'),
    ).toThrow('the en notes of HttpMethod have no note for GET');
    fs.rmSync(empty, {recursive: true});
  });

  it('gives the Markdown copy the same table', () => {
    const table = apiTableSource(OPTIONS);
    const md = pageToMarkdown('<ApiFacts of="HttpProgress.fields" />\n', {
      title: 'HTTP',
      resolveLink: () => undefined,
      readListing: () => '',
      apiFacts: (of) => factTableToMarkdown(table(of, 'en')),
    });
    expect(md).toContain(
      '| Field | Type | Description |\n| --- | --- | --- |\n| `loaded` | `u64` |',
    );
    expect(() =>
      pageToMarkdown('<ApiFacts of="HttpProgress.fields" />\n', {
        title: 'HTTP',
        resolveLink: () => undefined,
        readListing: () => '',
      }),
    ).toThrow('<ApiFacts> needs of="…" and a table source');
  });
});
