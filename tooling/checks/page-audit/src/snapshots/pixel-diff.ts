// Pixel comparison of two PNG screenshots in Chromium (no image library): both are drawn on
// canvases and their `getImageData` compared. A pixel differs when any channel does; where the
// sizes differ, the area only one image covers counts as differing. The diff image shows the
// differing pixels in red over a faded copy of the second image.
import type { Page } from 'playwright';

export interface PixelDiff {
  differingPixels: number;
  beforeSize: { width: number; height: number };
  afterSize: { width: number; height: number };
  /** The diff image as PNG, when any pixel differs. */
  diffPng?: Buffer;
}

export async function comparePngs(page: Page, before: Buffer, after: Buffer): Promise<PixelDiff> {
  const result = await page.evaluate(
    async ({ beforeUrl, afterUrl }) => {
      const decode = async (url: string) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const a = await decode(beforeUrl);
      const b = await decode(afterUrl);
      const width = Math.max(a.width, b.width);
      const height = Math.max(a.height, b.height);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const out = context.createImageData(width, height);
      let differing = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const o = (y * width + x) * 4;
          const inA = x < a.width && y < a.height;
          const inB = x < b.width && y < b.height;
          const ia = (y * a.width + x) * 4;
          const ib = (y * b.width + x) * 4;
          const same =
            inA &&
            inB &&
            a.data[ia] === b.data[ib] &&
            a.data[ia + 1] === b.data[ib + 1] &&
            a.data[ia + 2] === b.data[ib + 2] &&
            a.data[ia + 3] === b.data[ib + 3];
          if (same) {
            const grey = 255 - (255 - (b.data[ib]! + b.data[ib + 1]! + b.data[ib + 2]!) / 3) * 0.25;
            out.data.set([grey, grey, grey, 255], o);
          } else {
            differing++;
            out.data.set([255, 0, 0, 255], o);
          }
        }
      }
      let diffUrl: string | null = null;
      if (differing > 0) {
        context.putImageData(out, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        }
        diffUrl = btoa(binary);
      }
      return {
        differing,
        beforeSize: { width: a.width, height: a.height },
        afterSize: { width: b.width, height: b.height },
        diffUrl,
      };
    },
    {
      beforeUrl: `data:image/png;base64,${before.toString('base64')}`,
      afterUrl: `data:image/png;base64,${after.toString('base64')}`,
    },
  );
  return {
    differingPixels: result.differing,
    beforeSize: result.beforeSize,
    afterSize: result.afterSize,
    ...(result.diffUrl ? { diffPng: Buffer.from(result.diffUrl, 'base64') } : {}),
  };
}
