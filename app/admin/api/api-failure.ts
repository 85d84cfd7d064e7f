// What a failed staff call said, for the screens: the server's `{ error: { code, message, fields } }`
// (server/http-error.ts), so a 409 or a field error is shown in the server's words.
import { HTTPError } from 'ky';

export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  /** Per-field messages (`permaLink: already taken`, `publishDate: ...`). */
  fields: Record<string, string>;
}

export async function readFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof HTTPError) {
    const body = (await error.response
      .clone()
      .json()
      .catch(() => null)) as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null;
    return {
      status: error.response.status,
      code: body?.error?.code ?? 'http_error',
      message: body?.error?.message ?? `${error.response.status} ${error.response.statusText}`,
      fields: body?.error?.fields ?? {},
    };
  }
  return { status: 0, code: 'network', message: error instanceof Error ? error.message : String(error), fields: {} };
}
