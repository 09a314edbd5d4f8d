// The panel's styles travel in the panel's own script (rendered by ChunkStyles), not in a CSS
// module: Docusaurus merges every CSS module into the one stylesheet of every page, which would
// add the panel to every page load. Colours come from Infima's variables, so dark mode needs
// nothing of its own. The class names carry the prefix `hlf-ask-` in place of CSS module hashes.
import clsx from 'clsx';
import dialogStyles from '../SearchDialog/styles.module.css';

export const styles = {
  // Composed with the search pane's Close button, whose look they share.
  action: clsx(dialogStyles.close, 'hlf-ask-action'),
  headerButton: clsx(dialogStyles.close, 'hlf-ask-header-button'),
  actions: 'hlf-ask-actions',
  answer: 'hlf-ask-answer',
  authorship: 'hlf-ask-authorship',
  conversation: 'hlf-ask-conversation',
  declined: 'hlf-ask-declined',
  declinedMessage: 'hlf-ask-declined-message',
  error: 'hlf-ask-error',
  feedback: 'hlf-ask-feedback',
  form: 'hlf-ask-form',
  formOptions: 'hlf-ask-form-options',
  formRow: 'hlf-ask-form-row',
  header: 'hlf-ask-header',
  interaction: 'hlf-ask-interaction',
  intro: 'hlf-ask-intro',
  note: 'hlf-ask-note',
  primary: 'hlf-ask-primary',
  problem: 'hlf-ask-problem',
  question: 'hlf-ask-question',
  questionInput: 'hlf-ask-question-input',
  reason: 'hlf-ask-reason',
  reasonInput: 'hlf-ask-reason-input',
  related: 'hlf-ask-related',
  relatedButton: 'hlf-ask-related-button',
  relatedList: 'hlf-ask-related-list',
  source: 'hlf-ask-source',
  sourceList: 'hlf-ask-source-list',
  sourcePage: 'hlf-ask-source-page',
  sourceTitle: 'hlf-ask-source-title',
  sources: 'hlf-ask-sources',
  sourcesHeading: 'hlf-ask-sources-heading',
  title: 'hlf-ask-title',
  visuallyHidden: 'hlf-ask-visually-hidden',
} as const;

export const css = `
/* The answer panel, inside the search dialog's frame (DialogFrame): a header, the conversation
   (which scrolls), and the question box at the foot. Colours come from Infima's variables, so
   dark mode needs nothing of its own. */

.hlf-ask-header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem;
  border-bottom: 1px solid var(--ifm-color-emphasis-300);
}

.hlf-ask-title {
  flex: 1;
  margin: 0;
  font-size: 1.1rem;
  white-space: nowrap;
}

/* On the search pane's Close button (its .close), big enough for a finger. */
.hlf-ask-header-button,
.hlf-ask-action {
  min-height: 2.5rem;
}

.hlf-ask-primary {
  min-height: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid var(--ifm-color-primary);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-color-primary);
  color: var(--ifm-font-color-base-inverse);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}

.hlf-ask-action:disabled,
.hlf-ask-related-button:disabled {
  cursor: not-allowed;
  opacity: 0.6;
}

.hlf-ask-conversation {
  /* Positioned: the visually hidden status texts inside it (Copy's) are clipped by it, instead
     of overflowing the dialog, which scrollIntoView would then scroll the header out of. */
  position: relative;
  flex: 1;
  min-height: 8rem;
  overflow-y: auto;
  padding: 0 0.75rem;
  overscroll-behavior: contain;
}

.hlf-ask-intro {
  padding: 0.75rem 0;
}

.hlf-ask-interaction {
  padding: 0.75rem 0;
  border-bottom: 1px solid var(--ifm-color-emphasis-200);
}

.hlf-ask-interaction:last-child {
  border-bottom: 0;
}

.hlf-ask-question {
  margin: 0 0 0.5rem;
  padding: 0.5rem 0.75rem;
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-color-emphasis-100);
  font-size: 1rem;
  overflow-wrap: anywhere;
}

.hlf-ask-answer {
  overflow-wrap: anywhere;
}

.hlf-ask-answer > :last-child {
  margin-bottom: 0.5rem;
}

.hlf-ask-answer blockquote {
  margin: 0 0 0.5rem;
  padding: 0.25rem 0.75rem;
}

.hlf-ask-answer table {
  display: block;
  overflow-x: auto;
}

.hlf-ask-authorship,
.hlf-ask-note {
  margin: 0.25rem 0;
  color: var(--ifm-color-emphasis-800);
  font-size: 0.85rem;
}

.hlf-ask-sources,
.hlf-ask-related {
  margin-top: 0.5rem;
}

.hlf-ask-sources-heading {
  margin: 0 0 0.25rem;
  color: var(--ifm-color-emphasis-800);
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.02em;
}

.hlf-ask-source-list {
  margin: 0;
  padding-left: 1.5rem;
}

.hlf-ask-source {
  display: inline-flex;
  flex-direction: column;
  padding: 0.2rem 0;
}

.hlf-ask-source-title {
  font-weight: 600;
}

.hlf-ask-source-page {
  color: var(--ifm-color-emphasis-800);
  font-size: 0.85rem;
}

.hlf-ask-actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.5rem;
}

.hlf-ask-feedback {
  margin-top: 0.5rem;
  outline-offset: 2px;
}

.hlf-ask-reason {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
}

.hlf-ask-reason-input,
.hlf-ask-question-input {
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font: inherit;
  resize: vertical;
}

.hlf-ask-related-list {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

/* On the search pane's pill buttons (its .example): a question may wrap, and a finger hits it. */
.hlf-ask-related-button {
  min-height: 2.5rem;
  text-align: left;
}

.hlf-ask-declined {
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--ifm-color-warning-dark);
  background: var(--ifm-color-emphasis-100);
}

.hlf-ask-declined-message {
  margin: 0 0 0.5rem;
}

.hlf-ask-error {
  margin-top: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--ifm-color-danger-dark);
  background: var(--ifm-color-emphasis-100);
}

.hlf-ask-error p {
  margin: 0;
}

.hlf-ask-form {
  padding: 0.75rem;
  border-top: 1px solid var(--ifm-color-emphasis-300);
}

.hlf-ask-form-row {
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
}

.hlf-ask-form-options {
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin-top: 0.4rem;
  font-size: 0.9rem;
}

.hlf-ask-form-options input {
  width: 1.1rem;
  height: 1.1rem;
}

.hlf-ask-problem {
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  font-weight: 600;
}

.hlf-ask-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;
