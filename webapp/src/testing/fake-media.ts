// A fake microphone for jsdom: navigator.mediaDevices.getUserMedia and a
// MediaRecorder that emits one chunk per timeslice when the test advances
// time. The browser tests (e2e/voice.e2e.test.mjs) use Chromium's real
// recorder with a fake capture device instead.

type Listener = (event: Event) => void;

export class FakeTrack {
  kind = 'audio';
  readyState: 'live' | 'ended' = 'live';
  stop() {
    this.readyState = 'ended';
  }
}

export class FakeStream {
  readonly tracks = [new FakeTrack()];
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks;
  }
  get released() {
    return this.tracks.every((t) => t.readyState === 'ended');
  }
}

export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static supportedTypes = ['audio/webm;codecs=opus', 'audio/webm'];
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supportedTypes.includes(type);
  }

  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: Listener | null = null;
  onerror: Listener | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  chunkCount = 0;

  constructor(
    readonly stream: FakeStream,
    readonly options: { mimeType?: string; audioBitsPerSecond?: number } = {},
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    if (this.state !== 'inactive') throw new DOMException('already started', 'InvalidStateError');
    this.state = 'recording';
    this.timeslice = timeslice;
    if (timeslice) this.timer = setInterval(() => this.state === 'recording' && this.emit(), timeslice);
  }
  pause() {
    if (this.state === 'recording') this.state = 'paused';
  }
  resume() {
    if (this.state === 'paused') this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') throw new DOMException('not started', 'InvalidStateError');
    clearInterval(this.timer);
    this.emit();
    this.state = 'inactive';
    this.onstop?.(new Event('stop'));
  }
  /** Fails the recording as a browser would (an 'error' event). */
  fail(message: string) {
    clearInterval(this.timer);
    this.state = 'inactive';
    this.onerror?.(Object.assign(new Event('error'), { error: new Error(message) }));
  }
  private emit() {
    this.chunkCount++;
    this.ondataavailable?.({ data: new Blob([`chunk${this.chunkCount}`], { type: this.mimeType }) });
  }
}

export type FakeMicrophone = {
  /** Every getUserMedia call's constraints. */
  calls: MediaStreamConstraints[];
  streams: FakeStream[];
  recorders: FakeMediaRecorder[];
  /** Make the next getUserMedia calls fail with a DOMException of this name (null: succeed). */
  failWith: (name: string | null, message?: string) => void;
  /** The URLs created and revoked through URL.createObjectURL / revokeObjectURL. */
  created: string[];
  revoked: string[];
  uninstall: () => void;
};

/**
 * Installs the fake microphone (getUserMedia, MediaRecorder, object URLs).
 * `supported: false` leaves the browser without MediaRecorder and
 * getUserMedia, as an old browser or an insecure page would be.
 */
export function installFakeMicrophone({ supported = true, level }: { supported?: boolean; level?: number } = {}): FakeMicrophone {
  const calls: MediaStreamConstraints[] = [];
  const streams: FakeStream[] = [];
  const created: string[] = [];
  const revoked: string[] = [];
  let failure: { name: string; message: string } | null = null;
  FakeMediaRecorder.instances = [];

  const saved = {
    mediaDevices: Object.getOwnPropertyDescriptor(navigator, 'mediaDevices'),
    MediaRecorder: (globalThis as { MediaRecorder?: unknown }).MediaRecorder,
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
    AudioContext: (window as { AudioContext?: unknown }).AudioContext,
  };
  // With `level`, a Web Audio analyser that hears a steady signal of that
  // meter level (useRecorder's levelOf: RMS / 0.3); without it jsdom has none.
  if (level !== undefined) {
    (window as { AudioContext?: unknown }).AudioContext = class {
      createAnalyser() {
        return { fftSize: 1024, getFloatTimeDomainData: (frame: Float32Array) => frame.fill(level * 0.3) };
      }
      createMediaStreamSource() {
        return { connect: () => undefined };
      }
      close() {
        return Promise.resolve();
      }
    };
  }

  const mediaDevices = supported
    ? {
        getUserMedia: async (constraints: MediaStreamConstraints) => {
          calls.push(constraints);
          if (failure) throw new DOMException(failure.message, failure.name);
          const stream = new FakeStream();
          streams.push(stream);
          return stream as unknown as MediaStream;
        },
        enumerateDevices: async () => [{ kind: 'audioinput', deviceId: 'fake', label: 'Fake microphone', groupId: 'fake' }],
      }
    : undefined;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: mediaDevices });
  if (supported) (globalThis as { MediaRecorder?: unknown }).MediaRecorder = FakeMediaRecorder;
  else delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;

  let n = 0;
  URL.createObjectURL = () => {
    const url = `blob:fake/${++n}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };

  return {
    calls,
    streams,
    get recorders() {
      return FakeMediaRecorder.instances;
    },
    failWith: (name, message = name ?? '') => {
      failure = name ? { name, message } : null;
    },
    created,
    revoked,
    uninstall: () => {
      if (saved.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', saved.mediaDevices);
      else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
      if (saved.MediaRecorder === undefined) delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;
      else (globalThis as { MediaRecorder?: unknown }).MediaRecorder = saved.MediaRecorder;
      URL.createObjectURL = saved.createObjectURL;
      URL.revokeObjectURL = saved.revokeObjectURL;
      if (saved.AudioContext === undefined) delete (window as { AudioContext?: unknown }).AudioContext;
      else (window as { AudioContext?: unknown }).AudioContext = saved.AudioContext;
    },
  };
}
