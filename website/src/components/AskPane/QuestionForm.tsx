import React, { useId, useState, type ReactNode, type RefObject } from 'react';
import { ANSWER_LIMITS } from '@hlf-docs/search-client/protocol';
import { prepareAnswerMarkdown } from './useAnswerMarkdown';
import { styles } from './styles';

interface Props {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  onDraft(text: string): void;
  /** An answer is being written: the form offers Stop instead of Ask. */
  streaming: boolean;
  /** There is a conversation: the box asks a follow-up. */
  followUp: boolean;
  aboutPage: boolean;
  onAboutPage(on: boolean): void;
  onAsk(question: string): void;
  onStop(): void;
}

/**
 * The question box: Enter asks (Shift+Enter for a new line), Stop cancels the answer being
 * written, and "Ask about this page" sends the page being read with the question.
 */
export default function QuestionForm({
  inputRef,
  draft,
  onDraft,
  streaming,
  followUp,
  aboutPage,
  onAboutPage,
  onAsk,
  onStop,
}: Props): ReactNode {
  const [problem, setProblem] = useState<string>();
  const ids = { input: useId(), problem: useId(), page: useId() };

  const submit = () => {
    const question = draft.trim();
    if (streaming) {
      setProblem('An answer is being written: stop it or wait for it before asking again.');
    } else if (question === '') {
      setProblem('Type a question first.');
    } else {
      setProblem(undefined);
      onAsk(question);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.formRow}>
        <label htmlFor={ids.input} className={styles.visuallyHidden}>
          {followUp ? 'Ask a follow-up question' : 'Ask a question about the docs'}
        </label>
        <textarea
          ref={(element) => {
            inputRef.current = element;
            // The HTML attribute, not only React's autoFocus: when the panel opens with its own
            // dialog, showModal() runs after React's focus and gives the focus to the element
            // that carries it (else to the first button).
            element?.setAttribute('autofocus', '');
          }}
          id={ids.input}
          className={styles.questionInput}
          rows={2}
          maxLength={ANSWER_LIMITS.queryLength}
          placeholder={followUp ? 'Ask a follow-up question' : 'Ask a question about the docs'}
          aria-describedby={problem ? ids.problem : undefined}
          aria-invalid={problem ? true : undefined}
          autoFocus
          enterKeyHint="send"
          value={draft}
          onChange={(event) => {
            // Typing a question: the answer's renderer downloads meanwhile.
            prepareAnswerMarkdown();
            setProblem(undefined);
            onDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        {/* Keys: without them React reuses the Stop button as Ask, turning it into a submit
            button during Stop's own click, and the browser then submits the empty form. */}
        {streaming ? (
          <button key="stop" type="button" className={styles.primary} onClick={onStop}>
            Stop
          </button>
        ) : (
          <button key="ask" type="submit" className={styles.primary}>
            Ask
          </button>
        )}
      </div>
      {problem && (
        <p id={ids.problem} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.formOptions}>
        <input
          id={ids.page}
          type="checkbox"
          checked={aboutPage}
          onChange={(event) => onAboutPage(event.target.checked)}
        />
        <label htmlFor={ids.page}>Ask about this page</label>
      </div>
    </form>
  );
}
