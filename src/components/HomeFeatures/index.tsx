import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {DEFAULT_FEATURE_SPAN, type HomeFeature} from '@site/src/data/home';
import FeatureIconSvg from './icons';
import styles from './styles.module.css';

function FeatureCard({feature}: {feature: HomeFeature}): ReactNode {
  const body = (
    <>
      <span className={styles.icon}>
        <FeatureIconSvg icon={feature.icon} />
      </span>
      <Heading as="h2" className={styles.title}>
        {feature.title}
      </Heading>
      <p className={styles.details}>{feature.details}</p>
    </>
  );
  const span = feature.span ?? DEFAULT_FEATURE_SPAN;
  return (
    <li className={clsx(styles.card, styles[`span${span}`])} data-span={span}>
      {feature.link ? (
        <Link className={styles.link} to={feature.link}>
          {body}
        </Link>
      ) : (
        <div className={styles.link}>{body}</div>
      )}
    </li>
  );
}

export default function HomeFeatures({
  features,
}: {
  features: HomeFeature[];
}): ReactNode {
  return (
    <section className="container margin-bottom--xl">
      <ul className={styles.grid}>
        {features.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </ul>
    </section>
  );
}
