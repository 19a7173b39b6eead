import { siteHref } from '../lib/site-href';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductVersion } from '../navigation/products';
import type { IslandTranslations } from '../lib/i18n';
import { useIslandStrings } from './i18n';

interface Props {
  versions: ProductVersion[];
  productName: string;
  lang: string;
  translations: IslandTranslations<'appBar.versionsOf'>;
}

/** The app bar's version menu: the current version first, older majors on their own hosts. */
export default function VersionSwitcher({ versions, productName, lang, translations }: Props) {
  const label = useIslandStrings(translations, lang)['appBar.versionsOf'].replace('{name}', productName);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const current = versions.find((version) => version.current) ?? versions[0];

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const position = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (position + 1) % items.length,
      ArrowUp: (position - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    }
  };

  if (!current) return null;
  return (
    <div className="version-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="version-switcher-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${label}: ${current.text}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {current.text}
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M7 10l5 5 5-5" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="version-switcher-menu"
          onKeyDown={onMenuKeyDown}
        >
          {versions.map((version) => (
            <li key={version.text} role="none">
              <a
                role="menuitem"
                href={siteHref(version.href)}
                aria-current={version.current ? 'page' : undefined}
                tabIndex={-1}
              >
                {version.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
