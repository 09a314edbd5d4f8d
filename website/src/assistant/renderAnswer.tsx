import { Lexer } from 'marked';
import type { Token, Tokens } from 'marked';
import { Fragment } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * An answer's Markdown as React elements, never as HTML. Text reaches the page only as React text
 * (escaped by React), raw HTML in an answer (`<img onerror=...>`) is shown as the text it is, links
 * keep only safe targets, and images become links, so an answer can neither run code nor make the
 * browser fetch anything. This is the sanitizing: there is no HTML string to clean.
 */
export interface AnswerParts {
  /** Highlights code in the page (the site's own code block: no request leaves the site). */
  CodeBlock: ComponentType<{ language?: string; children: string }>;
  /** A link; site paths can navigate without a reload. */
  Link: ComponentType<{ href: string; children: ReactNode }>;
}

/** http(s) URLs, site paths and anchors; never `javascript:`, `data:` or protocol-relative URLs. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  return undefined;
}

/** A link when its target is safe; otherwise only its text. */
function linkOrText(href: string, children: ReactNode, parts: AnswerParts, key: string): ReactNode {
  const safe = safeHref(href);
  return safe ? (
    <parts.Link key={key} href={safe}>
      {children}
    </parts.Link>
  ) : (
    <Fragment key={key}>{children}</Fragment>
  );
}

function inline(tokens: Token[] | undefined, parts: AnswerParts, key: string): ReactNode[] {
  return (tokens ?? []).map((token, index) => inlineToken(token, parts, `${key}.${index}`));
}

function inlineToken(token: Token, parts: AnswerParts, key: string): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inline((token as Tokens.Strong).tokens, parts, key)}</strong>;
    case 'em':
      return <em key={key}>{inline((token as Tokens.Em).tokens, parts, key)}</em>;
    case 'del':
      return <del key={key}>{inline((token as Tokens.Del).tokens, parts, key)}</del>;
    case 'codespan':
      return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      return linkOrText(link.href, inline(link.tokens, parts, key), parts, key);
    }
    case 'image': {
      // No picture is loaded from an answer: its description, linked when the target is safe.
      const image = token as Tokens.Image;
      return linkOrText(image.href, `[${image.text || 'image'}]`, parts, key);
    }
    case 'text': {
      const text = token as Tokens.Text;
      return (
        <Fragment key={key}>{text.tokens ? inline(text.tokens, parts, key) : text.text}</Fragment>
      );
    }
    default:
      // `html`, `escape` and anything newer: shown as the characters the answer contains.
      return <Fragment key={key}>{'text' in token ? String(token.text) : token.raw}</Fragment>;
  }
}

function block(token: Token, parts: AnswerParts, key: string): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens, parts, key)}</p>;
    case 'heading': {
      // Inside the panel an answer's headings sit below the dialog's own title.
      const heading = token as Tokens.Heading;
      const Tag = (['h3', 'h4', 'h5', 'h6'] as const)[Math.min(heading.depth, 4) - 1]!;
      return <Tag key={key}>{inline(heading.tokens, parts, key)}</Tag>;
    }
    case 'code': {
      const code = token as Tokens.Code;
      return (
        <parts.CodeBlock key={key} language={code.lang?.split(/\s/)[0] || undefined}>
          {code.text}
        </parts.CodeBlock>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={key}>
          {(token as Tokens.Blockquote).tokens.map((child, index) =>
            block(child, parts, `${key}.${index}`),
          )}
        </blockquote>
      );
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => (
        <li key={`${key}.${index}`}>
          {item.tokens.map((child, childIndex) =>
            child.type === 'text'
              ? inlineToken(child, parts, `${key}.${index}.${childIndex}`)
              : block(child, parts, `${key}.${index}.${childIndex}`),
          )}
        </li>
      ));
      return list.ordered ? (
        <ol key={key} start={typeof list.start === 'number' ? list.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <table key={key}>
          <thead>
            <tr>
              {table.header.map((cell, index) => (
                <th key={index}>{inline(cell.tokens, parts, `${key}.h${index}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index}>{inline(cell.tokens, parts, `${key}.${rowIndex}.${index}`)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'hr':
      return <hr key={key} />;
    case 'text': {
      const text = token as Tokens.Text;
      return <p key={key}>{text.tokens ? inline(text.tokens, parts, key) : text.text}</p>;
    }
    default:
      // Block HTML and anything unknown: its characters, never markup.
      return <p key={key}>{token.raw}</p>;
  }
}

/** Render an answer (complete or still streaming) from Markdown. */
export function renderAnswer(markdown: string, parts: AnswerParts): ReactNode[] {
  const tokens = new Lexer({ gfm: true, breaks: false }).lex(markdown);
  return tokens.map((token, index) => block(token, parts, String(index)));
}

/**
 * The paragraphs that are complete: what a screen reader is told, one paragraph at a time rather
 * than on every streamed word. While streaming, the last paragraph may still grow, so it counts
 * only once the answer has ended.
 */
export function completeParagraphs(markdown: string, finished: boolean): string[] {
  const blocks = markdown
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter(Boolean);
  return finished ? blocks : blocks.slice(0, -1);
}
