import { defineMiddleware } from 'astro:middleware';
import { hoistEmotionStyles } from './lib/html/hoist-styles';

/** Every HTML page leaves the renderer with its islands' styles in the head. */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(hoistEmotionStyles(await response.text()), response);
});
