import { readThirdPartyConfig } from './lib/third-parties';

/** The third parties this build uses, from PUBLIC_* environment values (none by default). */
export const thirdParties = readThirdPartyConfig(import.meta.env);
