/**
 * The navbar items and footer columns of the theme config, built from the
 * sections table (src/data/sections.ts).
 */
import type {FooterColumnItem, NavbarItem} from '@docusaurus/theme-common';
import {
  FOOTER_COLUMNS,
  NAVBAR_SECTIONS,
  SECTIONS,
  type SectionId,
} from '../data/sections';

/** The navbar's left-hand items, one per section of NAVBAR_SECTIONS. */
export function navbarSectionItems(
  sections: readonly SectionId[] = NAVBAR_SECTIONS,
): NavbarItem[] {
  return sections.map((id) => ({
    to: SECTIONS[id].entry,
    label: SECTIONS[id].label,
    position: 'left',
    activeBasePath: SECTIONS[id].basePath,
  }));
}

/** The footer's link columns. */
export function footerColumns(
  columns: typeof FOOTER_COLUMNS = FOOTER_COLUMNS,
): FooterColumnItem[] {
  return columns.map(({title, links}) => ({
    title,
    items: links.map((link) =>
      typeof link === 'string'
        ? {label: SECTIONS[link].label, to: SECTIONS[link].entry}
        : {label: link.label, href: link.href},
    ),
  }));
}
