/** Where the contract lives and how it is bundled: shared by bundle, codegen, docs and spec-check. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { parse } from 'yaml';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const specDir = join(repoRoot, 'spec');

/** Marketplace services: each has an x-actions table on every operation and the reply envelope. */
export const marketplaceServices = [
  'buyer-account',
  'buyer',
  'search',
  'checkout',
  'order',
  'logistics',
  'reviews',
  'content',
] as const;
/** Documents that describe other parties: third-party lookups and the analytics socket. */
export const otherDocuments = ['external', 'analytics'] as const;

export type ServiceName = (typeof marketplaceServices)[number];
export type DocumentName = ServiceName | (typeof otherDocuments)[number];

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, any>>;
  webhooks?: Record<string, unknown>;
  components?: Record<string, Record<string, any>>;
  [key: string]: unknown;
};

export const specPath = (name: DocumentName): string => join(specDir, `${name}.yaml`);

/** Reads one document as written (external refs untouched). */
export function readDocument(name: DocumentName): OpenApiDocument {
  return parse(readFileSync(specPath(name), 'utf8')) as OpenApiDocument;
}

/** Bundles one document into a self-contained one: external refs become local components. */
export async function bundleDocument(name: DocumentName): Promise<OpenApiDocument> {
  const config = await createConfig();
  const result = await bundle({ ref: specPath(name), config });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`bundling ${name} failed:\n${errors.map((p) => `  ${p.message}`).join('\n')}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Every operation of a document with its path and method, in document order. */
export function* operations(doc: OpenApiDocument): Generator<{ path: string; method: HttpMethod; op: any }> {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item[method]) yield { path, method, op: item[method] };
    }
  }
}

/**
 * Merges bundled service documents into one: paths and components joined, any clash is an error
 * (two documents owning one path+method, or one schema name meaning two things).
 */
export function mergeDocuments(docs: Array<[ServiceName, OpenApiDocument]>): OpenApiDocument {
  const merged: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'attar marketplace API (all services)',
      version: '1.0.0',
      description: 'Every attar marketplace service in one document, bundled from spec/*.yaml.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // the services share one server list (the local mock, marked internal); the first one's stands for all
    servers: structuredClone(docs[0]?.[1].servers ?? []),
    security: [{ marketplaceKey: [] }, { buyerToken: [] }],
    tags: [],
    paths: {},
    components: {},
  };
  const tags = merged.tags as Array<{ name: string }>;
  const problems: string[] = [];
  for (const [service, doc] of docs) {
    for (const tag of (doc.tags as Array<{ name: string }> | undefined) ?? []) {
      if (!tags.some((t) => t.name === tag.name)) tags.push(tag);
    }
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const target = (merged.paths![path] ??= {});
      for (const [method, op] of Object.entries(item)) {
        if (target[method])
          problems.push(
            `${method.toUpperCase()} ${path} is defined by two services (${service} and ${target[method]['x-service']})`,
          );
        target[method] =
          typeof op === 'object' && op && !Array.isArray(op) && HTTP_METHODS.includes(method as HttpMethod)
            ? { ...op, 'x-service': service }
            : op;
      }
    }
    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      const target = (merged.components![section] ??= {});
      for (const [name, value] of Object.entries(entries)) {
        if (name in target && JSON.stringify(target[name]) !== JSON.stringify(value)) {
          problems.push(`components.${section}.${name} differs between services (seen again in ${service})`);
        }
        target[name] = value;
      }
    }
  }
  if (problems.length > 0) throw new Error(`merging services failed:\n  ${problems.join('\n  ')}`);
  for (const section of Object.values(merged.components!)) sortKeys(section);
  return merged;
}

function sortKeys(record: Record<string, unknown>): void {
  const entries = Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  for (const key of Object.keys(record)) delete record[key];
  for (const [key, value] of entries) record[key] = value;
}

/** Bundles every marketplace service and merges them. */
export async function bundleAll(): Promise<{ services: Array<[ServiceName, OpenApiDocument]>; all: OpenApiDocument }> {
  const services: Array<[ServiceName, OpenApiDocument]> = [];
  for (const name of marketplaceServices) services.push([name, await bundleDocument(name)]);
  return { services, all: mergeDocuments(services) };
}
