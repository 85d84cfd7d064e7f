// The error every layer of the server throws for an HTTP answer: routers, authentication, payments.
// app.ts turns it into `{ error: { code, message, fields? } }` with its status. Kept apart from
// server/api so auth/ and payments/ can throw it without importing the routers' helpers.
export class HttpError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
