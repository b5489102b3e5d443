/**
 * The widget reference's generated tables (CONTRIBUTING.md, Widget
 * reference). A page writes `<WidgetFacts of="Slider" part="properties" />`;
 * the build replaces it with a table built from the widget's facts
 * (src/data/widgets/facts/<Name>.json, generated from Makepad 1.0.0's
 * source by scripts/widget-facts) and the page language's notes
 * (src/data/widgets/notes/<en|zh>/<Name>.json, written by hand). This
 * module holds the fact and note types.
 */

/** The tables a page can ask for, in page order. */
export const WIDGET_FACT_PARTS = [
  'properties',
  'styling',
  'variants',
  'actions',
  'methods',
] as const;

export type WidgetFactPart = (typeof WIDGET_FACT_PARTS)[number];

/** Makepad's tag whose source the facts come from, and where it is read. */
export const MAKEPAD_TAG = '1.0.0';
export const MAKEPAD_WIDGETS_URL = `https://github.com/makepad/makepad/blob/${MAKEPAD_TAG}/widgets/src/`;

/** Lines `line` to `end` of a file of widgets/src. */
export type SourceSpan = {
  readonly file: string;
  readonly line: number;
  readonly end: number;
};

export type PropertyFact = {
  /** The field name, which is the DSL key (`draw_bg`, `walk`, `text`). */
  readonly key: string;
  /** Field attribute; `dsl` for a key of a widget that has no struct. */
  readonly attribute: 'live' | 'walk' | 'layout' | 'animator' | 'deref' | 'dsl';
  /** Rust type, or null when a DSL-only key's type is not known. */
  readonly type: string | null;
  /**
   * The value the theme's default definition gives it (long blocks
   * abbreviated to `{…}`), else `x` of `#[live(x)]`, else null.
   */
  readonly default: string | null;
  /** What a THEME_* numeric expression of `default` comes to. */
  readonly resolved?: number;
  /** `x` of `#[live(x)]`, when the theme's definition sets another value. */
  readonly rustDefault?: string;
  /** `file:line` where the theme's definition sets `default`. */
  readonly defaultAt?: string;
  /** Line of the field (or of the DSL key, for `dsl`). */
  readonly line: number;
};

export type StylingFact = {
  /** `<draw field>.<variable>` with the state suffixes folded, or `.states`. */
  readonly key: string;
  readonly field: string;
  /** The declared variables of the row, in source order. */
  readonly members: readonly string[];
  /** `instance` or `uniform` (of the row's first declared member). */
  readonly kind: string;
  readonly type: string | null;
  readonly default: string | null;
  readonly resolved?: number;
  readonly file: string;
  readonly line: number;
};

export type VariantFact = {
  readonly key: string;
  /** The definition it derives from (`<Button>`). */
  readonly base: string;
  /**
   * What its own body sets: top-level keys, and the draw blocks' variables
   * (`draw_bg.color`, folded like styling keys) and functions (`draw_bg.pixel()`).
   */
  readonly overrides: readonly string[];
  readonly file: string;
  readonly line: number;
  readonly end: number;
};

export type ActionFact = {
  readonly key: string;
  /** `Rect`, `usize, String` or `{index: usize}`; null without payload. */
  readonly payload: string | null;
  readonly line: number;
};

export type MethodFact = {
  readonly key: string;
  /** `fn name(&self, …) -> T` on one line. */
  readonly signature: string;
  readonly line: number;
};

export type WidgetFacts = {
  readonly name: string;
  /** Its file below widgets/src/. */
  readonly source: string;
  /** `pub struct <Name>`; null for a widget defined in the DSL only. */
  readonly struct: {readonly line: number; readonly end: number} | null;
  /** The theme's default DSL definition (`pub <Name> = <Base> {…}`). */
  readonly definition: {
    readonly name: string;
    readonly file: string;
    readonly line: number;
    readonly end: number;
    readonly base: string | null;
    readonly public: boolean;
  } | null;
  readonly properties: readonly PropertyFact[];
  readonly styling: readonly StylingFact[];
  readonly variants: readonly VariantFact[];
  readonly actions: readonly ActionFact[];
  readonly methods: readonly MethodFact[];
  /** Where each part's rows come from, one span per file. */
  readonly sources: Readonly<Record<WidgetFactPart, readonly SourceSpan[]>>;
};

/** A widget's notes in one language: part → row key → one or two sentences. */
export type WidgetNotes = Partial<
  Record<WidgetFactPart, Readonly<Record<string, string>>>
>;
