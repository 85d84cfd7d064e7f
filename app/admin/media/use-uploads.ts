// Uploads into the media library with tus-js-client: chunked and resumable. A file picked again
// after a reload or a lost connection resumes from the fingerprint tus keeps in localStorage; a
// dropped request is retried after a pause; Pause aborts without deleting what the server holds.
// A refusal (4xx: wrong type, too large) is final and shows the server's words.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Upload, type DetailedError } from 'tus-js-client';
import { tokenAtom } from '../../../src/state/session';
import { ASSET_ID_HEADER, UPLOADS_PATH } from './media-api';

export type UploadState = 'queued' | 'uploading' | 'paused' | 'failed' | 'refused' | 'done';

export interface UploadItem {
  key: string;
  filename: string;
  state: UploadState;
  sent: number;
  total: number;
  /** The server's refusal, or what went wrong. */
  message?: string;
  assetId?: number;
}

/** Large enough for few requests, small enough that a dropped connection loses little. */
export const CHUNK_BYTES = 5 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];
/** Files sent side by side; the others wait their turn (a hundred pictures dropped at once). */
export const PARALLEL_UPLOADS = 3;

/** Browsers leave `type` empty for some files (a .mov on Linux): the server then goes by the name. */
const typeOf = (file: File) => file.type || '';

const statusOf = (error: Error) => (error as DetailedError).originalResponse?.getStatus() ?? 0;
/** The server's words: tus refusals are plain text, the API's own errors `{ error: { message } }`. */
function bodyOf(error: Error): string {
  const body = (error as DetailedError).originalResponse?.getBody()?.trim() ?? '';
  if (!body.startsWith('{')) return body;
  try {
    return (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? body;
  } catch {
    return body;
  }
}

export interface UseUploadsOptions {
  /** Called with the library id of each finished file. */
  onUploaded?: (assetId: number) => void;
}

export function useUploads({ onUploaded }: UseUploadsOptions = {}) {
  const token = useAtomValue(tokenAtom);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const counter = useRef(0);
  const waiting = useRef<string[]>([]);
  const running = useRef(new Set<string>());

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  /** Starts waiting files while fewer than PARALLEL_UPLOADS are on their way. */
  const pump = useCallback(() => {
    while (running.current.size < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const key = waiting.current.shift()!;
      const upload = uploads.current.get(key);
      if (!upload) continue;
      running.current.add(key);
      update(key, { state: 'uploading' });
      void upload.findPreviousUploads().then(
        (previous) => {
          const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
          if (last) upload.resumeFromPreviousUpload(last);
          upload.start();
        },
        () => upload.start(),
      );
    }
  }, [update]);

  const pumpRef = useRef(pump);
  pumpRef.current = pump;
  /** A file stopped (done, refused, failed or paused): the next one may start. */
  const finished = useCallback((key: string) => {
    running.current.delete(key);
    pumpRef.current();
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        counter.current += 1;
        const key = `${counter.current}-${file.name}`;
        const upload = new Upload(file, {
          endpoint: new URL(UPLOADS_PATH, window.location.origin).toString(),
          metadata: { filename: file.name, filetype: typeOf(file) },
          chunkSize: CHUNK_BYTES,
          retryDelays: RETRY_DELAYS_MS,
          removeFingerprintOnSuccess: true,
          // The token of the moment: a resumed upload may outlive the session it started in.
          onBeforeRequest: (req) => {
            if (tokenRef.current) req.setHeader('Authorization', `Bearer ${tokenRef.current}`);
          },
          // A refusal is final; only lost connections and server trouble are worth another try.
          onShouldRetry: (error) => {
            const status = statusOf(error);
            return status === 0 || status >= 500 || status === 409 || status === 423;
          },
          onProgress: (sent, total) => update(key, { sent, total }),
          onSuccess: ({ lastResponse }) => {
            finished(key);
            const assetId = Number(lastResponse.getHeader(ASSET_ID_HEADER)) || undefined;
            update(key, { state: 'done', sent: file.size, assetId, message: undefined });
            if (assetId) onUploadedRef.current?.(assetId);
          },
          onError: (error) => {
            finished(key);
            const status = statusOf(error);
            const refused = status >= 400 && status < 500;
            update(key, { state: refused ? 'refused' : 'failed', message: refused ? bodyOf(error) || error.message : undefined });
          },
        });
        uploads.current.set(key, upload);
        waiting.current.push(key);
        setItems((list) => [...list, { key, filename: file.name, state: 'queued', sent: 0, total: file.size }]);
      }
      pump();
    },
    [update, pump, finished],
  );

  const pause = useCallback(
    (key: string) => {
      void uploads.current.get(key)?.abort();
      finished(key);
      update(key, { state: 'paused' });
    },
    [update, finished],
  );

  /** Resume after a pause or retry after a failure (the operator asked: no waiting): tus asks the server where it stopped. */
  const resume = useCallback(
    (key: string) => {
      running.current.add(key);
      uploads.current.get(key)?.start();
      update(key, { state: 'uploading', message: undefined });
    },
    [update],
  );

  const dismiss = useCallback((key: string) => {
    void uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    waiting.current = waiting.current.filter((k) => k !== key);
    finished(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, [finished]);

  // Leaving the page stops the transfers; their fingerprints stay, so picking the files again resumes.
  useEffect(() => {
    const all = uploads.current;
    return () => {
      for (const upload of all.values()) void upload.abort();
    };
  }, []);

  return { items, add, pause, resume, dismiss };
}
