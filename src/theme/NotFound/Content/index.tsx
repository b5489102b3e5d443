// Ejected from @docusaurus/theme-classic NotFound/Content: the spec's 404
// (title 404, PAGE NOT FOUND, Take me home) and the path redirects of
// CONTRIBUTING.md (Paths), applied before the text shows.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import {useNotFoundRedirect} from '@site/src/hooks/useNotFoundRedirect';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  const redirecting = useNotFoundRedirect();
  const code = translate({
    id: 'notFound.code',
    message: '404',
    description: 'The title and big number of the 404 page',
  });
  return (
    <>
      <PageMetadata title={code} />
      <main
        className={clsx(
          'container margin-vert--xl',
          styles.notFound,
          className,
        )}
        aria-busy={redirecting}>
        {!redirecting && (
          <div className={styles.body}>
            <p className={styles.code}>{code}</p>
            <Heading as="h1" className={styles.title}>
              <Translate
                id="notFound.title"
                description="The text under the number on the 404 page">
                PAGE NOT FOUND
              </Translate>
            </Heading>
            <Link className="button button--primary button--lg" to="/">
              <Translate
                id="notFound.takeMeHome"
                description="The link from the 404 page to the home page">
                Take me home
              </Translate>
            </Link>
          </div>
        )}
      </main>
    </>
  );
}
