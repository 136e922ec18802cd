/**
 * The CORS origins the mock server allows by default, apart from the server itself so that the command
 * line's parser (args.ts) can name them without loading the server: `attar-mock --help` answers in a
 * fraction of the time.
 */

/** The storefront's own development (Vite, :5173) and preview (`vite preview`, :4173) origins on loopback. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = ['5173', '4173'].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);
