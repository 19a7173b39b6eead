interface ImportMetaEnv {
  /** MUI X licence key for the Pro and Premium demos; empty by default. */
  readonly PUBLIC_MUI_X_LICENSE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
