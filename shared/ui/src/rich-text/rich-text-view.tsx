import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SAFE_HREF, type RichTextDoc, type RichTextMark, type RichTextNode, type RichTextText } from '@app/contracts';

function withMarks(text: ReactNode, marks: readonly RichTextMark[] = []): ReactNode {
  return marks.reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold':
        return <strong>{inner}</strong>;
      case 'italic':
        return <em>{inner}</em>;
      case 'underline':
        return <u>{inner}</u>;
      case 'strike':
        return <s>{inner}</s>;
      case 'code':
        return <code>{inner}</code>;
      case 'link':
        // the service refuses other hrefs; checked again so a stored document can never carry script
        return SAFE_HREF.test(mark.attrs.href) ? (
          <a href={mark.attrs.href} target="_blank" rel="noopener noreferrer">
            {inner}
          </a>
        ) : (
          inner
        );
      default:
        return inner;
    }
  }, text);
}

const HEADINGS = { 1: 'h3', 2: 'h4', 3: 'h5' } as const;

function renderNodes(nodes: readonly RichTextNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, i) => renderNode(node, i));
}

function renderNode(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'text': {
      const text = node as RichTextText;
      return <span key={key}>{withMarks(text.text, text.marks)}</span>;
    }
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'paragraph':
      return <p key={key}>{renderNodes(node.content)}</p>;
    case 'heading': {
      const Tag = HEADINGS[(node.attrs?.level ?? 1) as 1 | 2 | 3] ?? 'h5';
      return <Tag key={key}>{renderNodes(node.content)}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{renderNodes(node.content)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={node.attrs?.start}>
          {renderNodes(node.content)}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{renderNodes(node.content)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{renderNodes(node.content)}</blockquote>;
    default:
      // a node type this client does not know is left out, never shown as raw data
      return null;
  }
}

export interface RichTextViewProps {
  doc: RichTextDoc;
  testId?: string;
}

/**
 * An announcement's content as React elements, node by node (ADR 0076): text is always text, never
 * HTML, so nothing in a document can inject markup or script.
 */
export function RichTextView({ doc, testId }: RichTextViewProps) {
  return (
    <Box data-testid={testId} sx={{ '& p': { my: 0.5 }, '& h3, & h4, & h5': { my: 1 }, '& ul, & ol': { my: 0.5, pl: 3 } }}>
      {renderNodes(doc.content)}
    </Box>
  );
}
