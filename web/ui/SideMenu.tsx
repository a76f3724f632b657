import { useId, type MouseEvent, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from './Icon.tsx';
import { IconButton } from './IconButton.tsx';
import { uiMessages } from './messages.ts';
import './SideMenu.css';

export interface SideMenuItem {
  key: string;
  label: string;
  href: string;
  icon?: IconName;
}

export interface SideMenuSection {
  key: string;
  heading?: string;
  items: readonly SideMenuItem[];
}

export interface SideMenuProps {
  isOpen: boolean;
  onClose: () => void;
  sections: readonly SideMenuSection[];
  /** Client-side navigation; modified clicks (new tab, new window) are left to the browser. */
  onNavigate: (href: string) => void;
  /** Marks the matching entry as the current page. */
  currentHref?: string;
  /** Shown at the top of the drawer, e.g. the app name or the signed-in user. */
  header?: ReactNode;
  /** Accessible name of the drawer; defaults to "menu". */
  label?: string;
}

/** A navigation drawer sliding in from the left. */
export function SideMenu({ isOpen, onClose, sections, onNavigate, currentHref, header, label }: SideMenuProps) {
  const intl = useIntl();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onClose();
    onNavigate(href);
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="ui-sidemenu-overlay"
    >
      <Modal className="ui-sidemenu">
        <Dialog aria-label={label ?? intl.formatMessage(uiMessages.menu)} className="ui-sidemenu__dialog">
          <div className="ui-sidemenu__top">
            <div className="ui-sidemenu__header">{header}</div>
            <IconButton icon="close" label={intl.formatMessage(uiMessages.close)} onPress={onClose} />
          </div>
          <nav className="ui-sidemenu__nav">
            {sections.map((section) => (
              <MenuSection key={section.key} section={section} currentHref={currentHref} onClick={handleClick} />
            ))}
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface MenuSectionProps {
  section: SideMenuSection;
  currentHref: string | undefined;
  onClick: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

function MenuSection({ section, currentHref, onClick }: MenuSectionProps) {
  const headingId = useId();
  return (
    <section className="ui-sidemenu__section">
      {section.heading && (
        <h2 id={headingId} className="ui-sidemenu__heading">
          {section.heading}
        </h2>
      )}
      <ul role="list" aria-labelledby={section.heading ? headingId : undefined} className="ui-sidemenu__list">
        {section.items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-current={item.href === currentHref ? 'page' : undefined}
              onClick={(event) => onClick(event, item.href)}
              className="ui-sidemenu__link"
            >
              {item.icon && <Icon name={item.icon} />}
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
