import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import CodeIcon from '@mui/icons-material/Code';
import CodeOffIcon from '@mui/icons-material/CodeOff';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import RefreshIcon from '@mui/icons-material/Refresh';
import BoltIcon from '@mui/icons-material/Bolt';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { CodeVariant } from '../../lib/preferences';
import DocsThemeProvider from '../theme/DocsThemeProvider';
import { useDocsTheme } from '../theme/context';
import { copyText } from '../clipboard';
import { DEMO_RESET_EVENT } from './events';
import { openInCodeSandbox, openInStackBlitz } from './sandbox';
import type { IslandTranslations } from '../../lib/i18n';
import { useIslandStrings } from '../i18n';
import type { DemoToolbarKey, DemoToolbarStrings } from './strings';

export const COPY_FEEDBACK_MS = 2000;

interface Props {
  /** The demo's name: its anchor, and the title of its sandbox. */
  name: string;
  /** Whether a TypeScript source exists (the JavaScript one is generated from it). */
  hasTypeScript: boolean;
  defaultCodeOpen: boolean;
  dependencies: Record<string, string>;
  /** The demo's TypeScript file in this site's repository; none when no repository is set. */
  sourceUrl?: string | undefined;
  lang: string;
  translations: IslandTranslations<DemoToolbarKey>;
  /** The page render on the server, shared with the demo (see DocsThemeProvider). */
  renderScope?: number | undefined;
}

function useSection(ref: React.RefObject<HTMLElement | null>) {
  return useCallback(() => ref.current?.closest<HTMLElement>('[data-demo]') ?? null, [ref]);
}

/** The source text shown for a variant, from the highlighted blocks in the page. */
function sourceText(section: HTMLElement, variant: CodeVariant, styling: string): string {
  const block =
    section.querySelector(`.demo-code [data-styling="${styling}"]`) ??
    section.querySelector('.demo-code [data-styling="MUI System"]');
  return block?.querySelector(`[data-variant="${variant}"] pre`)?.textContent ?? '';
}

/**
 * The local modules the demo imports (see local-modules.ts), in one variant. Each module's
 * source is shown once per page, under the first demo that imports it.
 */
function moduleSources(section: HTMLElement, variant: CodeVariant) {
  return [...section.querySelectorAll<HTMLElement>('.demo-code [data-module-path]')].map((element) => {
    const shown = document.querySelector(
      `.demo-module[data-module-path="${CSS.escape(element.dataset.modulePath ?? '')}"]`,
    );
    return {
      name: element.dataset.moduleName ?? '',
      specifier: element.dataset.specifier ?? '',
      source: shown?.querySelector(`[data-variant="${variant}"] pre`)?.textContent ?? '',
    };
  });
}

function Toolbar({
  name,
  hasTypeScript,
  defaultCodeOpen,
  dependencies,
  sourceUrl,
  strings,
}: Omit<Props, 'lang' | 'translations'> & { strings: DemoToolbarStrings }) {
  const { preferences, dispatch } = useDocsTheme();
  const variant: CodeVariant = hasTypeScript ? preferences.codeVariant : 'JS';
  const [codeOpen, setCodeOpen] = useState(defaultCodeOpen);
  const [copied, setCopied] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const getSection = useSection(toolbarRef);
  const codeId = `${name}-code`;

  // The code panel and the short preview are server-rendered beside the toolbar.
  useEffect(() => {
    const section = getSection();
    if (!section) return;
    section.querySelector<HTMLElement>('.demo-code')?.toggleAttribute('hidden', !codeOpen);
    section.querySelector<HTMLElement>('.demo-preview')?.toggleAttribute('hidden', codeOpen);
  }, [codeOpen, getSection]);

  // #Name.js and #Name.tsx open the code in that language.
  useEffect(() => {
    const follow = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const requested = hash === `${name}.js` ? 'JS' : hash === `${name}.tsx` ? 'TS' : undefined;
      if (!requested) return;
      dispatch({ type: 'SET_CODE_VARIANT', payload: requested });
      setCodeOpen(true);
      getSection()?.scrollIntoView();
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
    // Only the demo's name decides which hashes are ours.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  // One tab stop for the whole toolbar; arrow keys move within it.
  const items = () => [...(toolbarRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])];
  useEffect(() => {
    items().forEach((item, index) => item.setAttribute('tabindex', index === 0 ? '0' : '-1'));
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (current === -1) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? (current + 1) % list.length
        : event.key === backward
          ? (current - 1 + list.length) % list.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? list.length - 1
              : -1;
    if (target === -1) return;
    event.preventDefault();
    list.forEach((item, index) => item.setAttribute('tabindex', index === target ? '0' : '-1'));
    list[target]?.focus();
  };

  const currentSource = () => {
    const section = getSection();
    return section ? sourceText(section, variant, preferences.codeStyling) : '';
  };

  const copySource = async () => {
    await copyText(currentSource());
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  const project = () => {
    const section = getSection();
    const modules = section ? moduleSources(section, variant) : [];
    return { title: name, source: currentSource(), variant, modules, dependencies };
  };

  const copyLink = async (extension: 'js' | 'tsx') => {
    setMenuAnchor(null);
    const url = new URL(window.location.href);
    url.hash = `${name}.${extension}`;
    await copyText(url.href);
  };

  const copyLabel = copied ? strings['demo.copied'] : strings['demo.copy'];

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={`${strings['demo.toolbar']}: ${name}`}
      className="demo-toolbar"
      onKeyDown={onKeyDown}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        aria-label={strings['demo.codeLanguage']}
        onChange={(_, payload: CodeVariant | null) => {
          if (!payload) return;
          dispatch({ type: 'SET_CODE_VARIANT', payload });
          setCodeOpen(true);
        }}
        sx={{ '& .MuiToggleButton-root': { px: 1, py: 0.25, fontSize: 12, fontWeight: 600 } }}
      >
        <ToggleButton value="JS" aria-label="JS: JavaScript">
          JS
        </ToggleButton>
        <ToggleButton
          value="TS"
          aria-label="TS: TypeScript"
          disabled={!hasTypeScript}
          title={hasTypeScript ? undefined : strings['demo.tsUnavailable']}
        >
          TS
        </ToggleButton>
      </ToggleButtonGroup>
      <div className="demo-toolbar-spacer" />
      <Tooltip title={codeOpen ? strings['demo.hideSource'] : strings['demo.showSource']}>
        <IconButton
          size="small"
          aria-label={codeOpen ? strings['demo.hideSource'] : strings['demo.showSource']}
          aria-expanded={codeOpen}
          aria-controls={codeId}
          onClick={() => setCodeOpen((open) => !open)}
        >
          {codeOpen ? <CodeOffIcon fontSize="small" /> : <CodeIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={copied ? strings['demo.copied'] : strings['demo.copySource']}>
        <IconButton
          size="small"
          aria-label={copyLabel}
          data-copy-state={copied ? 'copied' : 'idle'}
          onClick={copySource}
        >
          {copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={strings['demo.stackblitz']}>
        <IconButton size="small" aria-label={strings['demo.stackblitz']} onClick={() => openInStackBlitz(project())}>
          <BoltIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={strings['demo.codesandbox']}>
        <IconButton size="small" aria-label={strings['demo.codesandbox']} onClick={() => openInCodeSandbox(project())}>
          <ViewInArOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={strings['demo.reset']}>
        <IconButton
          size="small"
          aria-label={strings['demo.reset']}
          onClick={() => getSection()?.dispatchEvent(new Event(DEMO_RESET_EVENT))}
        >
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={strings['demo.more']}>
        <IconButton
          size="small"
          aria-label={strings['demo.more']}
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {sourceUrl && [
          <MenuItem key="source" component="a" href={sourceUrl} onClick={() => setMenuAnchor(null)}>
            {strings['demo.viewSource']}
          </MenuItem>,
          <Divider key="divider" />,
        ]}
        <MenuItem onClick={() => copyLink('js')}>{strings['demo.copyJsLink']}</MenuItem>
        <MenuItem onClick={() => copyLink('tsx')} disabled={!hasTypeScript}>
          {strings['demo.copyTsLink']}
        </MenuItem>
      </Menu>
    </div>
  );
}

/** The toolbar under a demo: code language, show / hide, copy, sandboxes, reset, links. */
export default function DemoToolbar({ lang, translations, renderScope, ...props }: Props) {
  const strings = useIslandStrings(translations, lang);
  return (
    <DocsThemeProvider lang={lang} renderScope={renderScope}>
      <Toolbar {...props} strings={strings} />
    </DocsThemeProvider>
  );
}
