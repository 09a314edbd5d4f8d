/**
 * What the reader is told when a call to the search service fails, by the client's error class:
 * what happened and what still works, in the reader's words. The client's own message (which
 * names the path and the status) follows as the detail, for whoever reports the problem.
 */
export function failureText(errorName: string | null | undefined): string {
  switch (errorName) {
    case 'ConnectionError':
      return 'The assistant cannot reach its service right now (the network, or the service is down). Search still works, from the index built into the site.';
    case 'HTTPStatusError':
      return 'The assistant’s service answered with an error. Try again in a moment; if it persists, tell the site’s maintainers.';
    case 'StreamError':
    case 'InvalidResponseError':
      // The service reported an error mid-answer (its model failed, say), or the stream broke.
      return 'The assistant’s service could not finish this answer. Try again in a moment.';
    default:
      return 'The answer failed.';
  }
}

/** The client's message as a detail line: its wording, without a trailing full stop twice. */
export function failureDetail(message: string | null | undefined): string | undefined {
  const text = message?.trim();
  return text ? `Details: ${text.replace(/\.$/, '')}.` : undefined;
}
