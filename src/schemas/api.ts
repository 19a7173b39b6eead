import { z } from 'astro/zod';
import { apiFolders } from '../lib/product-registry';

const prop = z
  .object({
    name: z.string(),
    type: z.string(),
    default: z.string().optional(),
    required: z.boolean(),
    deprecated: z.string().optional(),
    description: z.string(),
    /** A member only a higher plan's package has (the Pro and Premium `GridApi`). */
    plan: z.enum(['pro', 'premium']).optional(),
  })
  .strict();

/** One API reference page, as scripts/generate-api.ts writes it into src/content/api/. */
export const apiSchema = z
  .object({
    generated: z.string(),
    name: z.string(),
    kind: z.enum(['component', 'interface']),
    imports: z.array(z.string()).min(1),
    props: z.array(prop),
    slots: z.array(z.object({ name: z.string(), default: z.string().optional(), description: z.string() }).strict()),
    classes: z.array(
      z
        .object({ key: z.string(), className: z.string(), description: z.string(), deprecated: z.string().optional() })
        .strict(),
    ),
    source: z.string(),
    description: z.string(),
    forwardsRef: z.boolean(),
    product: z.enum(apiFolders),
    pathname: z.string().startsWith('/'),
    plan: z.enum(['pro', 'premium']).optional(),
    packageName: z.string(),
    packageVersion: z.string(),
  })
  .strict();

export type ApiData = z.infer<typeof apiSchema>;
