import React, { type ReactNode } from 'react';
import type { Interaction } from '@hlf-docs/search-client';
import AnswerText from './AnswerText';
import CopyButton from './CopyButton';
import Declined from './Declined';
import Feedback from './Feedback';
import { failureDetail, failureText } from './failureText';
import QuestionButtons from './QuestionButtons';
import type { Conversation, FeedbackState } from './conversation';
import SourceList from './SourceList';
import { sourceLinks } from './sources';
import { styles } from './styles';

interface Props {
  conversation: Conversation;
  interaction: Interaction;
  /** The conversation's newest answer: only it can be regenerated. */
  last: boolean;
  /** Another answer is being written: nothing new can be asked meanwhile. */
  busy: boolean;
  feedback: FeedbackState | undefined;
  /** The path of the page being read, sent with feedback. */
  path: string;
  onAsk(question: string): void;
  onRegenerate(): void;
  onSearch(query: string): void;
}

/** Who wrote the answer: the reader should know whether a model or quotation produced it. */
function authorship(interaction: Interaction): string | undefined {
  const llm = interaction.selectedLLM;
  if (!llm) return undefined;
  return llm.provider === 'extractive'
    ? 'Quoted from the documentation, with no language model.'
    : `Written by ${llm.model} from the sources below. Check them before you act on it.`;
}

/** One question and its answer: the text, its sources, what to do next, and feedback. */
export default function InteractionView({
  conversation,
  interaction,
  last,
  busy,
  feedback,
  path,
  onAsk,
  onRegenerate,
  onSearch,
}: Props): ReactNode {
  const { loading, error, aborted, declined, response } = interaction;
  const sources = sourceLinks(interaction.sources);
  const related = interaction.relatedQueries ?? [];
  // Feedback is for an answer the reader saw: not for one that failed or was stopped empty.
  const answered = !loading && !error && !(aborted && !response);
  const detail = failureDetail(interaction.errorMessage);

  let body: ReactNode;
  // The service says so before any text: the panel shows its own plain message, never the text.
  if (declined) {
    body = <Declined conversation={conversation} interaction={interaction} onSearch={onSearch} />;
  } else {
    body = (
      <>
        {response ? (
          <AnswerText markdown={response} streaming={loading} />
        ) : (
          loading && (
            <p className={styles.note}>
              {interaction.sources === null ? 'Searching the docs...' : 'Writing the answer...'}
            </p>
          )
        )}
        {!loading && authorship(interaction) && (
          <p className={styles.authorship}>{authorship(interaction)}</p>
        )}
        <SourceList heading="Sources" links={sources} />
      </>
    );
  }

  return (
    <article className={styles.interaction} aria-label={`Question: ${interaction.query}`}>
      <h3 className={styles.question}>{interaction.query}</h3>
      {body}
      {aborted && (
        <p className={styles.note}>
          {response
            ? 'Stopped: the answer above is incomplete.'
            : 'Stopped before any answer was written.'}
        </p>
      )}
      {error && (
        <div role="alert" className={styles.error}>
          <p>{failureText(interaction.errorName)}</p>
          {detail && <p className={styles.note}>{detail}</p>}
          {last && (
            <button type="button" className={styles.action} disabled={busy} onClick={onRegenerate}>
              Retry
            </button>
          )}
        </div>
      )}
      {!loading && (
        <div className={styles.actions}>
          {response && !declined && <CopyButton markdown={response} />}
          {last && !error && (
            <button type="button" className={styles.action} disabled={busy} onClick={onRegenerate}>
              Regenerate
            </button>
          )}
        </div>
      )}
      {answered && (
        <Feedback
          state={feedback}
          onSend={(helpful, reason) =>
            void conversation.sendFeedback(interaction, helpful, reason, path)
          }
        />
      )}
      {answered && related.length > 0 && (
        <div className={styles.related}>
          <h4 className={styles.sourcesHeading}>Related questions</h4>
          <QuestionButtons
            questions={related}
            label="Related questions"
            disabled={busy}
            onAsk={onAsk}
          />
        </div>
      )}
    </article>
  );
}
