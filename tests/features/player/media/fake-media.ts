import { vi } from 'vitest';

/** A MediaRecorder stand-in: records "chunks" until stop(), then emits one Blob of the chosen type. */
export class FakeMediaRecorder extends EventTarget {
  static supported = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);
  static last: FakeMediaRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;

  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    super();
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.last = this;
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    const data = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], { type: this.mimeType || 'audio/webm' });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

export function fakeStream() {
  const track = { stop: vi.fn(), kind: 'audio' };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

/** Installs getUserMedia (resolving a fake stream, or rejecting with `error`) and MediaRecorder. */
export function installMedia(error?: { name: string }) {
  const { stream, track } = fakeStream();
  const getUserMedia = vi.fn(async () => {
    if (error) throw Object.assign(new Error(error.name), { name: error.name });
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  return { getUserMedia, track };
}

export function uninstallMedia() {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  FakeMediaRecorder.supported = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
  FakeMediaRecorder.last = null;
}
