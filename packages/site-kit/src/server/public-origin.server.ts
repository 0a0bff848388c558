// The origin readers see: behind nginx, from X-Forwarded-Proto / X-Forwarded-Host.
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = forwardedHost && /^[a-z0-9.:[\]-]+$/i.test(forwardedHost) ? forwardedHost : url.host;
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : url.protocol.slice(0, -1);
  return `${protocol}://${host}`;
}
