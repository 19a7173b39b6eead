import { findImports } from './sandbox-dependencies';

/**
 * A demo may import a `.ts` module of its own folder or a parent folder (a fake server that
 * several server-side demos share, say). The page shows each such module under the demo's
 * code, and the sandbox export puts it beside the demo.
 */
export interface LocalModule {
  /** As the demo writes it: `../fakeServer`. */
  specifier: string;
  /** Relative to src/demos, with its extension: `data-grid/server-side-data/fakeServer.ts`. */
  path: string;
  /** The file's name in a sandbox, without extension: `fakeServer`. */
  name: string;
}

/** The local modules a demo imports; throws for one outside src/demos or written with an extension. */
export function localModulesOf(source: string, demoId: string): LocalModule[] {
  const folder = demoId.split('/').slice(0, -1);
  return findImports(source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const parts = [...folder];
      for (const part of specifier.split('/')) {
        if (part === '.') continue;
        if (part === '..') {
          if (parts.length === 0) {
            throw new Error(`The demo ${demoId} imports ${specifier}, which is outside src/demos.`);
          }
          parts.pop();
        } else parts.push(part);
      }
      const name = parts.at(-1) ?? '';
      if (!/^[\w-]+$/.test(name)) {
        throw new Error(
          `The demo ${demoId} imports ${specifier}: a demo imports a module of its folders by name, without extension (../fakeServer).`,
        );
      }
      return { specifier, path: `${parts.join('/')}.ts`, name };
    });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The demo's source with each local import pointing at the module's sandbox file beside it. */
export function withSandboxImports(
  source: string,
  modules: readonly Pick<LocalModule, 'specifier' | 'name'>[],
): string {
  return modules.reduce(
    (text, { specifier, name }) =>
      text.replace(
        new RegExp(`(['"])${escapeRegExp(specifier)}\\1`, 'g'),
        (_, quote: string) => `${quote}./${name}${quote}`,
      ),
    source,
  );
}
