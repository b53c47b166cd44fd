/** A small RFC 4180 CSV reader (quoted cells with commas, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

/** Rows as objects keyed by the header; throws when a required column is missing. */
export function readCsvObjects(text: string, required: readonly string[]) {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('빈 CSV 파일입니다');
  const columns = header.map((h) => h.trim());
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw new Error(`CSV 머리글에 ${missing.join(', ')} 열이 없습니다`);
  return rows.map((cells) =>
    Object.fromEntries(columns.map((name, i) => [name, (cells[i] ?? '').trim()])),
  );
}
