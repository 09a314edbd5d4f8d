import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

const EXAMPLES = ['renew certificates', 'couchdb', 'kubectl hlf chaincode', 'create a channel'];

/** What the empty box shows: what can be searched, and example queries to pick. */
export default function SearchHelp({ onPick }: { onPick(query: string): void }): ReactNode {
  return (
    <div className={styles.message}>
      <p>Search every docs page and blog post, down to commands, flags and error messages.</p>
      <p className={styles.examplesLabel}>Try:</p>
      <ul className={styles.examples}>
        {EXAMPLES.map((example) => (
          <li key={example}>
            <button type="button" className={styles.example} onClick={() => onPick(example)}>
              {example}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
