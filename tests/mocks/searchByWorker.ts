/**
 * Test double for @theme/searchByWorker (src/theme/searchByWorker, the
 * search worker). Tests set the answers through the jest.fn()s.
 */
import type {WorkerResult} from '@site/src/lib/search/types';

export const fetchIndexesByWorker = jest.fn(
  async (_indexUrl: string): Promise<void> => undefined,
);

export const searchByWorker = jest.fn(
  async (
    _indexUrl: string,
    _input: string,
    _limit: number,
  ): Promise<WorkerResult[]> => [],
);
