/**
 * Every widget type that Makepad 1.0.0's widgets/src derives `Widget` for
 * is accounted for: it has a page (src/data/widgets.ts, WIDGETS), or it is
 * left out (WIDGETS_LEFT_OUT) and the index page names it with its reason
 * in both languages; a type that is part of another widget is also named
 * on that widget's page. Without the kit the test fails and says where it
 * is expected (scripts/widget-facts/kit.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {WIDGETS, WIDGETS_LEFT_OUT} from '../widgets';
import {derivedWidgetTypes} from '../../../scripts/widget-facts/derived';
import {readMakepadSources} from '../../../scripts/widget-facts/kit';
import {WIDGET_PAGE_DIRS} from '../../../scripts/lib/widgetPageDirs';

const PAGES = WIDGET_PAGE_DIRS;

function page(dir: string, slug: string): string {
  return fs.readFileSync(path.join(dir, `${slug}.mdx`), 'utf8');
}

/** The "Widgets without a page" section of the index page. */
function leftOutSection(dir: string): string {
  const index = page(dir, 'index');
  const start = index.indexOf('{#left-out}');
  expect(start).toBeGreaterThan(-1);
  return index.slice(start);
}

describe('derivedWidgetTypes', () => {
  it('reads the structs that derive Widget, past attributes and comments', () => {
    const source = [
      '#[derive(Live, LiveHook, Widget)]',
      'pub struct Button {',
      '}',
      '/// A doc comment',
      '#[derive(Live, Widget, LiveHook)]',
      '// a plain comment',
      '#[allow(dead_code)]',
      'struct List {',
      '}',
      '#[derive(Live, LiveHook, WidgetMatchEvent)]',
      'pub struct NotAWidget {}',
      '#[derive(Clone, Debug)]',
      'pub enum ButtonAction {}',
    ].join('\n');
    expect(derivedWidgetTypes(source)).toEqual(['Button', 'List']);
  });
});

describe('the widget reference accounts for every derived widget type', () => {
  const derived = [...readMakepadSources().widgets].flatMap(([file, source]) =>
    derivedWidgetTypes(source).map((name) => ({name, file})),
  );
  const paged = new Set(WIDGETS.map((widget) => widget.name));
  const leftOut = new Map(WIDGETS_LEFT_OUT.map((entry) => [entry.name, entry]));

  it('finds the widget types of widgets/src', () => {
    // 55 structs derive Widget in makepad-widgets 1.0.0.
    expect(derived.length).toBe(55);
  });

  it.each(derived.map(({name, file}) => [name, file] as const))(
    '%s (%s) has a page or is left out with a reason',
    (name) => {
      expect(paged.has(name) || leftOut.has(name)).toBe(true);
    },
  );

  it.each(WIDGETS_LEFT_OUT.map((entry) => [entry.name, entry] as const))(
    '%s is named where it is left out, in both languages',
    (name, entry) => {
      for (const dir of Object.values(PAGES)) {
        const section = leftOutSection(dir);
        expect(section).toContain(`\`${name}\``);
        if (entry.reason === 'part-of') {
          const covering = WIDGETS.find(
            (widget) => widget.name === entry.coveredBy,
          );
          expect(covering).toBeDefined();
          expect(section).toContain(`(./${covering?.slug}.mdx)`);
          expect(page(dir, covering?.slug ?? '')).toContain(`\`${name}\``);
        }
      }
    },
  );
});
