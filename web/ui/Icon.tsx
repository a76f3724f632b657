import type { ReactElement } from 'react';
import './Icon.css';

export type IconName =
  | 'menu'
  | 'download'
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
  | 'check'
  | 'lock'
  | 'lockOpen'
  | 'heart'
  | 'heartFilled'
  | 'comment'
  | 'share'
  | 'binoculars'
  | 'leaf'
  | 'image'
  | 'book'
  | 'pen'
  | 'info'
  | 'users'
  | 'shield'
  | 'chart'
  | 'list'
  | 'sliders'
  | 'map'
  | 'feed'
  | 'search';

const HEART = 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z';

const shapes: Record<IconName, ReactElement> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  download: <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />,
  back: <path d="M19 12H5m7-7-7 7 7 7" />,
  home: <path d="M3 10.5 12 3l9 7.5M5.5 9v11h4.5v-6h4v6h4.5V9" />,
  bell: <path d="M6 9a6 6 0 0 1 12 0c0 5 2 7 2.5 7.5h-17C4 16 6 14 6 9Zm4 10.5a2.2 2.2 0 0 0 4 0" />,
  mail: <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 2 9 6 9-6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  plus: <path d="M12 5v14M5 12h14" />,
  more: <path d="M12 5h.01M12 12h.01M12 19h.01" strokeWidth={3} />,
  map: <path d="M9 4.5 3.5 6.5v13L9 17.5l6 2 5.5-2v-13L15 6.5l-6-2Zm0 0v13m6-11v13" />,
  globe: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c-2.5 2.5-3.6 5.5-3.6 9s1.1 6.5 3.6 9m0-18c2.5 2.5 3.6 5.5 3.6 9s-1.1 6.5-3.6 9M3.5 9h17m-17 6h17" />,
  logout: <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4m5-12 4 4-4 4m4-4H9" />,
  user: <path d="M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM4.5 20.5a7.5 7.5 0 0 1 15 0" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  lock: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />,
  lockOpen: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 6.8-1.2" />,
  heart: <path d={HEART} />,
  heartFilled: <path d={HEART} fill="currentColor" />,
  comment: <path d="M4 5h16v11H9l-5 4V5Z" />,
  share: <path d="M14 5l6 6-6 6m6-6h-9a6 6 0 0 0-6 6v1" />,
  binoculars: <path d="M6.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm11 0a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM3 16.5 5 6h3l1 7m6 0 1-7h3l2 10.5M10 15h4" />,
  leaf: <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15m0-1 7-7" />,
  image: <path d="M4 5h16v14H4zm0 11 4.5-4.5 4 4 2.5-2.5L20 18M15.5 9.5h.01" />,
  book: <path d="M4 5.5C6.5 4 9.5 4 12 6c2.5-2 5.5-2 8-.5V19c-2.5-1.5-5.5-1.5-8 .5-2.5-2-5.5-2-8-.5V5.5ZM12 6v13.5" />,
  pen: <path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />,
  info: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8h.01" />,
  users: <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0-1-5.8M18 20h3a5 5 0 0 0-5-5" />,
  shield: <path d="M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6l-7-3Zm-3 9 2 2 4-4" />,
  chart: <path d="M4 4v16h16M8 16v-5m4 5V8m4 8v-3" />,
  sliders: <path d="M4 7h9m4 0h3M4 17h3m4 0h9M15 5v4M9 15v4" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm4.7 11.2L20 20" />,
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  feed: <path d="M5 4.5A14.5 14.5 0 0 1 19.5 19M5 10.5a8.5 8.5 0 0 1 8.5 8.5M5.5 18.5h.01" />,
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
