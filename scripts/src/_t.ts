import { createClient } from '@hey-api/openapi-ts';
import { bundleDocument } from './spec-files.ts';
const d = await bundleDocument('logistics');
await createClient({ input: d as any, output: { path: '/tmp/heyout', clean: true }, plugins: [{ name: 'zod', requests: false, responses: false, definitions: true } as any], logs: { level: 'silent', file: false } as any });
