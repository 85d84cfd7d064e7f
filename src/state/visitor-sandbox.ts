// A first-time visitor's memory, for the studio's preview frame: the frame shares the browser (local
// and session storage, cookies) with the staff member using the studio, but must show the site as a
// visitor gets it (no staff session, age gate, cookie banner) and must not change the staff member's
// own session or choices when the operator logs in, out or accepts something inside the preview.
// While the sandbox runs, storage.ts and the consent cookie read and write this memory instead.

export interface VisitorSandbox {
  local: Storage;
  session: Storage;
  /** Cookies the page itself reads (the consent cookie); never sent to the server. */
  cookies: Set<string>;
}

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let sandbox: VisitorSandbox | null = null;

export interface SandboxStart {
  local?: Record<string, string>;
  session?: Record<string, string>;
  cookies?: string[];
}

/** Starts (once per page) a visitor without a session, with what `start` says the visitor already did. */
export function startVisitorSandbox(start: SandboxStart = {}): VisitorSandbox {
  if (sandbox) return sandbox;
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  for (const [key, value] of Object.entries(start.local ?? {})) local.setItem(key, value);
  for (const [key, value] of Object.entries(start.session ?? {})) session.setItem(key, value);
  sandbox = { local, session, cookies: new Set(start.cookies) };
  return sandbox;
}

/** The running sandbox, or null on the real site. */
export const visitorSandbox = (): VisitorSandbox | null => sandbox;

/** Tests only: back to the browser's own storage. */
export function stopVisitorSandbox(): void {
  sandbox = null;
}
