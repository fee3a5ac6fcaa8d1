/** One dispatched Server-Sent Events message. */
export interface SseMessage {
  /** The `event:` field; "message" when the server sent none. */
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; a message may be split anywhere across chunks. */
  push(chunk: string): void;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules EventSource follows): lines end in
 * LF, CRLF or CR, a blank line dispatches, `:` lines are comments (heartbeats), several `data:`
 * lines join with LF, and a message without data is dropped. `retry:` reports the server's delay.
 */
export function createSseParser(
  onMessage: (message: SseMessage) => void,
  onRetry?: (ms: number) => void,
): SseParser {
  let buffer = '';
  // A CR ended the last chunk: an LF opening the next one belongs to that line break.
  let skipLeadingLf = false;
  let first = true;
  let event = '';
  let data: string[] = [];
  let lastId: string | undefined;

  function dispatch() {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id: lastId });
    event = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  return {
    push(chunk) {
      let text = chunk;
      if (first && text.length > 0) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
