import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/**
 * One MDX file per page: `src/content/docs/<lang>/<route>.mdx`, for example
 * `docs/en/x/introduction/licensing.mdx` renders at /x/introduction/licensing.
 */
export const docsSchema = z
  .object({
    title: z.string().trim().min(1, 'the page title cannot be empty'),
    description: z
      .string()
      .trim()
      .min(30, 'write one full sentence (30 characters at least)')
      .max(200, 'keep it to one sentence of at most 200 characters')
      .refine((text) => /[.!?。！？]$/.test(text), 'end the sentence with a full stop'),
    /** Hide the table of contents (for short pages). */
    hideToc: z.boolean().optional(),
  })
  .strict();

const docs = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/docs' }),
  schema: docsSchema,
});

export const collections = { docs };
