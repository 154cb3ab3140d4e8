// Shared by the build plugin (loaded with Vite's config) and the markup (rendered through Vite): no imports.

/** Id of the static frame in `index.html`; the app removes it once React has drawn the real one. */
export const firstPaintId = 'first-paint';

/** Id of the template holding the heading of the page at `path`. */
export const headingTemplateId = (path: string) => `${firstPaintId}-heading:${path}`;
