import fs from 'node:fs';
import path from 'node:path';
import type {Server} from 'node:http';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {startServer} = require('../../scripts/serve-static.cjs') as {
  startServer: (opts: {root: string; port?: number}) => Promise<Server>;
};

declare global {
  // The server started here, closed by globalTeardown.
  var __E2E_SERVER__: Server | undefined;
}

/** Serves the production build on 127.0.0.1 for the browser tests. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '..', '..', 'build');
  if (!fs.existsSync(path.join(root, 'zh', '404.html'))) {
    throw new Error(
      'No production build in build/: run `npm run build` first.',
    );
  }
  const server = await startServer({root});
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The static server has no TCP address.');
  }
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${address.port}`;
}
