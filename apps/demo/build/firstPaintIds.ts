// Shared by the build plugin (loaded with Vite's config) and the markup (rendered through Vite): no imports.

/** Id of the static frame in `index.html`; the app removes it once React has drawn the real one. */
export const firstPaintId = 'first-paint';

/** Id of the template holding the heading of the page at `path`. */
export const headingTemplateId = (path: string) => `${firstPaintId}-heading:${path}`;

/** The Trusted Types policy through which the loading script starts its `Intl` warm-up worker (see firstPaint.ts). */
export const intlWarmupPolicyName = 'atrium-intl-warmup';
