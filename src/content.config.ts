import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from './schemas/docs';

/**
 * One MDX file per page: `src/content/docs/<lang>/<route>.mdx`, for example
 * `docs/en/x/introduction/licensing.mdx` renders at /x/introduction/licensing.
 */
const docs = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/docs' }),
  schema: docsSchema,
});

export const collections = { docs };
