export default async function globalTeardown(): Promise<void> {
  await Promise.all(
    (globalThis.__E2E_SERVERS__ ?? []).map(
      (server) => new Promise<void>((resolve) => server.close(() => resolve())),
    ),
  );
}
