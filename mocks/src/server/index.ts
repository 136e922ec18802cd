/** The standalone mock server, for scripts and tests that want a real port. */
export { startMockServer, DEFAULT_CORS_ORIGINS, type MockServerOptions, type RunningMockServer } from './http-server.ts';
