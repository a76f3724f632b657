import type { ReactNode } from 'react';
import './AppBar.css';

export interface AppBarProps {
  title: ReactNode;
  /** Navigation buttons before the title (menu, back). */
  left?: ReactNode;
  /** Page actions after the title. */
  right?: ReactNode;
}

/** The sticky page header: navigation, page title (the page's h1) and actions. */
export function AppBar({ title, left, right }: AppBarProps) {
  return (
    <header className="ui-appbar">
      <div className="ui-appbar__slot">{left}</div>
      <h1 className="ui-appbar__title">{title}</h1>
      <div className="ui-appbar__slot ui-appbar__slot--right">{right}</div>
    </header>
  );
}
