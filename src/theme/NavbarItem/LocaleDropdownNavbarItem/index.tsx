// Ejected from @docusaurus/theme-classic NavbarItem/LocaleDropdownNavbarItem:
// the target URL of each language comes from `useLocaleSwitchUrl`, so a page
// that exists in one language only leads to the other language's fallback
// page instead of a 404 (src/data/localeOnly.ts); locale configs are read
// through localeConfigOf (checked index access). The rest is unchanged.
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import {useLocaleSwitchUrl} from '@site/src/hooks/useLocaleSwitchUrl';
import {localeConfigOf} from '@site/src/lib/localeConfig';
import styles from './styles.module.css';

export default function LocaleDropdownNavbarItem({
  mobile,
  dropdownItemsBefore,
  dropdownItemsAfter,
  queryString,
  ...props
}: Props): ReactNode {
  const urlFor = useLocaleSwitchUrl(queryString);
  const {
    i18n,
    i18n: {currentLocale, locales},
  } = useDocusaurusContext();
  const localeItems = locales.map((locale): LinkLikeNavbarItemProps => ({
    label: localeConfigOf(i18n, locale).label,
    lang: localeConfigOf(i18n, locale).htmlLang,
    to: urlFor(locale),
    target: '_self',
    autoAddBaseUrl: false,
    className:
      locale === currentLocale
        ? mobile
          ? 'menu__link--active'
          : 'dropdown__link--active'
        : '',
  }));
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const dropdownLabel = mobile
    ? translate({
        message: 'Languages',
        id: 'theme.navbar.mobileLanguageDropdown.label',
        description: 'The label for the mobile language switcher dropdown',
      })
    : localeConfigOf(i18n, currentLocale).label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className={styles.iconLanguage} />
          {/* In the compact navbar (960 px or less) only the icon shows. */}
          <span className={mobile ? undefined : styles.compactLabel}>
            {dropdownLabel}
          </span>
        </>
      }
      items={items}
    />
  );
}
