// A form post's fields: only the content types an HTML form sends, at most `maxBytes` of body.
// Anything else is the sender's mistake and answers 4xx (415, 413, 400), never a 500.
import { data } from 'react-router';
import { BodyTooLarge, mediaType, readBodyLimited } from './request-body.server.ts';

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export async function readFormBody(request: Request, maxBytes = 32 * 1024): Promise<FormData> {
  if (!formTypes.has(mediaType(request))) {
    throw data('Send the form as application/x-www-form-urlencoded or multipart/form-data.', {
      status: 415,
    });
  }
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyLimited(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      throw data(`The form is larger than ${maxBytes} bytes.`, { status: 413 });
    }
    throw error;
  }
  try {
    return await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw data('The form could not be read.', { status: 400 });
  }
}
