// The Ask entry's styles, in the search dialog's script and applied only in cloud mode (see
// ChunkStyles): a CSS module would go into every page's stylesheet, local mode included.
export const styles = {
  button: 'hlf-ask-entry-button',
  entry: 'hlf-ask-entry',
  keys: 'hlf-ask-entry-keys',
  label: 'hlf-ask-entry-label',
  query: 'hlf-ask-entry-query',
} as const;

export const css = `
/* The Ask entry: a full-width button at the foot of the search pane. */
.hlf-ask-entry {
  padding: 0.5rem 0.75rem 0.75rem;
  border-top: 1px solid var(--ifm-color-emphasis-300);
}

.hlf-ask-entry-button {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.4rem 0.75rem;
  border: 1px solid var(--ifm-color-primary);
  border-radius: var(--ifm-global-radius);
  background: transparent;
  color: var(--ifm-font-color-base);
  font: inherit;
  text-align: left;
  cursor: pointer;
}

.hlf-ask-entry-button:hover,
.hlf-ask-entry-button:focus-visible {
  background: var(--ifm-color-emphasis-100);
}

.hlf-ask-entry-button[aria-disabled='true'] {
  border-color: var(--ifm-color-emphasis-300);
  color: var(--ifm-color-emphasis-700);
  cursor: not-allowed;
}

.hlf-ask-entry-label {
  flex: none;
  font-weight: 600;
}

.hlf-ask-entry-query {
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: var(--ifm-color-emphasis-800);
  text-overflow: ellipsis;
  white-space: nowrap;
}

.hlf-ask-entry-keys {
  flex: none;
  margin-left: auto;
  font-size: 0.75rem;
}

/* Phones have no keyboard shortcut to show. */
@media (max-width: 600px) {
  .hlf-ask-entry-keys {
    display: none;
  }
}

`;
