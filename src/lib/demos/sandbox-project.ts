import { withSandboxImports } from './local-modules';

/** What the generated entry file imports besides the demo (see `src/main` below). */
export const SANDBOX_ENTRY_IMPORTS = ['react', 'react-dom/client', '@mui/material/styles'] as const;

export interface SandboxProjectInput {
  title: string;
  /** The demo's source, in the language given by `variant`. */
  source: string;
  variant: 'TS' | 'JS';
  /** The local modules the demo imports (see local-modules.ts), in the same language. */
  modules?: readonly { specifier: string; name: string; source: string }[];
  dependencies: Readonly<Record<string, string>>;
  /** Versions of the build tools the project uses. */
  toolVersions?: Readonly<Record<string, string>>;
}

const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

const DEFAULT_TOOLS: Record<string, string> = {
  vite: '^6.0.0',
  '@vitejs/plugin-react': '^4.3.0',
  typescript: '^5.6.0',
  '@types/react': '^19.0.0',
  '@types/react-dom': '^19.0.0',
};

/**
 * The files of a Vite project that runs one demo, for StackBlitz and CodeSandbox:
 * package.json with the demo's exact dependencies, index.html, the entry, the demo and the
 * local modules it imports.
 */
export function sandboxFiles({
  title,
  source,
  variant,
  modules = [],
  dependencies,
  toolVersions = DEFAULT_TOOLS,
}: SandboxProjectInput): Record<string, string> {
  const ts = variant === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  const devDependencies: Record<string, string> = {
    vite: toolVersions.vite ?? DEFAULT_TOOLS.vite!,
    '@vitejs/plugin-react': toolVersions['@vitejs/plugin-react'] ?? DEFAULT_TOOLS['@vitejs/plugin-react']!,
  };
  if (ts) {
    for (const name of ['typescript', '@types/react', '@types/react-dom']) {
      devDependencies[name] = toolVersions[name] ?? DEFAULT_TOOLS[name]!;
    }
  }
  const packageJson = {
    name:
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'demo',
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      `    <title>${title.replace(/</g, '&lt;')}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/main.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
    [`src/main.${ext}`]: [
      "import * as React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { StyledEngineProvider } from '@mui/material/styles';",
      "import Demo from './Demo';",
      '',
      `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <StyledEngineProvider injectFirst>',
      '      <Demo />',
      '    </StyledEngineProvider>',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [`src/Demo.${ext}`]: withNewline(withSandboxImports(source, modules)),
  };
  for (const module of modules) files[`src/${module.name}.${ts ? 'ts' : 'js'}`] = withNewline(module.source);
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return files;
}
