import './license';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import DocsThemeProvider from '../theme/DocsThemeProvider';
import DemoErrorBoundary from './DemoErrorBoundary';
import type { IslandTranslations } from '../../lib/i18n';
import { useIslandStrings } from '../i18n';
import { getDemoComponent } from './registry';
import { DEMO_RESET_EVENT } from './events';

interface Props {
  /** Path of the demo under src/demos, without extension. */
  id: string;
  /** Where the browser imports the demo's module from. */
  url: string;
  lang: string;
  translations: IslandTranslations<'demo.errorTitle' | 'demo.errorReset'>;
  renderScope?: number | undefined;
}

/** Marks the section once the demo itself has hydrated (its chunk arrives after the island's). */
function MarkReady({ rootRef }: { rootRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    rootRef.current?.closest<HTMLElement>('[data-demo]')?.setAttribute('data-demo-ready', '');
  }, [rootRef]);
  return null;
}

/** The demo in the reader's theme, with its error boundary and the toolbar's reset. */
function DemoContent({ id, url, lang, translations, renderScope }: Props) {
  const text = useIslandStrings(translations, lang);
  const strings = { title: text['demo.errorTitle'], reset: text['demo.errorReset'] };
  const [generation, setGeneration] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const Demo = getDemoComponent(id, url);

  useEffect(() => {
    const section = rootRef.current?.closest('[data-demo]');
    if (!section) return;
    const reset = () => setGeneration((value) => value + 1);
    section.addEventListener(DEMO_RESET_EVENT, reset);
    return () => section.removeEventListener(DEMO_RESET_EVENT, reset);
  }, []);

  return (
    <DocsThemeProvider lang={lang} renderScope={renderScope}>
      <div ref={rootRef} className="demo-root">
        <DemoErrorBoundary key={generation} strings={strings} onReset={() => setGeneration((value) => value + 1)}>
          <Demo key={generation} />
          <MarkReady rootRef={rootRef} />
        </DemoErrorBoundary>
      </div>
    </DocsThemeProvider>
  );
}

/**
 * One running demo. In the browser the demo's own chunk arrives after this island's, and
 * until then the island keeps the server's HTML. The boundary is the island's outermost
 * element on purpose: React throws away the server HTML of a boundary still waiting for
 * code as soon as anything above it changes, and the theme provider changes its context
 * right after it mounts. With nothing above the boundary, the demo hydrates in one piece
 * once its chunk is in. The toolbar resets the demo by dispatching `demo-reset` on the
 * demo's section; an error is contained by the error boundary.
 */
export default function DemoIsland(props: Props) {
  return (
    <Suspense fallback={null}>
      <DemoContent {...props} />
    </Suspense>
  );
}
