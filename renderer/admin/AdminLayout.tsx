import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Icon, Menu, MenuDivider, MenuItem, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toLanguage, type Language } from '../../common/languages';
import { canPublish, type Role } from '../../common/roles';
import { changeLanguage } from '../i18n/setup';
import { rememberAdminLanguage, storedAdminLanguage } from './shell/admin-language';
import { sessionQueries, useSignOut } from './session/queries';
import { LanguageSelect } from '../components/LanguageSelect';
import { ADMIN_NAMESPACE } from '../i18n/admin-i18n';
import { FollowerBanner } from './library/FollowerBanner';
import { PendingRestoreBanner } from './backups/PendingRestoreBanner';
import { leaveWith } from './shell/leave-guard';

const forAdmins = (role: Role) => role === 'admin';

/** The menu; an item with `shownTo` is left out for other roles (and AdminApp guards its page). */
const NAV_ITEMS: { path: string; key: string; icon: IconName; shownTo?: (role: Role) => boolean }[] = [
  { path: '/admin/dashboard', key: 'nav.dashboard', icon: 'dashboard' },
  { path: '/admin/categories', key: 'nav.categories', icon: 'folder-close' },
  { path: '/admin/instructions', key: 'nav.instructions', icon: 'document' },
  { path: '/admin/translations', key: 'nav.translations', icon: 'translate' },
  { path: '/admin/article-numbers', key: 'nav.articleNumbers', icon: 'barcode', shownTo: forAdmins },
  { path: '/admin/media-gallery', key: 'nav.mediaGallery', icon: 'media' },
  { path: '/admin/missed-lookups', key: 'nav.missedLookups', icon: 'search-template' },
  { path: '/admin/feedback', key: 'nav.feedback', icon: 'comment' },
  { path: '/admin/library/publish', key: 'nav.publishLibrary', icon: 'export', shownTo: canPublish },
  { path: '/admin/library/updates', key: 'nav.libraryUpdates', icon: 'import', shownTo: forAdmins },
  { path: '/admin/fleet', key: 'nav.fleet', icon: 'desktop', shownTo: forAdmins },
  { path: '/admin/users', key: 'nav.users', icon: 'people', shownTo: forAdmins },
  { path: '/admin/backups', key: 'nav.backups', icon: 'floppy-disk', shownTo: forAdmins },
  { path: '/admin/about', key: 'nav.about', icon: 'info-sign', shownTo: forAdmins },
];

export function AdminLayout() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useQuery(sessionQueries.currentUser()).data;
  // Until the role is known the menu shows only what every role may open.
  const navItems = NAV_ITEMS.filter((item) => !item.shownTo || (user ? item.shownTo(user.role) : false));
  const signOut = useSignOut();
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Only a narrow screen hides the navigation behind the menu button (admin.css); wider ones ignore
  // it. The menu is open on the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  // A reload starts i18next in the default language; the admin's own choice comes back here.
  useEffect(() => {
    const stored = storedAdminLanguage();
    if (stored) changeLanguage(stored);
  }, []);

  function chooseLanguage(language: Language) {
    rememberAdminLanguage(language);
    changeLanguage(language);
  }

  // The links keep their href so they can be opened in a new tab; a plain click stays in the app.
  function follow(path: string) {
    return (event: MouseEvent) => {
      event.preventDefault();
      // From the phone's menu, which closes, the keyboard goes on in the page rather than nowhere.
      const fromMenu = menuOpen;
      leaveWith(() => {
        setMenuOpenOn(null);
        void navigate(path);
        if (fromMenu) main.current?.focus();
      });
    };
  }

  function skipToMain(event: MouseEvent) {
    event.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView();
  }

  function closeMenuOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpenOn(null);
    menuButton.current?.focus();
  }

  async function logout() {
    await signOut.mutateAsync().catch(() => undefined);
    void navigate('/auth');
  }

  return (
    <div className="admin-layout">
      <a className="skip-link" href="#admin-main" onClick={skipToMain}>
        {t('nav.skipToMain')}
      </a>
      <aside className={menuOpen ? 'admin-sidebar is-open' : 'admin-sidebar'} onKeyDown={closeMenuOnEscape}>
        <div className="admin-sidebar-top">
          <div className="admin-brand">{t('nav.brand')}</div>
          <Button
            ref={menuButton}
            className="admin-menu-button"
            variant="minimal"
            icon={menuOpen ? 'cross' : 'menu'}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar-body"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {t('nav.menu')}
          </Button>
        </div>
        <div className="admin-sidebar-body" id="admin-sidebar-body">
          <Menu className="admin-menu" aria-label={t('nav.label')}>
            {navItems.map((item) => (
              <MenuItem
                key={item.path}
                icon={item.icon}
                text={t(item.key)}
                href={item.path}
                active={
                  pathname === item.path ||
                  (pathname === '/admin' && item.path === '/admin/dashboard') ||
                  pathname.startsWith(`${item.path}/`)
                }
                onClick={follow(item.path)}
              />
            ))}
            <MenuDivider />
            <MenuItem icon="globe" text={t('nav.viewPublicSite')} href="/" onClick={follow('/')} />
          </Menu>
          <LanguageSelect value={toLanguage(i18n.language)} onChange={chooseLanguage} fill />
          <div className="admin-user">
            <Icon icon="user" />
            <span className="admin-username" title={user?.username}>
              {user?.username}
              {user ? <span className="admin-user-role">{t(`roles.${user.role}`)}</span> : null}
            </span>
            <Button variant="minimal" icon="log-out" onClick={() => leaveWith(() => void logout())}>
              {t('nav.logout')}
            </Button>
          </div>
        </div>
      </aside>
      <main className="admin-main" id="admin-main" ref={main} tabIndex={-1}>
        <FollowerBanner />
        {user ? <PendingRestoreBanner key={pathname} role={user.role} /> : null}
        <Outlet />
      </main>
    </div>
  );
}
