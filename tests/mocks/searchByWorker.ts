/**
 * Test double for @theme/searchByWorker (the search plugin's web worker).
 * Tests set the answers through the jest.fn()s.
 */
import type {WorkerResult} from '@site/src/lib/search/types';

export const fetchIndexesByWorker = jest.fn(
  async (_baseUrl: string, _searchContext: string): Promise<void> => undefined,
);

export const searchByWorker = jest.fn(
  async (
    _baseUrl: string,
    _searchContext: string,
    _input: string,
    _limit: number,
  ): Promise<WorkerResult[]> => [],
);
