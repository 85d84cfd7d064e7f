// Running the project's ffmpeg (the binary inside @ffmpeg-installer/ffmpeg, see trailers.ts) for
// the processing jobs: one ffmpeg at a time per process, at a lower CPU priority (nice) where the
// system has it, so encoding never takes the cores the requests need; its progress read from
// `-progress pipe:1`, and what a file is read from `ffmpeg -i`'s report (the package ships no ffprobe).
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { findFfmpeg } from '../trailers';

export interface ProbedVideo {
  /** Seconds. */
  duration: number;
  /** As displayed (a phone's rotation applied). */
  width: number;
  height: number;
  audio: boolean;
}

const lastLines = (text: string) => text.trim().split('\n').slice(-3).join(' / ');

/** ffmpeg failed: the last lines of its report in the message, the whole report beside. */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg exited with ${code}: ${lastLines(stderr)}`);
  }
}

/** A video ffmpeg cannot read: the message says so in words a staff user understands. */
export class UnreadableVideoError extends Error {
  override name = 'UnreadableVideoError';
}

/** ffmpeg is stopped after this long without progress. */
const STALL_MS = 120_000;

const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => fs.existsSync(file));

let ffmpegBinary: Promise<string | undefined> | undefined;

/** The ffmpeg binary, or an error saying the package is missing. */
export async function ffmpegPath(): Promise<string> {
  ffmpegBinary ??= findFfmpeg();
  const binary = await ffmpegBinary;
  if (!binary) throw new Error('No ffmpeg: the @ffmpeg-installer/ffmpeg package is not installed, so videos cannot be processed');
  return binary;
}

// Jobs may overlap (several kinds, several files); their ffmpeg runs queue here, one at a time.
let turn: Promise<unknown> = Promise.resolve();
let running = 0;
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const counted = async () => {
    running++;
    try {
      return await run();
    } finally {
      running--;
    }
  };
  const mine = turn.then(counted, counted);
  turn = mine.catch(() => undefined);
  return mine;
}

/** How many ffmpeg processes this process runs now (0 or 1). */
export const ffmpegRunning = () => running;

/** "01:02:03.45" as seconds; undefined for N/A and the negative times ffmpeg reports at its start. */
export function clockSeconds(text: string): number | undefined {
  const m = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(text.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : undefined;
}

export interface FfmpegRun {
  /** Arguments after the binary (the runner adds -hide_banner, -nostdin and the progress pipe). */
  args: string[];
  /** Seconds of output expected, for `onProgress`. */
  seconds?: number;
  /** 0..1 as ffmpeg writes its output. */
  onProgress?: (fraction: number) => void;
}

/** Runs ffmpeg to its end; its stderr (the last lines) in the error when it fails. */
export function runFfmpeg({ args, seconds, onProgress }: FfmpegRun): Promise<{ stderr: string; outSeconds: number }> {
  return oneAtATime(async () => {
    const binary = await ffmpegPath();
    const full = ['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', ...args];
    const child = NICE ? spawn(NICE, ['-n', '10', binary, ...full], { stdio: ['ignore', 'pipe', 'pipe'] }) : spawn(binary, full, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let outSeconds = 0;
    let pending = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // The report of a long file is long; its start (the input's description) and end (the error) matter.
      stderr = stderr.length < 64_000 ? stderr + chunk.toString() : stderr.slice(0, 32_000) + stderr.slice(-16_000) + chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const [key, value] = line.split('=');
        if (key !== 'out_time' || value === undefined) continue;
        const at = clockSeconds(value);
        if (at === undefined) continue;
        outSeconds = Math.max(outSeconds, at);
        if (seconds && onProgress) onProgress(Math.min(1, outSeconds / seconds));
      }
    });
    // A file that hangs the decoder must not hold the one ffmpeg slot for ever: -progress writes
    // twice a second while work goes on, so a long silence means it stalled.
    let stalled = false;
    let heard = Date.now();
    child.stdout.on('data', () => (heard = Date.now()));
    const watchdog = setInterval(() => {
      if (Date.now() - heard < STALL_MS) return;
      stalled = true;
      child.kill('SIGKILL');
    }, Math.min(STALL_MS, 5000));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    }).finally(() => clearInterval(watchdog));
    if (stalled) throw new FfmpegError(code, `${stderr}\nffmpeg stopped: no progress for ${STALL_MS / 1000} s`);
    if (code !== 0) throw new FfmpegError(code, stderr);
    return { stderr, outSeconds };
  });
}

/** Reads `ffmpeg -i`'s description of a file: duration, displayed size, whether it has sound. */
export function parseProbe(report: string): Omit<ProbedVideo, 'duration'> & { duration: number | undefined } {
  const video = /Stream #\d+:\d+.*?: Video: .*?, (\d{2,5})x(\d{2,5})[\s,]/.exec(report);
  if (!video) throw new UnreadableVideoError(`The file holds no video ffmpeg can read (${lastLines(report) || 'no report'})`);
  let width = Number(video[1]);
  let height = Number(video[2]);
  // Phones store portrait clips as landscape frames with a rotation; ffmpeg turns them when encoding.
  const rotate = /rotate\s*:\s*(-?\d+)/.exec(report) ?? /rotation of (-?\d+(?:\.\d+)?) degrees/.exec(report);
  if (rotate && Math.abs(Number(rotate[1])) % 180 === 90) [width, height] = [height, width];
  const duration = /Duration: (\d+:\d{2}:\d{2}(?:\.\d+)?)/.exec(report);
  return { width, height, audio: /Stream #\d+:\d+.*?: Audio: /.test(report), duration: duration ? clockSeconds(duration[1]!) : undefined };
}

/** What a file is, or an UnreadableVideoError (a corrupt file, not a video, no duration). */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const probed = await describeFile(file);
  let duration = probed.duration;
  if (duration === undefined) {
    // Some recorders (a browser's WebM) write no duration: decode once to measure it.
    const measured = await runFfmpeg({ args: ['-i', file, '-map', '0:v:0', '-f', 'null', '-'] }).catch((err: Error) => {
      throw new UnreadableVideoError(`The video could not be decoded (${err.message})`);
    });
    duration = measured.outSeconds;
  }
  if (!(duration > 0)) throw new UnreadableVideoError('The video has no length (0 seconds)');
  return { duration, width: probed.width, height: probed.height, audio: probed.audio };
}

/** `ffmpeg -i`'s description of a video or picture (a picture has no duration). */
export async function describeFile(file: string): Promise<ReturnType<typeof parseProbe>> {
  let report: string;
  try {
    // Without an output ffmpeg describes the input and exits with an error; only the description matters.
    report = (await runFfmpeg({ args: ['-i', file] })).stderr;
  } catch (err) {
    if (!(err instanceof FfmpegError)) throw err;
    // The temporary file's name and ffmpeg's internal addresses mean nothing to whoever reads the message.
    report = err.stderr.split(file).join('the upload').replace(/\[[^\]\n]* @ 0x[0-9a-f]+\] /g, '');
  }
  if (/Invalid data found|moov atom not found|could not find codec parameters|EBML header parsing failed/i.test(report)) {
    throw new UnreadableVideoError(`The file is not a video ffmpeg can read (${lastLines(report)})`);
  }
  return parseProbe(report);
}
