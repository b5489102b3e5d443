import fs from 'node:fs';
import path from 'node:path';
import type {Server} from 'node:http';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {startServer} = require('../../scripts/serve-static.cjs') as {
  startServer: (opts: {
    root: string;
    port?: number;
    pages?: boolean;
  }) => Promise<Server>;
};

declare global {
  // The servers started here, closed by globalTeardown.
  var __E2E_SERVERS__: Server[] | undefined;
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The static server has no TCP address.');
  }
  return address.port;
}

/**
 * Serves the production build on 127.0.0.1 for the browser tests, twice:
 * as the hosting config answers (E2E_BASE_URL, every test) and as GitHub
 * Pages does (E2E_PAGES_BASE_URL, the tests of what differs there:
 * tests/e2e/site.ts, HOSTS).
 */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '..', '..', 'build');
  if (!fs.existsSync(path.join(root, 'zh', '404.html'))) {
    throw new Error(
      'No production build in build/: run `npm run build` first.',
    );
  }
  const server = await startServer({root});
  const pages = await startServer({root, pages: true});
  globalThis.__E2E_SERVERS__ = [server, pages];
  process.env.E2E_BASE_URL = `http://127.0.0.1:${portOf(server)}`;
  process.env.E2E_PAGES_BASE_URL = `http://127.0.0.1:${portOf(pages)}`;
}
