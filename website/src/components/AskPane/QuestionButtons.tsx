import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import dialogStyles from '../SearchDialog/styles.module.css';
import { styles } from './styles';

interface Props {
  questions: readonly string[];
  /** What the list is, for a screen reader that lists it among others. */
  label: string;
  /** An answer is being written: nothing new can be asked meanwhile. */
  disabled?: boolean;
  onAsk(question: string): void;
}

/** Questions as buttons that ask them: the related questions of an answer, or examples. */
export default function QuestionButtons({ questions, label, disabled, onAsk }: Props): ReactNode {
  return (
    <ul className={styles.relatedList} aria-label={label}>
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            className={clsx(dialogStyles.example, styles.relatedButton)}
            disabled={disabled}
            onClick={() => onAsk(question)}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
