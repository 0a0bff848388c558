// The share image of a site as PNG, rendered once per site and process by resvg (WebAssembly:
// no native addon, no system fonts). The WebAssembly module and the Inter fonts are inlined
// into the server build as base64 (`?base64`, see ../../build-time/vite-base64.ts), so the built server needs
// no file beside it. Import this module lazily (await import()): it is large, and only the
// share-image route needs it.
// Packages that import this module see its ambient declarations through the reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../build-time/base64-files.d.ts" />
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import wasmBase64 from '@resvg/resvg-wasm/index_bg.wasm?base64';
import boldBase64 from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?base64';
import regularBase64 from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?base64';
import type { SiteConfig } from '@journals/site-config';
import { shareImageSvg } from './share-image-svg.ts';

function bytesOf(base64: string): Uint8Array {
  return Buffer.from(base64, 'base64');
}

let ready: Promise<void> | null = null;
const images = new Map<string, Uint8Array>();

export async function shareImagePng(site: SiteConfig): Promise<Uint8Array> {
  const cached = images.get(site.id);
  if (cached) return cached;
  ready ??= initWasm(bytesOf(wasmBase64));
  await ready;
  const png = new Resvg(shareImageSvg(site), {
    font: {
      fontBuffers: [bytesOf(boldBase64), bytesOf(regularBase64)],
      defaultFontFamily: 'Inter',
      loadSystemFonts: false,
    },
  })
    .render()
    .asPng();
  images.set(site.id, png);
  return png;
}
