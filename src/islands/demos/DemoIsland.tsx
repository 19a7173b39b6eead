import './license';
import { Suspense, startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import DocsThemeProvider from '../theme/DocsThemeProvider';
import DemoErrorBoundary from './DemoErrorBoundary';
import type { IslandTranslations } from '../../lib/i18n';
import { useIslandStrings } from '../i18n';
import { getDemoComponent, preloadDemo } from './registry';
import { DEMO_RESET_EVENT } from './events';

interface Props {
  /** Path of the demo under src/demos, without extension. */
  id: string;
  lang: string;
  translations: IslandTranslations<'demo.errorTitle' | 'demo.errorReset'>;
  renderScope?: number | undefined;
  /**
   * Render the demo in the browser instead of hydrating it: for demos whose server HTML is
   * only a frame, like the DataGrid's (it renders nothing until it has measured itself).
   */
  clientRender?: boolean | undefined;
}

/** Marks the section once the demo itself has hydrated (its chunk arrives after the island's). */
function MarkReady({ rootRef }: { rootRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    rootRef.current?.closest<HTMLElement>('[data-demo]')?.setAttribute('data-demo-ready', '');
  }, [rootRef]);
  return null;
}

/**
 * Keeps the server's HTML of the demo through hydration, then renders the demo in a transition
 * once its code is in. Hydrated, the DataGrid re-renders synchronously as soon as it learns it
 * is in a browser: one task of several hundred milliseconds on a phone. Rendered in a
 * transition, React splits that work into short slices and only the commit is one task.
 */
function RenderedInBrowser({ id, children }: { id: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void preloadDemo(id).then(() => {
      if (!cancelled) startTransition(() => setReady(true));
    });
    return () => {
      cancelled = true;
    };
  }, [id]);
  if (ready) return children;
  if (typeof window === 'undefined') return <div className="demo-server-html">{children}</div>;
  // Adopts the server's markup as it is; React neither checks nor replaces it.
  return <div className="demo-server-html" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/**
 * One running demo, in the reader's theme. The toolbar resets it by dispatching
 * `demo-reset` on the demo's section; an error is contained by the boundary.
 */
export default function DemoIsland({ id, lang, translations, renderScope, clientRender = false }: Props) {
  const text = useIslandStrings(translations, lang);
  const strings = { title: text['demo.errorTitle'], reset: text['demo.errorReset'] };
  const [generation, setGeneration] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const Demo = getDemoComponent(id);

  useEffect(() => {
    const section = rootRef.current?.closest('[data-demo]');
    if (!section) return;
    const reset = () => setGeneration((value) => value + 1);
    section.addEventListener(DEMO_RESET_EVENT, reset);
    return () => section.removeEventListener(DEMO_RESET_EVENT, reset);
  }, []);

  const demo = (
    <DemoErrorBoundary key={generation} strings={strings} onReset={() => setGeneration((value) => value + 1)}>
      <Suspense fallback={null}>
        <Demo key={generation} />
        <MarkReady rootRef={rootRef} />
      </Suspense>
    </DemoErrorBoundary>
  );

  return (
    <DocsThemeProvider lang={lang} renderScope={renderScope}>
      <div ref={rootRef} className="demo-root">
        {clientRender ? <RenderedInBrowser id={id}>{demo}</RenderedInBrowser> : demo}
      </div>
    </DocsThemeProvider>
  );
}
