import type { Plugin } from 'vite';

/** All a guest page's script reads of a route: the rest is for the server and the OpenAPI document. */
const CLIENT_KEYS = new Set(['method', 'path']);

/** An ESTree node as Rollup's parser gives it. */
export type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodesOf(child);
  }
}

/** The [start, end) ranges of every property but method and path in the file's `defineRoutes(tag, { … })` calls. */
export function serverOnlyRanges(program: unknown): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (!isNode(program)) return ranges;
  for (const node of nodesOf(program)) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineRoutes') continue;
    const routes = (node.arguments as Node[])[1];
    if (routes?.type !== 'ObjectExpression') continue;
    for (const route of routes.properties as Node[]) {
      const spec = route.value as Node | undefined;
      if (spec?.type !== 'ObjectExpression') continue;
      for (const property of spec.properties as Node[]) {
        const key = property.key as Node | undefined;
        if (key?.type !== 'Identifier' || !CLIENT_KEYS.has(key.name as string)) ranges.push([property.start, property.end]);
      }
    }
  }
  return ranges;
}

/** The code with each range blanked, newlines kept: nothing moves, so the source map stays true. */
export function blank(code: string, ranges: Array<[number, number]>): string {
  let out = code;
  for (const [start, end] of ranges) {
    // The comma after a property goes with it, so no `, ,` is left behind.
    const through = out[end] === ',' ? end + 1 : end;
    out = out.slice(0, start) + out.slice(start, through).replace(/[^\n]/g, ' ') + out.slice(through);
  }
  return out;
}

/**
 * The guest pages take their calls from `@venue/shared/routes` (packages/shared/src/contract),
 * whose routes also carry what only the server and the OpenAPI document read (access, summary,
 * errors, aliases…). A guest on a slow phone should not download those: in the guest pages'
 * client build every `defineRoutes` call keeps only each route's method and path. The server,
 * the server-side render and the dashboard keep the whole definitions.
 */
export function guestRoutes(): Plugin {
  return {
    name: 'guest-routes',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]contract[\\/][^\\/]+\.routes\.ts$/.test(id)) return null;
      const ranges = serverOnlyRanges(this.parse(code));
      return ranges.length ? { code: blank(code, ranges), map: null } : null;
    },
  };
}
