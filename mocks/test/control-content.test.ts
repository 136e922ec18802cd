/** `/_mock/content`: the content configuration broken on purpose, served as set, until a reset. */
import { describe, expect, it } from 'vitest';
import { TEST_BASE, testClient, useMockShop } from './harness.ts';

useMockShop();

const control = async (body: unknown) => {
  const res = await fetch(`${TEST_BASE}/_mock/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('/_mock/content', () => {
  it('serves a site without a header and a page whose blocks are not a list, as set: no contract check of its own', async () => {
    const { status, body } = await control({ site: { header: null }, pages: { '/faq': { blocks: 'x' } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, unchecked: ['contentSite', 'contentPage'] });
    // a 200 whose data breaks the contract (the SDK's validation says so), not the mock's own 500
    const client = testClient();
    expect((await client.content.site()).error).toMatchObject({ kind: 'bad-response', httpStatus: 200 });
    expect((await client.content.page({ pageUrl: '/faq' })).error).toMatchObject({ kind: 'bad-response', httpStatus: 200 });
  });

  it('changes nothing and says why for a patch it cannot apply', async () => {
    expect(await control({ pages: { '/nowhere': { blocks: [] } } })).toMatchObject({
      status: 400,
      body: { ok: false, problems: ['there is no page at /nowhere'] },
    });
    expect((await control('x')).status).toBe(400);
    expect((await control({ site: [] })).status).toBe(400);
    expect((await testClient().content.site()).error).toBeUndefined();
  });
});
