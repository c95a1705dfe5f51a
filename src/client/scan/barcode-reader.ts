import type { ReadResult } from 'zxing-wasm/reader';

/** Reads barcodes from one video frame: the texts found, in the order found. */
export type FrameReader = (frame: ImageData) => Promise<string[]>;

/** Code 128 is on every Selvage label; QR for labels to come (issue 19). */
const NATIVE_FORMATS = ['code_128', 'qr_code'] as const;

interface NativeDetector {
  detect(source: ImageData): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: readonly string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The platform's BarcodeDetector where it reads Code 128 (Android, macOS, ChromeOS), otherwise
 * ZXing compiled to WebAssembly, fetched from our own server on the first scan (never a CDN:
 * the shop's network may reach nothing else) and only then.
 */
export async function createFrameReader(): Promise<{ read: FrameReader; engine: 'native' | 'zxing' }> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    if (supported.includes('code_128')) {
      const detector = new Native({ formats: NATIVE_FORMATS.filter((f) => supported.includes(f)) });
      return { engine: 'native', read: async (frame) => (await detector.detect(frame)).map((b) => b.rawValue) };
    }
  }
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) } });
  return {
    engine: 'zxing',
    read: async (frame) =>
      (await readBarcodes(frame, { formats: ['Code128', 'QRCode'], tryHarder: true, maxNumberOfSymbols: 1 }))
        .filter((r: ReadResult) => r.isValid)
        .map((r: ReadResult) => r.text),
  };
}
