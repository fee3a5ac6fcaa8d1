import pLimit from 'p-limit';

type Importer = () => Promise<unknown>;

// Seed-spec §9: at most 4 route preloads at once, so they never starve the page's own requests.
const limit = pLimit(4);
const importers = new Map<string, Importer>();
const started = new Set<string>();

/** The app registers its route chunks here, so features can preload without importing the router. */
export function registerRouteImporters(entries: Record<string, Importer>): void {
  for (const [name, importer] of Object.entries(entries)) importers.set(name, importer);
}

export function preloadRoute(name: string): Promise<unknown> {
  const importer = importers.get(name);
  if (!importer || started.has(name)) return Promise.resolve();
  started.add(name);
  return limit(importer).catch(() => {
    // a failed preload is retried by the real navigation
    started.delete(name);
  });
}

/** After sign-in: warm every registered chunk in the background. */
export function preloadAllRoutes(): Promise<unknown> {
  return Promise.all([...importers.keys()].map(preloadRoute));
}
