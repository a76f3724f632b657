import './Badge.css';

/** The text of a count badge: `null` (no badge) below 1, the number up to 9, `'9+'` above. */
export function formatBadgeCount(count: number): string | null {
  if (!(count >= 1)) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

export interface BadgeProps {
  count: number;
  /**
   * Screen-reader text such as "3 unread notifications". Leave it out when the badge sits inside a
   * control whose own label already states the count (e.g. an `IconButton`).
   */
  label?: string;
}

export function Badge({ count, label }: BadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className="ui-badge">
      <span aria-hidden="true">{text}</span>
      {label && <span className="ui-visually-hidden">{label}</span>}
    </span>
  );
}
