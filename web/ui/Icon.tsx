import type { ReactElement } from 'react';
import './Icon.css';

export type IconName =
  | 'menu'
  | 'back'
  | 'home'
  | 'bell'
  | 'mail'
  | 'close'
  | 'plus'
  | 'more'
  | 'globe'
  | 'logout'
  | 'user'
  | 'check';

const shapes: Record<IconName, ReactElement> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  back: <path d="M19 12H5m7-7-7 7 7 7" />,
  home: <path d="M3 10.5 12 3l9 7.5M5.5 9v11h4.5v-6h4v6h4.5V9" />,
  bell: <path d="M6 9a6 6 0 0 1 12 0c0 5 2 7 2.5 7.5h-17C4 16 6 14 6 9Zm4 10.5a2.2 2.2 0 0 0 4 0" />,
  mail: <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 2 9 6 9-6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  plus: <path d="M12 5v14M5 12h14" />,
  more: <path d="M12 5h.01M12 12h.01M12 19h.01" strokeWidth={3} />,
  globe: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c-2.5 2.5-3.6 5.5-3.6 9s1.1 6.5 3.6 9m0-18c2.5 2.5 3.6 5.5 3.6 9s-1.1 6.5-3.6 9M3.5 9h17m-17 6h17" />,
  logout: <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4m5-12 4 4-4 4m4-4H9" />,
  user: <path d="M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM4.5 20.5a7.5 7.5 0 0 1 15 0" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
};

export interface IconProps {
  name: IconName;
  /** Edge length in CSS pixels. */
  size?: number;
}

/** A decorative 24×24 stroke icon; give the surrounding control an accessible name. */
export function Icon({ name, size = 24 }: IconProps) {
  return (
    <svg
      className="ui-icon"
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
