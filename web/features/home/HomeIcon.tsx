import type { ReactElement } from 'react';
import './HomeIcon.css';

// Shapes the shared icon set (web/ui/Icon.tsx) does not have yet; drawn on the same 24×24 grid.
export type HomeIconName = 'lock' | 'lockOpen' | 'heart' | 'comment' | 'share';

const shapes: Record<HomeIconName, ReactElement> = {
  lock: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />,
  lockOpen: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 6.8-1.2" />,
  heart: <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />,
  comment: <path d="M4 5h16v11H9l-5 4V5Z" />,
  share: <path d="M14 5l6 6-6 6m6-6h-9a6 6 0 0 0-6 6v1" />,
};

export interface HomeIconProps {
  name: HomeIconName;
  /** Edge length in CSS pixels. */
  size?: number;
}

/** A decorative stroke icon; give the surrounding control an accessible name. */
export function HomeIcon({ name, size = 20 }: HomeIconProps) {
  return (
    <svg
      className="home-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
