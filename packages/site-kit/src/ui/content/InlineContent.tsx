// Running text of content: a string, or a run of strings and links.
import type { InlineText } from '@journals/content';
import { Fragment } from 'react';
import { ContentLink } from './ContentLink.tsx';

export function InlineContent({ text }: { text: InlineText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <ContentLink key={index} link={part} />
        ),
      )}
    </>
  );
}
