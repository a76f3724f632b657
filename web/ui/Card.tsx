import type { ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  header?: ReactNode;
  children: ReactNode;
  /** Actions or meta information under the body. */
  footer?: ReactNode;
}

/** A self-contained content card, e.g. a timeline item or a note. */
export function Card({ header, children, footer }: CardProps) {
  return (
    <article className="ui-card">
      {header && <header className="ui-card__header">{header}</header>}
      <div className="ui-card__body">{children}</div>
      {footer && <footer className="ui-card__footer">{footer}</footer>}
    </article>
  );
}
