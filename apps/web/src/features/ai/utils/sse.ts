/** One server-sent event: its name and its data line(s) joined. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits a growing server-sent-events text into whole events. Feed it chunks as they arrive; it
 * keeps an unfinished event until its blank line comes. Comment lines (': ping') are skipped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onMessage({ event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
  };
}
