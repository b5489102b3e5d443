import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import {getHomeData} from '@site/src/data/home';

export default function Home(): ReactNode {
  const {hero, features} = getHomeData();
  return (
    <Layout description={hero.tagline}>
      <HomeHero hero={hero} />
      <main>
        <HomeFeatures features={features} />
      </main>
    </Layout>
  );
}
