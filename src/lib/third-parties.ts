/**
 * The third parties a deployment may turn on, from its public environment values. With none
 * set the site uses no third party at all: no analytics script, in-house ads only, and
 * feedback as an analytics event plus an issue link.
 */
export interface ThirdPartyConfig {
  /** Google Analytics measurement id (PUBLIC_GA_ID). */
  gaId?: string | undefined;
  /** Ad list JSON for the inline ad (PUBLIC_AD_ENDPOINT). */
  adEndpoint?: string | undefined;
  /** Ad network script that fills the page's ad box (PUBLIC_AD_SCRIPT_URL). */
  adScriptUrl?: string | undefined;
  /** Where feedback is POSTed (PUBLIC_FEEDBACK_URL). */
  feedbackUrl?: string | undefined;
}

const urlVariables = {
  adEndpoint: 'PUBLIC_AD_ENDPOINT',
  adScriptUrl: 'PUBLIC_AD_SCRIPT_URL',
  feedbackUrl: 'PUBLIC_FEEDBACK_URL',
} as const;

function checkedUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}".`);
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`${name} must use https (plain http only on 127.0.0.1 or localhost), got "${value}".`);
  }
  return url.href;
}

/** Reads and checks the configuration; a malformed value is an error naming its variable. */
export function readThirdPartyConfig(env: Record<string, string | boolean | undefined>): ThirdPartyConfig {
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const config: ThirdPartyConfig = {};
  const gaId = text('PUBLIC_GA_ID');
  if (gaId !== undefined) {
    if (!/^G-[A-Z0-9]+$/.test(gaId)) throw new Error(`PUBLIC_GA_ID must look like G-XXXXXXX, got "${gaId}".`);
    config.gaId = gaId;
  }
  for (const [key, name] of Object.entries(urlVariables) as [keyof typeof urlVariables, string][]) {
    const value = text(name);
    if (value !== undefined) config[key] = checkedUrl(name, value);
  }
  return config;
}

export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const GA_COLLECT_ORIGINS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** Origins the enabled third parties load scripts from and talk to, for the CSP. */
export function thirdPartyOrigins(config: ThirdPartyConfig): { script: string[]; connect: string[]; img: string[] } {
  const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  const ga = config.gaId ? [GA_SCRIPT_ORIGIN] : [];
  return {
    script: [...ga, ...origin(config.adScriptUrl)],
    connect: [
      ...(config.gaId ? [GA_SCRIPT_ORIGIN, ...GA_COLLECT_ORIGINS] : []),
      ...origin(config.adEndpoint),
      ...origin(config.feedbackUrl),
    ],
    // Ad images and impression pixels may come from any https host the ad list names.
    img: [...(config.gaId ? GA_COLLECT_ORIGINS : []), ...(config.adEndpoint || config.adScriptUrl ? ['https:'] : [])],
  };
}
