import React, {useCallback, useRef, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {useColorMode} from '@docusaurus/theme-common';
import {useAppearanceSwitch} from '@site/src/hooks/useAppearanceSwitch';
import type {ColorMode} from '@site/src/lib/viewTransitions';
import styles from './styles.module.css';
import '@site/src/css/view-transitions.css';
import {NEEDS_JS} from '@site/src/data/noJs';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * Appearance toggle (CONTRIBUTING.md, Appearance). The original button is kept;
 * it is handed the effective colour and no system step, so each click switches
 * dark ↔ light (auto, the system's choice, lasts until the first click). The
 * switch runs through useAppearanceSwitch (circular reveal from the button).
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const button = useRef<Element | null>(null);
  const {onChange} = props;
  const apply = useCallback((mode: ColorMode) => onChange(mode), [onChange]);
  const switchAppearance = useAppearanceSwitch(apply);
  return (
    <span
      className={styles.wrapper}
      {...NEEDS_JS}
      onClickCapture={(event) => {
        button.current =
          event.target instanceof Element
            ? event.target.closest('button')
            : null;
      }}>
      <ColorModeToggle
        {...props}
        value={colorMode}
        respectPrefersColorScheme={false}
        onChange={(mode: ColorMode | null) =>
          switchAppearance(mode ?? colorMode, button.current)
        }
      />
    </span>
  );
}
