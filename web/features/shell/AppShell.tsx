import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { AppBar, IconButton, SideMenu, type SideMenuSection, uiMessages, useAlert } from '../../ui/index.ts';
import { useLogout } from '../auth/useLogout.ts';
import { LanguagePicker } from '../i18n/LanguagePicker.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { atLoginPath } from '../site/site.ts';
import { useSite } from '../site/SiteProvider.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { menuFor } from './menus.ts';
import { shellMessages } from './messages.ts';
import { useAppNavigate } from './navigation.ts';
import './AppShell.css';

/** Opened by `?force_login=1` or at the site's login path (LOGIN_PATH, SUBDOMAIN_LOGIN_PATH): its forms are not part of the first load. */
const LoginScreen = lazy(() => import('../auth/LoginScreen.tsx').then((module) => ({ default: module.LoginScreen })));

/** Alerts once when a stored or requested language is unknown ('Misconfiguration for language'). */
function useLanguageMisconfigurationAlert() {
  const { misconfigured, clearMisconfigured } = useLocale();
  const alert = useAlert();
  const intl = useIntl();
  useEffect(() => {
    if (misconfigured === null) return;
    clearMisconfigured();
    void alert({ message: intl.formatMessage(shellMessages.languageMisconfigured, { language: misconfigured }) });
  }, [misconfigured, clearMisconfigured, alert, intl]);
}

export function AppShell() {
  const intl = useIntl();
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const logout = useLogout();
  const [params] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  useLanguageMisconfigurationAlert();

  const sections: SideMenuSection[] = menuFor(viewer.role).map((section) => ({
    key: section.key,
    heading: section.heading && intl.formatMessage(section.heading),
    items: section.entries.map((entry) => ({ key: entry.key, label: intl.formatMessage(entry.label), href: entry.href, icon: entry.icon })),
  }));
  const onNavigate = (href: string) => {
    setMenuOpen(false);
    if (href === '/logout') logout();
    else appNavigate(href);
  };
  const site = useSite();
  const showLogin = viewer.isGuest && (params.get('force_login') === '1' || atLoginPath(site.loginPath, location.pathname, location.search));
  const canGoBack = location.key !== 'default' && location.pathname !== '/';

  return (
    <div className="app-shell">
      <AppBar
        title={
          // The app's name leads home; the header has no room for a home button beside search, language, bell and mail at 390 px.
          <Link to="/" className="app-shell__home" aria-label={`${intl.formatMessage(shellMessages.appName)} – ${intl.formatMessage(shellMessages.home)}`}>
            {intl.formatMessage(shellMessages.appName)}
          </Link>
        }
        left={
          <>
            <IconButton icon="menu" label={intl.formatMessage(shellMessages.openMenu)} onPress={() => setMenuOpen(true)} />
            {canGoBack && <IconButton icon="back" label={intl.formatMessage(shellMessages.back)} onPress={() => void navigate(-1)} />}
          </>
        }
        right={
          <>
            <IconButton icon="search" label={intl.formatMessage(shellMessages.search)} onPress={() => appNavigate('/search/')} />
            <LanguagePicker />
            {!viewer.isGuest && (
              <>
                <IconButton
                  icon="bell"
                  badge={viewer.notificationCount}
                  label={intl.formatMessage(shellMessages.notifications, { count: viewer.notificationCount })}
                  onPress={() => appNavigate('/notification/')}
                />
                <IconButton
                  icon="mail"
                  badge={viewer.messageCount}
                  label={intl.formatMessage(shellMessages.messages, { count: viewer.messageCount })}
                  onPress={() => appNavigate('/message/')}
                />
              </>
            )}
          </>
        }
      />
      <SideMenu
        isOpen={menuOpen}
        onClose={() => setMenuOpen(false)}
        sections={sections}
        onNavigate={onNavigate}
        currentHref={location.pathname}
        label={intl.formatMessage(uiMessages.menu)}
        header={
          <div className="app-shell__menu-header">
            <span className="app-shell__brand">{intl.formatMessage(shellMessages.appName)}</span>
            <span className="app-shell__who">
              {viewer.isGuest ? intl.formatMessage(shellMessages.guest) : intl.formatMessage(shellMessages.signedInAs, { name: viewer.displayName })}
            </span>
          </div>
        }
      />
      <main className="app-shell__main">
        <AppRoutes />
      </main>
      {showLogin && (
        <Suspense fallback={null}>
          <LoginScreen onClose={() => void navigate('/', { replace: true })} />
        </Suspense>
      )}
    </div>
  );
}
