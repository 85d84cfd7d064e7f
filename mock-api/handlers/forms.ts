// The two public forms: 201 with the new id on a complete body, 400 'Please fill in all fields'
// (with the empty fields) otherwise, as the real server answers.
import { http, HttpResponse } from 'msw';
import type { ApiError, CreatedRequest } from '../../schemas/api';
import { api } from './paths';

export const formPaths = {
  contactRequests: api('contactrequests'),
  contentRemovalRequests: api('contentremovalrequests'),
} as const;

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
const REMOVAL_FIELDS = ['user_name', 'email', 'content_update_url', 'reason'] as const;

let nextId = 1;

const accept = (fields: readonly string[]) =>
  async ({ request }: { request: Request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const missing = fields.filter((field) => typeof body?.[field] !== 'string' || !(body[field] as string).trim());
    if (missing.length > 0) {
      return HttpResponse.json<ApiError>(
        {
          error: {
            code: 'validation_failed',
            message: 'Please fill in all fields',
            fields: Object.fromEntries(missing.map((field) => [field, `${field} is required`])),
          },
        },
        { status: 400 },
      );
    }
    const data: CreatedRequest = { id: nextId++ };
    return HttpResponse.json({ data }, { status: 201 });
  };

export const formsHandlers = [
  http.post(formPaths.contactRequests, accept(CONTACT_FIELDS)),
  http.post(formPaths.contentRemovalRequests, accept(REMOVAL_FIELDS)),
];
