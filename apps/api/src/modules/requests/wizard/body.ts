import { MESSAGES, requestBodySchema, type RequestBody } from '@portal/shared';
import { badRequest } from '../../../platform/errors';
import { assertCleanText } from '../../../platform/input-guards';
import type { MultipartBody } from '../../../platform/multipart-body';

/**
 * The request body of the wizard's calls: multipart (spec section 7) or JSON. Multipart fields
 * arrive as text (repeated fields become a list); files are not part of these calls (each file
 * goes through its document step), so a file part is refused. `json` is the body a JSON call sent.
 */
export async function readRequestBody(multipart: MultipartBody, json: unknown): Promise<RequestBody> {
  let raw: unknown = json;
  if (multipart.isMultipart) {
    const fields: Record<string, unknown> = {};
    for await (const part of multipart.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest(MESSAGES.badRequest, { [part.fieldname]: MESSAGES.badRequest });
      }
      const key = part.fieldname.replace(/\[\]$/, '');
      const value = part.value;
      assertCleanText(key, String(value ?? ''));
      const prev = fields[key];
      fields[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    raw = fields;
  }
  return parseRequestBody(raw);
}

export function parseRequestBody(raw: unknown): RequestBody {
  const parsed = requestBodySchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    if (!fields[key]) fields[key] = issue.message;
  }
  throw badRequest(Object.values(fields)[0] ?? MESSAGES.badRequest, fields);
}
