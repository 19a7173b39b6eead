// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { siteConfig } from './src/site.config.ts';
import { codeThemes } from './src/lib/code-themes.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { deployFiles } from './src/integrations/deploy-files.ts';

export default defineConfig({
  site: siteConfig.site,
  trailingSlash: 'ignore',
  // The service-worker test serves the built site under a host containing the docs domain.
  server: { allowedHosts: ['.mui.com.test'] },
  build: { format: 'directory' },
  integrations: [react(), mdx(), searchIndex(), deployFiles()],
  markdown: {
    shikiConfig: {
      themes: codeThemes,
      defaultColor: false,
    },
  },
  vite: {
    // Separate caches let several dev servers run side by side (for example one per writer).
    ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
    ssr: { noExternal: ['stylis-plugin-rtl'] },
  },
});
