import type { AstroIntegration } from 'astro';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { demoIdOfFile, type DemoModuleUrls } from '../lib/demos/demo-modules';

/**
 * Emits every demo under src/demos as its own chunk of the client build and writes the map of
 * demo ids to chunk URLs to `<cacheDir>/demo-modules.json`, which the pages read when they are
 * rendered (after the client build). See src/lib/demos/demo-modules.ts.
 */
export function demoModules(): AstroIntegration {
  let demosFolder = '';
  let mapFile = '';
  return {
    name: 'docs-demo-modules',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        demosFolder = fileURLToPath(new URL('src/demos/', config.root));
        mapFile = fileURLToPath(new URL('demo-modules.json', config.cacheDir));
        updateConfig({ vite: { define: { __DEMO_MODULES_FILE__: JSON.stringify(mapFile) } } });
      },
      'astro:build:setup': ({ target, updateConfig }) => {
        if (target === 'client') updateConfig({ plugins: [emitDemoChunks(demosFolder, mapFile)] });
      },
    },
  };
}

function emitDemoChunks(demosFolder: string, mapFile: string): Plugin {
  const references = new Map<string, string>();
  return {
    name: 'docs-demo-chunks',
    buildStart() {
      references.clear();
      for (const file of readdirSync(demosFolder, { recursive: true, encoding: 'utf8' })) {
        const id = demoIdOfFile(file);
        if (!id) continue;
        const name = path.basename(id);
        references.set(id, this.emitFile({ type: 'chunk', id: path.join(demosFolder, file), name }));
      }
    },
    generateBundle() {
      const urls: DemoModuleUrls = {};
      for (const [id, reference] of references) urls[id] = this.getFileName(reference);
      mkdirSync(path.dirname(mapFile), { recursive: true });
      writeFileSync(mapFile, JSON.stringify(urls));
    },
  };
}
