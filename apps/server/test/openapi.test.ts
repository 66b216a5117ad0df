import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actsOnProfile, allEndpoints } from '@venue/shared';
import { aliasOperationId } from '../src/lib/route.ts';
import { createBusinessProfile, createUser } from './fixtures.ts';
import type { paths } from './generated/api-types.ts';
import { GENERATED_TYPES_FILE, generatedTypes, lintProblems, openApiDocument } from './openapi-kit.ts';
import { createTestApp, TEST_PHONES, type TestApp } from './test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
};
type Document = { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

/** The document's path for a Fastify path: `/v1/items/:id` → `/v1/items/{id}`. */
const documentPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document, generated from the shared definitions', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = openApiDocument(t.app) as unknown as Document;
  }, 180_000);
  afterAll(() => t?.close());

  it('serves every defined endpoint at its path and aliases, with its access', () => {
    for (const endpoint of allEndpoints) {
      for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const served = t.app.apiRoutes.find((apiRoute) => apiRoute.method === endpoint.method && apiRoute.url === url);
        expect(served, `${endpoint.method} ${url}`).toBeDefined();
        expect(served?.access).toBe(endpoint.access);
      }
    }
  });

  it('documents each call for an integrator: operationId, summary, security, X-Profile-ID, the file part, refusals in the envelope', () => {
    expect(document.servers?.[0]?.url).toMatch(/^http/);
    const operationIds = new Set<string>();
    for (const endpoint of allEndpoints.filter((defined) => !defined.hidden)) {
      for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const operation = document.paths[documentPath(url)]?.[endpoint.method.toLowerCase()];
        const name = `${endpoint.method} ${url}`;
        expect(operation, name).toBeDefined();
        if (!operation) continue;
        expect(operation.operationId, name).toBe(
          url === endpoint.path ? endpoint.operationId : aliasOperationId(endpoint.operationId, url),
        );
        expect(operationIds.has(operation.operationId!), `${name}: operationId used twice`).toBe(false);
        operationIds.add(operation.operationId!);
        expect(operation.summary, name).toBe(endpoint.summary);
        expect(operation.security, name).toEqual(endpoint.access === 'public' ? [] : [{ bearer: [] }]);
        const profileHeader = operation.parameters?.find(
          (parameter) => parameter.in === 'header' && parameter.name === 'X-Profile-ID',
        );
        expect(Boolean(profileHeader), `${name}: X-Profile-ID`).toBe(actsOnProfile(endpoint.access));
        if (endpoint.form) {
          const form = operation.requestBody?.content['multipart/form-data'];
          expect(form?.schema.properties?.file?.format, `${name}: file part`).toBe('binary');
        }
        const refusals = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
        if (endpoint.access !== 'public') expect(Object.keys(operation.responses), name).toContain('401');
        for (const code of endpoint.errors ?? []) {
          const documented = refusals.some(([, response]) => JSON.stringify(response).includes(`"${code}"`));
          expect(documented, `${name}: ${code}`).toBe(true);
        }
        for (const [status, response] of refusals) {
          expect(Object.keys(response.content?.['application/json']?.schema.properties ?? {}), `${name} ${status}`).toEqual([
            'responseStatus',
            'body',
          ]);
        }
      }
    }
  });

  it('passes redocly lint with the recommended rules: no error on any call registered from a definition', async () => {
    // Modules still registering routes by hand (menu-spreadsheet, public-pages, events,
    // reservations, qr, profiles, menu: issue 37 converts them last) lack summaries and security
    // until converted, so their operations are left out here; everything else must be clean.
    const defined = new Set(
      allEndpoints.flatMap((endpoint) =>
        [endpoint.path, ...(endpoint.aliases ?? [])].map((url) => `${documentPath(url)} ${endpoint.method.toLowerCase()}`),
      ),
    );
    const operationOf = (pointer: string) => {
      const [, escapedPath, method] = /^#\/paths\/([^/]+)\/([a-z]+)/.exec(pointer) ?? [];
      return escapedPath ? `${escapedPath.replaceAll('~1', '/').replaceAll('~0', '~')} ${method}` : null;
    };
    const errors = (await lintProblems(t.app)).filter((problem) => problem.severity === 'error');
    const counted = errors.filter((problem) => {
      const operation = operationOf(problem.location[0]?.pointer ?? '');
      return !operation || defined.has(operation);
    });
    expect(counted.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  }, 120_000);

  it('keeps the generated client types (test/generated/api-types.ts) up to date: npm run openapi:types -w apps/server', async () => {
    expect(readFileSync(GENERATED_TYPES_FILE, 'utf8')).toBe(await generatedTypes(t.app));
  });
});

describe('a client generated from the document (openapi-typescript + openapi-fetch)', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(() => t?.close());

  it('logs in with the one-time code and reads the venue’s menu', async () => {
    const owner = await createUser(t.app, TEST_PHONES.owner.phone, 'Asha');
    const venue = await createBusinessProfile(t.app, owner);
    const client = createClient<paths>({ baseUrl });

    const sent = await client.POST('/v1/user/userLogin', { body: { mobileNumber: TEST_PHONES.owner.phone } });
    expect(sent.response.status).toBe(200);
    const login = await client.POST('/v1/user/validateOtp', {
      body: { mobileNumber: TEST_PHONES.owner.phone, otp: TEST_PHONES.owner.code },
    });
    expect(login.error).toBeUndefined();
    const accessToken = login.data!.body.token.access.token;
    expect(login.data!.body.businessProfiles.map((profile) => profile.userName)).toContain(venue.userName);

    const menu = await client.GET('/v2/menu/{username}', {
      params: { path: { username: venue.userName }, header: { 'X-Profile-ID': venue.id } },
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(menu.response.status).toBe(200);
    expect(menu.data?.responseStatus.success).toBe(true);
    expect(menu.data?.body).toHaveProperty('menuitems');

    const refused = await client.GET('/v2/menu/{username}', {
      params: { path: { username: venue.userName }, header: { 'X-Profile-ID': venue.id } },
    });
    expect(refused.response.status).toBe(401);
    expect(JSON.stringify(refused.error)).toContain('"errorCode":"UNAUTHENTICATED"');
  });
});
