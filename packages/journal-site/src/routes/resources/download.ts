// Resource route /downloads/:file: the manuscript template (.docx) and copyright form (.pdf).
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { downloadFile } from '../../server/downloads/index.server.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const file = downloadFile(site, params.file ?? '');
  if (!file) throw new Response('Not Found', { status: 404 });
  const { body, contentType, fileName } = await file;
  return new Response(Buffer.from(body), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
