import path from 'node:path';

/**
 * A group of modules a cold start loads together, named by the modules whose loading starts it
 * (entries of dynamic imports, paths relative to the project root).
 */
export interface StartGroup {
  name: string;
  starts: string[];
}

/** What the planning build tells about one chunk (Rollup's OutputChunk, trimmed). */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  /** Files of the chunks this one imports statically: they load with it. */
  imports: string[];
  moduleIds: string[];
}

/**
 * Module id → group name. A group holds the modules that the chunks loaded for its starts hold
 * (each chunk with every chunk it imports), less those a kept-apart start or the entry loads and
 * those an earlier group took. Such sets are closed under static import, so a group's modules
 * import only their own group's, an earlier group's or kept ones: no two groups import each
 * other.
 */
export function planStartGroups(
  chunks: readonly PlannedChunk[],
  { root, keepApart, groups }: { root: string; keepApart: string[]; groups: StartGroup[] },
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (start: string) => {
    const id = path.join(root, start);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`start-chunks: no chunk holds ${start}`);
    return chunk;
  };

  const taken = new Set(modulesLoadedWith(byFile, [...chunks.filter((chunk) => chunk.isEntry), ...keepApart.map(chunkOf)]));
  const plan = new Map<string, string>();
  for (const group of groups) {
    for (const id of modulesLoadedWith(byFile, group.starts.map(chunkOf))) {
      if (taken.has(id)) continue;
      taken.add(id);
      plan.set(id, group.name);
    }
  }
  return plan;
}

/**
 * The modules matching `unwanted` that a group's cold start loads (the group's chunk and every
 * chunk it imports, statically, on and on), as `group: module` lines; none is the answer wanted.
 */
export function unwantedInStarts(
  chunks: readonly (PlannedChunk & { name: string })[],
  groups: string[],
  unwanted: RegExp,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return groups.flatMap((group) =>
    modulesLoadedWith(
      byFile,
      chunks.filter((chunk) => chunk.name === group),
    )
      .filter((id) => unwanted.test(id))
      .map((id) => `${group}: ${id}`),
  );
}

/** The modules `starting` loads: its chunks and every chunk they import statically, on and on. */
function modulesLoadedWith(byFile: ReadonlyMap<string, PlannedChunk>, starting: readonly PlannedChunk[]): string[] {
  const loaded = new Set(starting);
  for (const chunk of loaded) for (const file of chunk.imports) loaded.add(byFile.get(file)!);
  return [...loaded].flatMap((chunk) => chunk.moduleIds);
}
