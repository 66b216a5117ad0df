import path from 'node:path';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';
import { planStartGroups, unwantedInStarts, type StartGroup } from './start-groups.ts';

const PLUGIN_NAME = 'start-chunks';
/**
 * Left out of the planning build: this plugin, and the compression of the output
 * (vite-plugin-compression2), whose brotli at its highest level took seconds over code the
 * planning build never writes.
 */
const NOT_FOR_PLANNING = new Set([PLUGIN_NAME, 'vite-plugin-compression']);

/**
 * Builds the cold starts named by `groups` from a few chunks instead of dozens. Rollup splits the
 * lazy routes' shared code by which routes use it: /menu's cold start loaded 60 files, each one
 * more `<link rel=modulepreload>`, fetch, compile and evaluation on a slow phone's main thread
 * (issue 15 "Speed"). A first, unwritten build shows which chunks each start loads; the real
 * build then puts each group's modules in one chunk (`manualChunks`), leaving what `keepApart`
 * (the login page, with its own budget) and the entry load where Rollup put them.
 *
 * `onlyExplicitManualChunks`: otherwise Rollup adds every module a grouped module imports to the
 * group, following barrel re-exports it later shakes away, which pulled zod and the shared
 * package into the entry and made the groups import each other.
 */
export function startChunks(options: {
  keepApart: string[];
  groups: StartGroup[];
  /**
   * Modules no group's cold start may load: the build fails naming them. zod came into /menu's
   * start once through a constant beside its schemas (33.7 → 65.5 KB), seen only by a bench.
   */
  keepOutOfStarts?: RegExp;
}): Plugin {
  return {
    name: PLUGIN_NAME,
    generateBundle(_options, bundle) {
      if (!options.keepOutOfStarts) return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const groups = options.groups.map((group) => group.name);
      const found = unwantedInStarts(chunks, groups, options.keepOutOfStarts);
      if (found.length) this.error(`start-chunks: a cold start loads what it must not:\n${found.join('\n')}`);
    },
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async config(userConfig) {
      const root = path.resolve(userConfig.root ?? process.cwd());
      const planning: InlineConfig = {
        ...userConfig,
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: withoutPlanningSkips(userConfig.plugins ?? []),
        // Chunks are split before minifying, so the plan needs neither minified code nor maps.
        build: {
          ...userConfig.build,
          write: false,
          minify: false,
          cssMinify: false,
          sourcemap: false,
          reportCompressedSize: false,
        },
      };
      const result = await build(planning);
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
      const chunks = outputs.filter((output) => output.type === 'chunk');
      const plan = planStartGroups(chunks, { root, ...options });
      return {
        build: {
          rollupOptions: {
            output: { onlyExplicitManualChunks: true, manualChunks: (id: string) => plan.get(id) },
          },
        },
      };
    },
  };
}

/** The config's plugins with those of NOT_FOR_PLANNING switched off (`false`), nested lists kept. */
function withoutPlanningSkips(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((plugin) => {
    if (Array.isArray(plugin)) return withoutPlanningSkips(plugin);
    const skipped = typeof plugin === 'object' && plugin !== null && 'name' in plugin && NOT_FOR_PLANNING.has(plugin.name);
    return skipped ? false : plugin;
  });
}
