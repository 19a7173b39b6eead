// Server-rendered islands carry their emotion styles inline, each written once per page by the
// first island that uses it. Astro renders a page's islands concurrently, so that island is
// not always the first in the document: an island above it would lay out unstyled (or without
// the theme's CSS variables) until the parser reached the style, and then shift. Moving the
// styles into the head gives the first paint all of them; emotion looks them up by their
// data-emotion attribute wherever they are, and React's hydration never expected them.

const EMOTION_STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/** Moves every emotion style element of the body to the end of the head, once each, in order. */
export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const styles = new Set<string>();
  const body = html.slice(headEnd).replace(EMOTION_STYLE, (style) => {
    styles.add(style);
    return '';
  });
  if (styles.size === 0) return html;
  return html.slice(0, headEnd) + [...styles].join('') + body;
}
