// The hydration directives of src/integrations/interaction-directives.ts, for type checking.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
    'client:visible-after-idle'?: boolean;
  }
}
