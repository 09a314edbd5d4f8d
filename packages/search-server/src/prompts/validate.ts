/** Checks run on a system prompt before it is trusted to steer the answerer. */

export const PROMPT_MIN_CHARS = 20;
export const PROMPT_MAX_CHARS = 8000;
export const PROMPT_MAX_INSTRUCTIONS = 30;

export interface PromptValidation {
  security: { valid: boolean; reason: string; violations: string[] };
  technical: { valid: boolean; reason: string; instruction_count: number };
  overall_assessment: { valid: boolean; summary: string };
}

/** Known prompt-injection shapes, each with the name reported as a violation. */
const INJECTION_PATTERNS: { name: string; pattern: RegExp }[] = [
  {
    name: 'instruction override: asks to ignore earlier instructions',
    pattern:
      /\b(ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(previous|prior|above|earlier|system|original|all)\b[^.\n]{0,20}\b(instructions?|prompts?|rules|guidelines|directives)\b/i,
  },
  {
    name: 'prompt extraction: asks to reveal the system prompt or hidden instructions',
    pattern:
      /\b(reveal|print|show|repeat|output|leak|display|disclose)\b[^.\n]{0,30}\b(system prompt|hidden (prompt|instructions)|your (instructions|prompt|rules))\b/i,
  },
  {
    name: 'jailbreak persona: unrestricted or developer mode',
    pattern:
      /\b(DAN|do anything now|developer mode|jailbr(ea|o)k(en)?|god mode)\b|\byou are (now )?(an? )?(unrestricted|unfiltered|uncensored)\b/i,
  },
  {
    name: 'safety removal: asks to answer without restrictions',
    pattern:
      /\bwithout (any )?(restrictions|filters|limitations|censorship|safety)\b|\bno (ethical|moral) (limits|guidelines)\b/i,
  },
  {
    name: 'secret exfiltration: asks to disclose keys, passwords or tokens',
    pattern:
      /\b(reveal|send|share|print|output|disclose|leak)\b[^.\n]{0,40}\b(api[ _-]?keys?|passwords?|secrets?|credentials|access tokens?)\b/i,
  },
  {
    name: 'chat template tokens: tries to open a new system or instruction turn',
    pattern: /<\|?\/?(system|im_start|im_end|endoftext)\|?>|\[\/?INST\]|<<\/?SYS>>/i,
  },
  {
    name: 'hidden characters: zero-width or bidirectional control characters',
    pattern: /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/,
  },
  {
    name: 'encoded payload: a long base64 block that could hide instructions',
    pattern: /[A-Za-z0-9+/]{120,}={0,2}/,
  },
];

const IMPERATIVE_START =
  /^(always|never|do|don't|do not|be|use|answer|respond|reply|keep|avoid|include|provide|cite|quote|mention|refuse|ask|write|format|explain|give|make|prefer|only|ensure|follow|stay|limit|return|list|add|remember|focus|assume|treat|you (must|should|will|may not|can't|cannot))\b/i;
const MODAL = /\b(must|should|shall|never|always|do not|don't|may not|cannot)\b/i;

/** Sentences or list items that tell the model to do something. */
export function countInstructions(prompt: string): number {
  const pieces = prompt
    .split(/\n+|(?<=[.!?;])\s+/)
    .map((piece) => piece.replace(/^\s*([-*•]|\d+[.)])\s*/, '').trim())
    .filter((piece) => piece.length > 0);
  return pieces.filter((piece) => IMPERATIVE_START.test(piece) || MODAL.test(piece)).length;
}

export function validateSystemPrompt(prompt: string): PromptValidation {
  const violations = INJECTION_PATTERNS.filter(({ pattern }) => pattern.test(prompt)).map(
    ({ name }) => name,
  );
  const security = {
    valid: violations.length === 0,
    reason:
      violations.length === 0
        ? 'No prompt-injection pattern found'
        : `Found ${violations.length} prompt-injection pattern(s)`,
    violations,
  };

  const length = prompt.trim().length;
  const instructionCount = countInstructions(prompt);
  const technicalProblems: string[] = [];
  if (length < PROMPT_MIN_CHARS) {
    technicalProblems.push(
      `the prompt has ${length} characters; at least ${PROMPT_MIN_CHARS} are needed`,
    );
  }
  if (length > PROMPT_MAX_CHARS) {
    technicalProblems.push(
      `the prompt has ${length} characters; at most ${PROMPT_MAX_CHARS} are allowed`,
    );
  }
  if (instructionCount === 0 && length >= PROMPT_MIN_CHARS) {
    technicalProblems.push('the prompt contains no instruction');
  }
  if (instructionCount > PROMPT_MAX_INSTRUCTIONS) {
    technicalProblems.push(
      `the prompt has ${instructionCount} instructions; at most ${PROMPT_MAX_INSTRUCTIONS} are allowed`,
    );
  }
  const technical = {
    valid: technicalProblems.length === 0,
    reason:
      technicalProblems.length === 0
        ? `Length ${length} characters and ${instructionCount} instruction(s) are within limits`
        : capitalize(technicalProblems.join('; ')),
    instruction_count: instructionCount,
  };

  const valid = security.valid && technical.valid;
  const summary = valid
    ? 'The system prompt passed the security and technical checks'
    : [
        security.valid ? undefined : `security: ${violations.join('; ')}`,
        technical.valid ? undefined : `technical: ${technical.reason}`,
      ]
        .filter(Boolean)
        .join(' | ');
  return { security, technical, overall_assessment: { valid, summary } };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
