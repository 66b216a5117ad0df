import { createRequire } from 'node:module';

/*
 * Indian bank branches from the `ifsc` package (Razorpay's, refreshed from RBI's lists with each
 * release): its `validate` reads the offline list shipped in the package, and its data files
 * name the bank. Nothing here goes to the network. Loaded on first use: the list is 1 MB of JSON.
 */

interface IfscPackage {
  validate(code: string): boolean;
}

interface Directory {
  ifsc: IfscPackage;
  bankNames: Record<string, string>;
  /** Branches that clear through another bank's IFSC: the full code names the real bank. */
  sublets: Record<string, string>;
  /** The same by prefix (a whole range of another bank's codes). */
  customSublets: Record<string, string>;
}

let directory: Directory | null = null;

function load(): Directory {
  if (directory) return directory;
  const require = createRequire(import.meta.url);
  directory = {
    ifsc: require('ifsc') as IfscPackage,
    bankNames: require('ifsc/src/banknames.json') as Record<string, string>,
    sublets: require('ifsc/src/sublet.json') as Record<string, string>,
    customSublets: require('ifsc/src/custom-sublets.json') as Record<string, string>,
  };
  return directory;
}

/** Whether the branch is on the offline list (the format is the shared schema's to check). */
export function isKnownIfsc(ifsc: string): boolean {
  return load().ifsc.validate(ifsc.toUpperCase());
}

/**
 * The bank's name for a known IFSC, as the `ifsc` libraries of other languages find it: a
 * sublet branch by its full code, then by prefix, else the bank of the first four letters.
 */
export function bankNameOf(ifsc: string): string | null {
  const { bankNames, sublets, customSublets } = load();
  const code = ifsc.toUpperCase();
  const prefix = Object.keys(customSublets).find((candidate) => code.startsWith(candidate));
  const bankCode = sublets[code] ?? (prefix ? customSublets[prefix] : undefined) ?? code.slice(0, 4);
  return bankNames[bankCode] ?? null;
}
