/**
 * The home page's content: the hero and the feature grid,
 * written once as typed data. Strings go through `translate()` so
 * `write-translations` extracts them and the Chinese home is translated.
 */
import {translate} from '@docusaurus/Translate';
import {SECTIONS} from './sections';

export type HeroActionTheme = 'brand' | 'alt';

export type HeroAction = {
  text: string;
  link: string;
  theme: HeroActionTheme;
};

/**
 * The hero's picture. With `live`, the name of a widget example (its page's
 * slug), it is a picture Makepad drew that "Run it" turns into Makepad
 * itself, running in the page (src/components/LiveExample).
 */
export type HeroImage = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  live?: string;
};

export type HomeHero = {
  name: string;
  text: string;
  tagline: string;
  actions: HeroAction[];
  image?: HeroImage;
};

/** Columns (of 12) a card spans on wide screens. */
export type FeatureSpan = 3 | 4 | 6 | 12;

/** Icons of the feature cards (drawn by src/components/HomeFeatures/icons.tsx). */
export type FeatureIcon =
  | 'live'
  | 'shader'
  | 'layout'
  | 'animation'
  | 'widgets'
  | 'platforms'
  | 'reference'
  | 'languages';

export type HomeFeature = {
  icon: FeatureIcon;
  title: string;
  details: string;
  link?: string;
  span?: FeatureSpan;
};

export type HomeData = {hero: HomeHero; features: HomeFeature[]};

export const DEFAULT_FEATURE_SPAN: FeatureSpan = 4;

export function getHomeData(): HomeData {
  return {
    hero: {
      name: translate({id: 'home.hero.name', message: 'Makepad Book'}),
      text: translate({
        id: 'home.hero.text',
        message: 'Build fast, beautiful apps in Rust, for every screen',
      }),
      tagline: translate({
        id: 'home.hero.tagline',
        message:
          'A hands-on guide to Makepad: describe your UI in the live_design! DSL, draw it with GPU shaders, lay it out with the turtle and bring it to life with the animator. From your first window to a packaged app on desktop, web and mobile.',
      }),
      actions: [
        {
          text: translate({
            id: 'home.hero.action.start',
            message: 'Get started',
          }),
          link: SECTIONS.guide.entry,
          theme: 'brand',
        },
        {
          text: translate({
            id: 'home.hero.action.api',
            message: 'API reference',
          }),
          link: SECTIONS.api.entry,
          theme: 'alt',
        },
        {
          text: translate({
            id: 'home.hero.action.examples',
            message: 'Examples',
          }),
          link: SECTIONS.examples.entry,
          theme: 'alt',
        },
      ],
      image: {
        src: '/img/widgets/dock.png',
        width: 640,
        height: 320,
        live: 'dock',
        alt: translate({
          id: 'home.hero.image.alt',
          message:
            'Makepad drawing a small code editor: a Files panel beside tabs of Rust files, which the reader can run in the page',
        }),
      },
    },
    features: [
      {
        icon: 'live',
        title: translate({
          id: 'home.feature.live.title',
          message: 'Live design',
        }),
        details: translate({
          id: 'home.feature.live.details',
          message:
            'Describe widgets, styles and layout in the live_design! DSL. While the app runs, edits to that code are applied in place, so you tune a UI without restarting it.',
        }),
        link: '/guide/live-DSL/',
      },
      {
        icon: 'shader',
        title: translate({
          id: 'home.feature.shaders.title',
          message: 'Every pixel is a shader',
        }),
        details: translate({
          id: 'home.feature.shaders.details',
          message:
            'Widgets are drawn on the GPU by shaders written in MPSL, right beside the layout. Sdf2d gives you rounded boxes, circles, paths, strokes and glows in a few lines.',
        }),
        link: '/guide/shading-language/',
      },
      {
        icon: 'layout',
        title: translate({
          id: 'home.feature.layout.title',
          message: 'Turtle layout',
        }),
        details: translate({
          id: 'home.feature.layout.details',
          message:
            'A single pass places children one after another: Fill, Fit or fixed sizes, flows to the right or down, spacing, padding and alignment. Predictable and fast.',
        }),
        link: '/guide/layout-system/',
      },
      {
        icon: 'animation',
        title: translate({
          id: 'home.feature.animation.title',
          message: 'Animation built in',
        }),
        details: translate({
          id: 'home.feature.animation.details',
          message:
            'The animator moves any live property between states, such as hover, pressed or focus, with easing curves, and drives shader values frame by frame.',
        }),
        link: '/guide/animation-system/',
      },
      {
        icon: 'widgets',
        title: translate({
          id: 'home.feature.widgets.title',
          message: 'Widgets you can own',
        }),
        details: translate({
          id: 'home.feature.widgets.details',
          message:
            'Start from Makepad’s views, buttons, lists and inputs, then write your own widget as a Rust struct with a DSL definition, its own drawing and its own actions.',
        }),
        link: '/guide/widget/',
      },
      {
        icon: 'platforms',
        title: translate({
          id: 'home.feature.platforms.title',
          message: 'One codebase, many platforms',
        }),
        details: translate({
          id: 'home.feature.platforms.details',
          message:
            'The same Rust app runs on macOS, Windows and Linux, in the browser through WebAssembly, and on Android and iOS, with cargo-makepad to build and package it.',
        }),
        link: '/guide/appendix/packaging-guide',
      },
      {
        icon: 'reference',
        title: translate({
          id: 'home.feature.reference.title',
          message: 'A reference you can search',
        }),
        details: translate({
          id: 'home.feature.reference.details',
          message:
            'Every widget has its own page with its properties, styling, actions and Rust API read from the source, a compiled example and its picture. Every Sdf2d field and method and every shader built-in has its own page too, with its exact signature and a working example.',
        }),
        link: SECTIONS.api.entry,
        span: 6,
      },
      {
        icon: 'languages',
        title: translate({
          id: 'home.feature.bilingual.title',
          message: 'In English and Chinese',
        }),
        details: translate({
          id: 'home.feature.bilingual.details',
          message:
            'Each page exists in English and Simplified Chinese with the same sections and examples. The Chinese edition adds a 21-step image viewer tutorial.',
        }),
        link: SECTIONS.examples.entry,
        span: 6,
      },
    ],
  };
}
