export default async function globalTeardown(): Promise<void> {
  await new Promise<void>((resolve) => {
    const server = globalThis.__E2E_SERVER__;
    if (server) {
      server.close(() => resolve());
    } else {
      resolve();
    }
  });
}
