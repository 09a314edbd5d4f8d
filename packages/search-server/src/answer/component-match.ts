/**
 * The parts of a Fabric network that a question or a section can be about. A question that names
 * some of them asks about those: "kubectl scale on my chaincode's Deployment" is not answered by
 * how a peer scales, though both sections say the same of `kubectl scale`.
 */
const COMPONENTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['peer', /\bpeers?\b/i],
  ['chaincode', /\bchaincodes?\b/i],
  ['orderer', /\b(orderers?|ordering|ordnodes?|consenters?)\b/i],
  // Case-sensitive: "ca" is too short a word to find in lower case.
  ['ca', /\bCAs?\b|\b[Cc]ertificate [Aa]uthorit(y|ies)\b/],
];

/** The components a text names. */
export function componentsNamed(text: string): Set<string> {
  return new Set(COMPONENTS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name));
}

/**
 * Whether a section is about other components than the question: the question names some, the
 * section's page title and heading name some too, and none of them is one the question names.
 * A section that names no component at all (a "Troubleshooting" of a page about Istio) is not.
 */
export function aboutOtherComponents(
  questionComponents: ReadonlySet<string>,
  headingPath: string,
): boolean {
  if (questionComponents.size === 0) return false;
  const named = componentsNamed(headingPath);
  if (named.size === 0) return false;
  return ![...named].some((component) => questionComponents.has(component));
}
