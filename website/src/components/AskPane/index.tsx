import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ChunkStyles from '@site/src/assistant/ChunkStyles';
import DialogFrame from '../SearchDialog/DialogFrame';
import { useCloseDialog, type CloseDialog } from '../SearchDialog/useCloseDialog';
import AnswerAnnouncer from './AnswerAnnouncer';
import InteractionView from './InteractionView';
import QuestionButtons from './QuestionButtons';
import QuestionForm from './QuestionForm';
import { prepareAnswerMarkdown } from './useAnswerMarkdown';
import { useConversation } from './useConversation';
import { usePageQuestions } from './usePageQuestions';
import { css, styles } from './styles';

export interface AskPaneProps {
  /** The question to ask as the panel opens (the search box's query); '' for none. */
  question: string;
  /** Go back to the search pane with this query. */
  onSearch(query: string): void;
}

/** Questions a reader can start from, each answered by the docs. */
const EXAMPLES = [
  'How do I install the operator?',
  'How do I renew the certificates of a peer?',
  'How do I deploy chaincode as a service?',
];

/**
 * The answer assistant: a conversation with the search service about the docs, in the search
 * dialog's frame. Answers stream in with their sources; Stop cancels the request; Regenerate,
 * Copy, Clear and feedback act on answers; related questions ask themselves. Cloud mode only.
 */
export default function AskPane({ question, onSearch }: AskPaneProps): ReactNode {
  const close = useCloseDialog();
  const { conversation, state } = useConversation();
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  // On a docs page the reader most likely asks about it; elsewhere (the blog, the landing page)
  // the page rarely helps.
  const [aboutPage, setAboutPage] = useState(() =>
    pathname.startsWith(`${siteConfig.baseUrl}docs/`),
  );
  // The search box's query is asked as the panel opens (below), or kept as a draft while an
  // answer from before is still being written.
  const [draft, setDraft] = useState(() => (conversation.streaming ? question : ''));
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const { interactions, feedback } = state;
  const latest = interactions.at(-1);
  const streaming = latest?.loading ?? false;
  const page = aboutPage ? pathname : undefined;
  // Opened with the search box's words, the panel asks them at once (below): until that question
  // is in the conversation, the empty panel is not one to offer the page's questions in.
  const [opening, setOpening] = useState(() => question !== '' && interactions.length === 0);
  if (opening && interactions.length > 0) setOpening(false);
  // Asked only while the panel is empty: that is where they are offered.
  const pageQuestions = usePageQuestions(
    conversation,
    interactions.length === 0 && !opening ? page : undefined,
  );

  const focusInput = () => input.current?.focus();
  const ask = (text: string) => {
    prepareAnswerMarkdown();
    setDraft('');
    void conversation.ask(text, page);
    focusInput();
  };

  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || question === '' || conversation.streaming) return;
    asked.current = true;
    // Back to search and Ask AI again with the same words: the answer is already there.
    if (conversation.snapshot().interactions.at(-1)?.query === question) return;
    prepareAnswerMarkdown();
    void conversation.ask(question, page);
  }, [conversation, question, page]);

  // A new question scrolls to the top of the conversation; the answer then grows below it. Only
  // the conversation scrolls: scrollIntoView would scroll the dialog too, taking the header away.
  useEffect(() => {
    const conversationList = list.current;
    const newest = conversationList?.lastElementChild;
    if (!conversationList || !(newest instanceof HTMLElement)) return;
    conversationList.scrollTop = newest.offsetTop;
  }, [latest?.id]);

  return (
    <>
      <ChunkStyles id="hlf-ask-panel" css={css} />
      <div className={styles.header}>
        <h2 className={styles.title}>Ask AI</h2>
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => onSearch(draft.trim() || latest?.query || '')}
        >
          Back to search
        </button>
        {interactions.length > 0 && (
          <button
            type="button"
            className={styles.headerButton}
            onClick={() => {
              conversation.clear();
              focusInput();
            }}
          >
            Clear
          </button>
        )}
        <button type="button" className={styles.headerButton} onClick={() => close(true)}>
          Close
        </button>
      </div>
      <div
        ref={list}
        className={styles.conversation}
        role="region"
        aria-label="Conversation"
        tabIndex={0}
      >
        {interactions.length === 0 ? (
          <div className={styles.intro}>
            <p>
              Ask a question about the HLF Operator docs. Every answer lists the sections it comes
              from; follow-up questions keep the conversation.
            </p>
            <QuestionButtons questions={EXAMPLES} label="Example questions" onAsk={ask} />
            {/* Below the examples: they arrive after a round trip, and must not push a button
                away from under a finger or pointer about to press it. */}
            {pageQuestions.length > 0 && (
              <>
                <p>Questions this page answers:</p>
                <QuestionButtons
                  questions={pageQuestions}
                  label="Questions this page answers"
                  onAsk={ask}
                />
              </>
            )}
          </div>
        ) : (
          interactions.map((interaction) => (
            <InteractionView
              key={interaction.id}
              conversation={conversation}
              interaction={interaction}
              last={interaction === latest}
              busy={streaming}
              feedback={feedback[interaction.id]}
              path={pathname}
              onAsk={ask}
              onRegenerate={() => {
                void conversation.regenerate();
                focusInput();
              }}
              onSearch={onSearch}
            />
          ))
        )}
      </div>
      <QuestionForm
        inputRef={input}
        draft={draft}
        onDraft={setDraft}
        streaming={streaming}
        followUp={interactions.length > 0}
        aboutPage={aboutPage}
        onAboutPage={setAboutPage}
        onAsk={ask}
        onStop={() => {
          conversation.stop();
          focusInput();
        }}
      />
      <AnswerAnnouncer interaction={latest} />
    </>
  );
}

interface AskDialogProps {
  /** Open the search dialog in its place, with this query. */
  onSearch(query: string): void;
  /** As the search dialog's: `returnFocus` gives the focus back to the search button. */
  onClose: CloseDialog;
}

/**
 * The panel alone in the dialog's frame, for Ctrl/Cmd+I: the search dialog's script (its engine
 * and result list) is not downloaded to ask a question.
 */
export function AskDialog({ onSearch, onClose }: AskDialogProps): ReactNode {
  return (
    <DialogFrame label="Ask the documentation" onClose={onClose}>
      <AskPane question="" onSearch={onSearch} />
    </DialogFrame>
  );
}
