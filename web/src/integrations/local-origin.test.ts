import { describe, expect, it } from 'vitest';
import { viaPageOrigin } from './local-origin.ts';

describe('integrations on the local mock', () => {
  it('go through the page origin when both are loopback addresses', () => {
    expect(viaPageOrigin('ws://127.0.0.1:4010/analytics', 'http://127.0.0.1:5173/faq')).toBe('ws://127.0.0.1:5173/analytics');
    expect(viaPageOrigin('http://127.0.0.1:4010/_mock/idp/client.js', 'http://localhost:4173/')).toBe(
      'http://localhost:4173/_mock/idp/client.js',
    );
    expect(viaPageOrigin('ws://127.0.0.1:4010/analytics?x=1', 'https://127.0.0.1:8443/')).toBe(
      'wss://127.0.0.1:8443/analytics?x=1',
    );
  });

  it('stay as configured anywhere else', () => {
    expect(viaPageOrigin('wss://analytics.attarhouse.example.in/analytics', 'http://127.0.0.1:5173/')).toBe(
      'wss://analytics.attarhouse.example.in/analytics',
    );
    expect(viaPageOrigin('ws://127.0.0.1:4010/analytics', 'https://attarhouse.example.in/')).toBe(
      'ws://127.0.0.1:4010/analytics',
    );
    expect(viaPageOrigin('ws://127.0.0.1:4010/analytics', undefined)).toBe('ws://127.0.0.1:4010/analytics');
  });
});
