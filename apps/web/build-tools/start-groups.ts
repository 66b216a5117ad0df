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
  const modulesLoadedWith = (starting: PlannedChunk[]) => {
    const loaded = new Set(starting);
    for (const chunk of loaded) for (const file of chunk.imports) loaded.add(byFile.get(file)!);
    return [...loaded].flatMap((chunk) => chunk.moduleIds);
  };

  const taken = new Set(modulesLoadedWith([...chunks.filter((chunk) => chunk.isEntry), ...keepApart.map(chunkOf)]));
  const plan = new Map<string, string>();
  for (const group of groups) {
    for (const id of modulesLoadedWith(group.starts.map(chunkOf))) {
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
  const found: string[] = [];
  for (const group of groups) {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    for (const chunk of chunks) if (chunk.name === group) visit(chunk.fileName);
    for (const file of loaded)
      for (const id of byFile.get(file)?.moduleIds ?? []) if (unwanted.test(id)) found.push(`${group}: ${id}`);
  }
  return found;
}
