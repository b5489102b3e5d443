import React, {type ReactNode} from 'react';
import type {FeatureIcon} from '@site/src/data/home';

/** Line icons of the feature cards, drawn on a 24×24 grid. */
const PATHS: Record<FeatureIcon, ReactNode> = {
  live: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  shader: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 1 0 18zM3 12h9" />
    </>
  ),
  layout: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18M9 9v12" />
    </>
  ),
  animation: (
    <>
      <circle cx="17" cy="12" r="4" />
      <path d="M3 12h6M5 8h5M5 16h5" />
    </>
  ),
  widgets: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1.5" />
      <rect x="13" y="3" width="8" height="8" rx="1.5" />
      <rect x="3" y="13" width="8" height="8" rx="1.5" />
      <path d="M17 13v8M13 17h8" />
    </>
  ),
  platforms: (
    <>
      <rect x="2" y="4" width="14" height="10" rx="1.5" />
      <rect x="16" y="9" width="6" height="11" rx="1.5" />
      <path d="M6 18h6M9 14v4" />
    </>
  ),
  reference: (
    <>
      <path d="M4 4h7a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z" />
      <path d="M20 4h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h5z" />
    </>
  ),
  languages: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
    </>
  ),
};

export default function FeatureIconSvg({icon}: {icon: FeatureIcon}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true">
      {PATHS[icon]}
    </svg>
  );
}
