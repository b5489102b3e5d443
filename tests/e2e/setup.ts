// A browser test waits for pages and navigations; it gets a minute.
jest.setTimeout(60_000);
