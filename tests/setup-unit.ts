import '@testing-library/jest-dom';
import {configure} from '@testing-library/react';

/**
 * How long a unit or component test may run, waits included: a guard
 * against a hang, not a measure of speed (tests never assert timings).
 *
 * Jest gives a test 5 s and Testing Library's `findBy*` and `waitFor` give
 * up after 1 s of wall time. On a loaded machine a test that waits for a
 * real request or a debounce can pass those without anything being wrong:
 * a run beside the browser tests and two builds (load average near 10 on
 * two cores) failed two tests once, and the same tests passed on the next
 * three runs. Both now get the same, larger budget.
 */
const TEST_TIMEOUT_MS = 30_000;

jest.setTimeout(TEST_TIMEOUT_MS);
configure({asyncUtilTimeout: TEST_TIMEOUT_MS});
