import React, { type ReactNode } from 'react';
import RetryButton from './RetryButton';
import { useAnswerMarkdown } from './useAnswerMarkdown';
import { styles } from './styles';

interface Props {
  markdown: string;
  /** Still being written: the last paragraph may grow. */
  streaming: boolean;
}

/**
 * An answer, rendered from its Markdown once the renderer is here (it is usually downloaded while
 * the reader types the question); never shown as raw Markdown meanwhile.
 */
export default function AnswerText({ markdown, streaming }: Props): ReactNode {
  const { value: module, failure, retry } = useAnswerMarkdown();
  if (module) return <module.default markdown={markdown} streaming={streaming} />;
  if (failure !== undefined) {
    return (
      <p role="alert" className={styles.note}>
        The answer cannot be shown: its renderer did not load ({failure}).{' '}
        <RetryButton onClick={retry} />
      </p>
    );
  }
  return <p className={styles.note}>Writing the answer...</p>;
}
