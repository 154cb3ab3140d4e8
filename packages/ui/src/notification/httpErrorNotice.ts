/** What a failed HTTP request tells the notifier (a `Response` fits, with the body read as text). */
export interface HttpErrorInput {
  status: number;
  statusText?: string;
  /** Response body: text is shown as is, anything else as JSON. */
  body?: unknown;
  /** Replaces the title built from status and status text. */
  title?: string;
}

/** Longest body shown; a server's full HTML error page would otherwise fill the screen. */
export const httpErrorBodyLimit = 400;

/** Title of the HTTP error box: the status code and status text. */
export function httpErrorTitle({ status, statusText, title }: HttpErrorInput): string {
  if (title) return title;
  const parts = [status > 0 ? String(status) : '', statusText?.trim() ?? ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Request failed';
}

/** Content of the HTTP error box: the response body as readable text, cut at {@link httpErrorBodyLimit}. */
export function httpErrorContent(body: unknown): string {
  const text = bodyText(body).trim();
  return text.length > httpErrorBodyLimit ? `${text.slice(0, httpErrorBodyLimit - 1)}…` : text;
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body) ?? String(body);
  } catch {
    // Circular or otherwise unserialisable bodies still say something.
    return String(body);
  }
}
