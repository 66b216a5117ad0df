import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Form calls (multipart) declare their fields once, in config.form (lib/multipart-form.ts):
 * readForm validates with it, and the route table, the OpenAPI document, the permission matrix
 * and the fuzz test all read it from there.
 */
describe('form calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('show their fields in the OpenAPI document as a multipart body', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>>;
    };
    const addItems = document.paths['/v2/addItems']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(addItems?.properties ?? {})).toEqual(expect.arrayContaining(['itemName', 'subCategory_id', 'price']));
    const upload = document.paths['/v1/user/upload']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(upload?.properties ?? {})).toEqual(expect.arrayContaining(['folderName']));
  });

  it('are listed with their fields in the route table the tests read', () => {
    const forms = t.app.apiRoutes.filter((route) => route.form).map((route) => `${route.method} ${route.url}`);
    expect(forms).toEqual(
      expect.arrayContaining([
        'POST /v2/add-category-or-subcategory',
        'POST /v2/updateMedia',
        'POST /v2/addItems',
        'PATCH /v2/editItems',
        'POST /v2/addHomePageImages',
        'POST /v1/user/upload',
        'POST /v1/DO-upload',
        'POST /v2/import-menu-from-excel',
      ]),
    );
  });

  it('cannot be added without declaring their fields: the server refuses to start', async () => {
    const other = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          expect(() =>
            app.post(
              '/v2/undeclared-form',
              { config: { access: 'member' }, schema: { consumes: ['multipart/form-data'] } },
              async () => ({}),
            ),
          ).toThrow('declare its fields in config.form');
        },
      },
    );
    await other.close();
  });
});
