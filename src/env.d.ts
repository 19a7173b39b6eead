interface ImportMetaEnv {
  /** MUI X licence key for the Pro and Premium demos; empty by default. */
  readonly PUBLIC_MUI_X_LICENSE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Absolute path of the demo-chunk map the client build writes (src/integrations/demo-modules.ts). */
declare const __DEMO_MODULES_FILE__: string;
