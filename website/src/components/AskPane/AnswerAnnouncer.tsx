import React, { type ReactNode } from 'react';
import type { Interaction } from '@hlf-docs/search-client';
import { DECLINED_MESSAGE } from './Declined';
import { failureText } from './failureText';
import { useAnswerMarkdown } from './useAnswerMarkdown';
import { styles } from './styles';

/** What has happened to the newest answer, once it is over. */
function outcome(interaction: Interaction): string | undefined {
  if (interaction.loading) return undefined;
  if (interaction.error) return failureText(interaction.errorName);
  if (interaction.aborted) return 'Answer stopped.';
  if (interaction.declined) return `${DECLINED_MESSAGE} The nearest pages are listed.`;
  const count = interaction.sources?.length ?? 0;
  return `Answer complete, ${count} ${count === 1 ? 'source' : 'sources'}.`;
}

/**
 * A visually hidden polite live region: the newest answer, one complete paragraph at a time (never
 * each streamed word), then how it ended. A new question empties it.
 */
export default function AnswerAnnouncer({
  interaction,
}: {
  interaction: Interaction | undefined;
}): ReactNode {
  const { value: module } = useAnswerMarkdown(interaction !== undefined);
  const paragraphs =
    module && interaction && !interaction.declined
      ? module.announcedParagraphs(interaction.response, !interaction.loading)
      : [];
  const end = interaction && outcome(interaction);
  return (
    // The region stays in place (screen readers watch regions that exist before they change).
    <div aria-live="polite" className={styles.visuallyHidden}>
      <div key={interaction?.id}>{paragraphs}</div>
      {end && <p key={`${interaction?.id}.end`}>{end}</p>}
    </div>
  );
}
