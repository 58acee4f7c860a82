/**
 * A stand-in for the browser's `EventSource` (jsdom has none): the test says when the server
 * sent an event, with its data. Installed with `vi.stubGlobal('EventSource', FakeEventSource)`.
 */
export class FakeEventSource {
  static last: FakeEventSource | undefined;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 1;
  private readonly listeners = new Map<string, ((message: { data?: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    const message = { data: data === undefined ? undefined : JSON.stringify(data) };
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
  close() {
    this.readyState = 2;
  }
  /** The server refused the stream (a 502 while the nodes restart): the browser gives up. */
  refuse() {
    this.readyState = 2;
    this.emit('error');
  }
}
