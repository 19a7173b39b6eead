import { z } from 'astro/zod';

/** Frontmatter of a documentation page. Unknown fields are errors, so typos surface. */
export const docsSchema = z
  .object({
    title: z.string().trim().min(1, 'the page title cannot be empty'),
    /** One sentence: the meta description and the search excerpt. */
    description: z
      .string()
      .trim()
      .max(200, 'keep it to one sentence of at most 200 characters')
      .refine(
        // Chinese says in 12 characters what English says in 30.
        (text) => text.length >= (/[\u4e00-\u9fff]/.test(text) ? 12 : 30),
        'write one full sentence (30 characters at least, 12 in Chinese)',
      )
      .refine((text) => /[.!?。！？]$/.test(text), 'end the sentence with a full stop'),
    /** Hide the table of contents (for short pages). */
    hideToc: z.boolean().optional(),
  })
  .strict();

export type DocsFrontmatter = z.infer<typeof docsSchema>;
