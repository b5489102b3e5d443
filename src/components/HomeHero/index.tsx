import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import LiveExample from '@site/src/components/LiveExample';
import type {
  HeroAction,
  HeroImage as HeroImageData,
  HomeHero as HomeHeroData,
} from '@site/src/data/home';
import styles from './styles.module.css';

const actionClass: Record<HeroAction['theme'], string> = {
  brand: 'button--primary',
  alt: 'button--secondary',
};

function HeroImage({src, alt, width, height, live}: HeroImageData): ReactNode {
  const url = useBaseUrl(src);
  if (!live) {
    return <img className={styles.image} src={url} alt={alt} />;
  }
  // A picture Makepad drew, which can become Makepad running.
  return (
    <div className={styles.live}>
      <LiveExample example={live}>
        <img
          className={styles.picture}
          src={url}
          alt={alt}
          width={width}
          height={height}
        />
      </LiveExample>
    </div>
  );
}

export default function HomeHero({hero}: {hero: HomeHeroData}): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.copy}>
          <Heading as="h1" className={styles.name}>
            {hero.name}
          </Heading>
          <p className={styles.text}>{hero.text}</p>
          <p className={styles.tagline}>{hero.tagline}</p>
          <div className={styles.actions}>
            {hero.actions.map((action) => (
              <Link
                key={action.link}
                className={clsx('button button--lg', actionClass[action.theme])}
                data-action-theme={action.theme}
                to={action.link}>
                {action.text}
              </Link>
            ))}
          </div>
        </div>
        {hero.image && <HeroImage {...hero.image} />}
      </div>
    </header>
  );
}
