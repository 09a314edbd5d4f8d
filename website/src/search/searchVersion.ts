/** What the version rule needs to know of the docs versions. */
export interface VersionCandidates {
  /** Every docs version, newest first, as the docs plugin lists them. */
  versions: readonly { name: string }[];
  /** The version of the docs page being read, if it is a docs page. */
  active?: { name: string } | null;
  /** The version the reader chose last (kept in local storage by Docusaurus). */
  preferred?: { name: string } | null;
}

/**
 * The docs version the search box shows results for, as the spec states it: `current` when the
 * docs are unversioned; otherwise the version being read, else the reader's preferred version,
 * else the first version.
 */
export function chooseSearchVersion({ versions, active, preferred }: VersionCandidates): string {
  const unversioned = versions.length <= 1 && (versions[0]?.name ?? 'current') === 'current';
  if (unversioned) return 'current';
  return active?.name ?? preferred?.name ?? versions[0]!.name;
}
