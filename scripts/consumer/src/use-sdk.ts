/**
 * Every public entry of the packages, used the way their READMEs show: this file only has to
 * type-check (the consumer check compiles it under node16 and bundler resolution, without skipLibCheck).
 */
import {
  ApiError,
  BadResponseError,
  createAttarClient,
  createMemorySession,
  formatINR,
  isAttarError,
  toPaise,
  unwrap,
  type ActionData,
  type Schemas,
} from '@attar/sdk';
import { actions, openapiDocument } from '@attar/sdk/contract';
import { safeParse, zAnalyticsMessage, type AnalyticsMessage } from '@attar/sdk/analytics';
import { checkRule, QuantityRule } from '@attar/sdk/rules';
import { createMockShop, SCENARIO_HEADER, type MockShop } from '@attar/mocks';
import { setupMockShop } from '@attar/mocks/node';
import { startMockServer } from '@attar/mocks/server';

export async function firstPerfume(baseUrl: string): Promise<string> {
  const attar = createAttarClient({ baseUrl, session: createMemorySession(), timeoutMs: 5_000 });
  const { data, error } = await attar.catalog.list({ pageNum: 1, pageSize: 1 }, {});
  if (error) {
    if (error instanceof ApiError) return `refused: ${error.code} (${error.status})`;
    if (error instanceof BadResponseError) return 'the reply broke the contract';
    return error.message;
  }
  const page: ActionData<'catalogList'> = data;
  const card = page.items[0];
  return card ? `${card.name} ${formatINR(card.price)}` : 'no perfume';
}

export async function siteName(baseUrl: string): Promise<string> {
  const site = unwrap(await createAttarClient({ baseUrl }).content.site());
  return site.store.name;
}

export const paise: number = toPaise(1299.5);
export const isError: boolean = isAttarError(new Error('x'));
export const cartShape: keyof Schemas['Cart'] = 'items';
export const actionCount: number = Object.keys(actions).length;
export const contractVersion: string = openapiDocument.openapi;
export const message: AnalyticsMessage['type'] | undefined = undefined;
export const header: string = SCENARIO_HEADER;
export const tooMany: string | undefined = checkRule(QuantityRule, 11);

export function shops(): MockShop[] {
  const node = setupMockShop({ seed: 7 });
  return [createMockShop({ seed: 7 }), node];
}

export async function serve(): Promise<string> {
  const running = await startMockServer({ port: 0 });
  await running.close();
  return running.url;
}

/** A frame from a socket, checked without trusting it: never throws. */
export function isAnalyticsMessage(frame: unknown): frame is AnalyticsMessage {
  return safeParse(zAnalyticsMessage, frame).success;
}
