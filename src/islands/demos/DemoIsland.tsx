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

/**
 * One running demo, in the reader's theme. The toolbar resets it by dispatching
 * `demo-reset` on the demo's section; an error is contained by the boundary.
 */
export default function DemoIsland({ id, lang, translations, renderScope }: Props) {
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

  return (
    <DocsThemeProvider lang={lang} renderScope={renderScope}>
      <div ref={rootRef} className="demo-root">
        <DemoErrorBoundary key={generation} strings={strings} onReset={() => setGeneration((value) => value + 1)}>
          <Suspense fallback={null}>
            <Demo key={generation} />
            <MarkReady rootRef={rootRef} />
          </Suspense>
        </DemoErrorBoundary>
      </div>
    </DocsThemeProvider>
  );
}
