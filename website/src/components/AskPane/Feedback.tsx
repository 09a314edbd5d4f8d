import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FeedbackState } from './conversation';
import RetryButton from './RetryButton';
import { styles } from './styles';

/** Longest reason a reader can give; the rest would not be read. */
const REASON_MAX_CHARS = 1000;

interface Props {
  state: FeedbackState | undefined;
  /** Send the reader's verdict (and their reason, if they wrote one). */
  onSend(helpful: boolean, reason: string | undefined): void;
}

/**
 * "Helpful" sends at once; "Not helpful" first asks what was wrong (optional), then sends. The
 * reader sees that it arrived, or why it did not, with a retry.
 */
export default function Feedback({ state, onSend }: Props): ReactNode {
  // Holds the focus while the buttons the reader pressed give way to what they caused.
  const area = useRef<HTMLDivElement>(null);
  return (
    <div ref={area} tabIndex={-1} className={styles.feedback}>
      <FeedbackBody state={state} onSend={onSend} keepFocus={() => area.current?.focus()} />
    </div>
  );
}

function FeedbackBody({ state, onSend, keepFocus }: Props & { keepFocus(): void }): ReactNode {
  const [askingWhy, setAskingWhy] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const reasonForm = useRef<HTMLFormElement>(null);
  // The textarea's autofocus scrolls only itself into view: bring its Send and Cancel too.
  useEffect(() => {
    if (askingWhy) reasonForm.current?.scrollIntoView({ block: 'nearest' });
  }, [askingWhy]);
  const send = (helpful: boolean, text: string | undefined) => {
    keepFocus();
    onSend(helpful, text);
  };

  if (state?.status === 'sending') {
    return <p className={styles.note}>Sending your feedback...</p>;
  }
  if (state?.status === 'sent') {
    return (
      <p role="status" className={styles.note}>
        Thanks: your feedback ({state.helpful ? 'helpful' : 'not helpful'}) was sent.
      </p>
    );
  }
  if (state?.status === 'failed') {
    return (
      <p role="alert" className={styles.note}>
        Your feedback could not be sent. {state.message}{' '}
        <RetryButton onClick={() => send(state.helpful, state.reason)} />
      </p>
    );
  }
  if (askingWhy) {
    return (
      <form
        ref={reasonForm}
        className={styles.reason}
        onSubmit={(event) => {
          event.preventDefault();
          send(false, reason.trim() || undefined);
        }}
      >
        <label htmlFor={reasonId}>What was wrong? (optional)</label>
        <textarea
          id={reasonId}
          className={styles.reasonInput}
          rows={2}
          maxLength={REASON_MAX_CHARS}
          value={reason}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.action}>
            Send
          </button>
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              keepFocus();
              setAskingWhy(false);
            }}
          >
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <div role="group" aria-label="Was this answer helpful?" className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => send(true, undefined)}>
        Helpful
      </button>
      <button type="button" className={styles.action} onClick={() => setAskingWhy(true)}>
        Not helpful
      </button>
    </div>
  );
}
