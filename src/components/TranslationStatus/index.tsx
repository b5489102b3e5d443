import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {formatChecked} from '@site/src/lib/checked';
import {
  checkCounts,
  checkedApart,
  needsWork,
  type PageStatus,
  type TranslationStatus as Status,
} from '@site/src/lib/translationStatus';
import styles from './styles.module.css';

function day(date: string | undefined): string {
  return date ? date.slice(0, 10) : '–';
}

function stateLabel(state: PageStatus['state']): string {
  return state === 'missing'
    ? translate({
        id: 'translationStatus.state.missing',
        message: 'missing',
        description: 'A Chinese page that does not exist yet',
      })
    : translate({
        id: 'translationStatus.state.stale',
        message: 'stale',
        description: 'A Chinese page older than its English source',
      });
}

function PageRow({page}: {page: PageStatus}): ReactNode {
  return (
    <tr data-state={page.state}>
      <td>{stateLabel(page.state)}</td>
      <td>
        <code>{page.chinese}</code>
      </td>
      <td>{day(page.englishChange?.date)}</td>
      <td>{day(page.chineseChange?.date)}</td>
      <td>
        {page.diffUrl ? (
          <Link to={page.diffUrl}>
            <Translate id="translationStatus.diffLink">
              English changes
            </Translate>
          </Link>
        ) : (
          '–'
        )}
      </td>
    </tr>
  );
}

/** A table of the page: its column headings, then its rows. */
function StatusTable({
  head,
  children,
}: {
  head: ReactNode[];
  children: ReactNode;
}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** What the pages' facts were checked against, and pages checked apart. */
function FactChecks({status}: {status: Status}): ReactNode {
  const apart = checkedApart(status);
  const {selectMessage} = usePluralForm();
  return (
    <>
      <p>
        <Translate id="translationStatus.checks">
          The facts of the English pages were last checked against:
        </Translate>
      </p>
      <ul data-testid="translation-checks">
        {checkCounts(status).map(({check, pages}) => (
          <li key={check}>
            {selectMessage(
              pages,
              translate(
                {
                  id: 'translationStatus.checkCount',
                  message: '{check}: one page|{check}: {pages} pages',
                  description:
                    'Pages whose facts were checked against a source on a day (plural forms separated by |)',
                },
                {check, pages},
              ),
            )}
          </li>
        ))}
      </ul>
      {apart.length === 0 ? (
        <p>
          <Translate id="translationStatus.checksTogether">
            Every Chinese page was checked together with its English page.
          </Translate>
        </p>
      ) : (
        <StatusTable
          head={[
            <Translate id="translationStatus.column.file">
              Chinese file
            </Translate>,
            <Translate id="translationStatus.column.englishCheck">
              English checked
            </Translate>,
            <Translate id="translationStatus.column.chineseCheck">
              Chinese checked
            </Translate>,
          ]}>
          {apart.map((page) => (
            <tr key={page.chinese} data-state="checked-apart">
              <td>
                <code>{page.chinese}</code>
              </td>
              <td>{formatChecked(page.englishChecked)}</td>
              <td>{formatChecked(page.chineseChecked)}</td>
            </tr>
          ))}
        </StatusTable>
      )}
    </>
  );
}

/**
 * The translation status page's tables: Chinese pages that are missing or
 * older than their English source, and labels still in English. The data
 * comes from src/plugins/translation-status at build time.
 */
export default function TranslationStatus({
  status,
}: {
  status: Status;
}): ReactNode {
  const work = needsWork(status);
  const current = status.pages.length - work.length;
  return (
    <div className={styles.status}>
      <p className={styles.summary} data-testid="translation-summary">
        <Translate
          id="translationStatus.summary"
          values={{
            total: status.pages.length,
            current,
            open: work.length,
            labels: status.labels.length,
          }}>
          {
            '{total} pages have a Chinese version: {current} up to date, {open} missing or stale. Untranslated labels: {labels}.'
          }
        </Translate>
      </p>
      {!status.historyComplete && (
        <p role="note">
          <Translate id="translationStatus.noHistory">
            This build had no complete git history, so stale pages could not be
            found.
          </Translate>
        </p>
      )}
      {work.length === 0 ? (
        <p>
          <Translate id="translationStatus.allCurrent">
            Every Chinese page is at least as new as its English source.
          </Translate>
        </p>
      ) : (
        <StatusTable
          head={[
            <Translate id="translationStatus.column.state">State</Translate>,
            <Translate id="translationStatus.column.file">
              Chinese file
            </Translate>,
            <Translate id="translationStatus.column.english">
              English changed
            </Translate>,
            <Translate id="translationStatus.column.chinese">
              Chinese changed
            </Translate>,
            <Translate id="translationStatus.column.diff">Diff</Translate>,
          ]}>
          {work.map((page) => (
            <PageRow key={page.chinese} page={page} />
          ))}
        </StatusTable>
      )}
      <FactChecks status={status} />
      {status.labels.length > 0 && (
        <StatusTable
          head={[
            <Translate id="translationStatus.column.labelFile">
              Label file
            </Translate>,
            <Translate id="translationStatus.column.labelId">Id</Translate>,
            <Translate id="translationStatus.column.labelText">Text</Translate>,
          ]}>
          {status.labels.map((label) => (
            <tr key={`${label.file}#${label.id}`}>
              <td>
                <code>{label.file}</code>
              </td>
              <td>
                <code>{label.id}</code>
              </td>
              <td>{label.message}</td>
            </tr>
          ))}
        </StatusTable>
      )}
    </div>
  );
}
