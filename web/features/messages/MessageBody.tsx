import { Fragment } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

/** A message's plain text: its lines kept, its web addresses as links; nothing in it is markup. */
export function MessageBody({ text, className }: { text: string; className?: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    // A sentence's full stop or closing bracket after an address is not part of it.
    const href = match[0].replace(/[.,;:!?)]+$/, '');
    parts.push(text.slice(last, match.index), { href });
    last = match.index + href.length;
  }
  parts.push(text.slice(last));
  return (
    <p className={className ?? 'messages-body'}>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
